package dev.brigade.conformance.teeth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.brigade.conformance.durability.DurabilityRun;
import dev.brigade.conformance.reference.Fault;
import dev.brigade.conformance.reference.ReferenceServerMain;
import dev.brigade.conformance.soak.SoakRun;

/**
 * The teeth of the durability and soak profiles: the references pass their steps, over HTTP/1.1
 * (the reference server, which has no h2c) and over h2c (the Jetty reference), and each profile
 * fault ({@link Fault#profile()}) fails exactly the steps it names.
 */
@Timeout(300)
class ProfileTeethTest {

    /** What one profile run printed and how it ended. */
    record Run(int status, String output) {
        Set<String> with(String verdict) {
            return output.lines().filter(line -> line.startsWith(verdict + "  ")).map(line -> line.substring(6).strip().split("\\s+")[0])
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static Run run(Callable<Integer> profile, ByteArrayOutputStream bytes) throws Exception {
        int status = profile.call();
        return new Run(status, bytes.toString(StandardCharsets.UTF_8));
    }

    private static Run durability(String command, Optional<String> protocol) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        return run(() -> DurabilityRun.run(command, protocol, out), bytes);
    }

    private static Run soak(String command) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        // too short to judge growth (those steps then fail): only the answers are judged here
        return run(() -> SoakRun.run(command, 0.1, Optional.empty(), out), bytes);
    }

    @Test
    void durabilityPassesTheReferenceOverHttp11Alone() throws Exception {
        Run run = durability(KitLaunchTeethTest.command(EnumSet.noneOf(Fault.class)), Optional.empty());
        assertEquals(0, run.status(), run.output());
        assertTrue(run.output().contains("h2c: not spoken"), run.output());
        assertTrue(run.with("PASS").containsAll(Set.of("durability.sigkill.acknowledged-enough", "durability.sigkill.no-5xx",
                "durability.sigterm.acknowledged-kept", "durability.sigterm.drain")), run.output());
    }

    @Test
    void durabilityPassesTheJettyReferenceOverH2c() throws Exception {
        Run run = durability(H2TeethTest.command(Set.of()), Optional.of("h2c"));
        assertEquals(0, run.status(), run.output());
        assertEquals(Set.of(), run.with("FAIL"), run.output());
        assertTrue(run.with("PASS").containsAll(Set.of("durability.h2c.sigkill.acknowledged-enough",
                "durability.h2c.sigkill.acknowledged-kept", "durability.h2c.sigterm.no-5xx", "durability.h2c.sigterm.drain",
                "durability.h2c.sigterm.exit-0")), run.output());
    }

    @Test
    void writesAnswered500FailDurabilityExactly() throws Exception {
        Run run = durability(KitLaunchTeethTest.command(EnumSet.of(Fault.WRITES_500)), Optional.of("h1"));
        assertEquals(1, run.status(), run.output());
        assertEquals(Fault.WRITES_500.trips().stream().filter(id -> id.startsWith("durability."))
                .collect(Collectors.toCollection(TreeSet::new)), run.with("FAIL"), run.output());
    }

    /** A drain may refuse new writes with 503 (CONTRACT §1.6), as Helidon's does; with 500 it fails no-5xx alone. */
    @Test
    void aDrainMayRefuseWith503ButNot500() throws Exception {
        Run refusing = durability(KitLaunchTeethTest.command(EnumSet.noneOf(Fault.class)) + " " + ReferenceServerMain.DRAIN_503,
                Optional.of("h1"));
        assertEquals(0, refusing.status(), refusing.output());
        assertTrue(refusing.output().contains("answered 503 during the drain"), refusing.output());
        Run failing = durability(KitLaunchTeethTest.command(EnumSet.of(Fault.DRAIN_WRITES_500)), Optional.of("h1"));
        assertEquals(1, failing.status(), failing.output());
        assertEquals(Fault.DRAIN_WRITES_500.trips(), failing.with("FAIL"), failing.output());
    }

    @Test
    void soakCountsEveryAnswerThatIsNot2xx() throws Exception {
        Run correct = soak(KitLaunchTeethTest.command(EnumSet.noneOf(Fault.class)));
        assertTrue(correct.with("PASS").contains("soak.errors"), correct.output());
        Run faulty = soak(KitLaunchTeethTest.command(EnumSet.of(Fault.WRITES_500)));
        assertTrue(faulty.with("FAIL").contains("soak.errors"), faulty.output());
    }
}
