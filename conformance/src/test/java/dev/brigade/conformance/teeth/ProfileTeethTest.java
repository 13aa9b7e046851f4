package dev.brigade.conformance.teeth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.durability.DurabilityRun;
import dev.brigade.conformance.reference.Fault;
import dev.brigade.conformance.reference.ReferenceServerMain;
import dev.brigade.conformance.soak.SoakRun;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The teeth of the durability and soak profiles: the references pass their steps, over HTTP/1.1
 * (the reference server, which has no h2c) and over h2c (the Jetty reference), every step has a
 * fault, and each fault that names a step fails exactly the steps it names in that profile.
 *
 * <p>The faults run over HTTP/1.1 only: {@code durability.h2c.*} are the same steps, judged by the
 * same code, with the writes sent over h2c instead ({@code Load}); the Jetty reference proves they pass.
 * No step needs a flaky fault: integrity is broken by writing text over a page of the file, which
 * is certain, where making SQLite itself corrupt the file would not be.
 */
@Timeout(300)
class ProfileTeethTest {

    /** What one profile run printed and how it ended. */
    record Run(int status, String output) {
        Set<String> with(String verdict) {
            return output.lines()
                    .filter(line -> line.startsWith(verdict + "  "))
                    .map(line -> line.substring(6).strip().split("\\s+")[0])
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

    /**
     * Seconds, not minutes: sampled 4 times a second, growth judged on 8 s after a 2 s warm-up. The
     * reference's heap is settled by then (it starts with C1 alone, {@link KitLaunchTeethTest#command}),
     * and each growth fault is far past the bounds (16 MiB and 16 descriptors) within it.
     */
    static final SoakRun.Schedule SHORT =
            new SoakRun.Schedule(Duration.ofSeconds(10), Duration.ofMillis(250), Duration.ofSeconds(2));

    private static Run soak(String command) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        return run(() -> SoakRun.run(command, SHORT, Optional.empty(), out), bytes);
    }

    static Stream<Fault> durabilityFaults() {
        return Arrays.stream(Fault.values())
                .filter(fault -> !fault.trips("durability.").isEmpty());
    }

    static Stream<Fault> soakFaults() {
        return Arrays.stream(Fault.values())
                .filter(fault -> !fault.trips("soak.").isEmpty());
    }

    /** Like RobustnessTeethTest's: a step no fault fails could pass a server that breaks it. */
    @Test
    void everyStepHasAFault() {
        Set<String> tripped = Arrays.stream(Fault.values())
                .flatMap(fault -> fault.trips().stream())
                .collect(Collectors.toSet());
        Set<String> without = Stream.concat(
                        DurabilityRun.STEPS.stream().map(step -> "durability." + step), SoakRun.STEPS.stream())
                .filter(id -> !tripped.contains(id))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of(), without, () -> "steps no Fault trips (add one to reference/Fault.java): " + without);
    }

    /** A fault's durability and soak ids are steps the runs print: a renamed step cannot leave a fault tripping nothing. */
    @Test
    void everyTrippedStepIsAStep() {
        Set<String> steps = Stream.concat(
                        DurabilityRun.STEPS.stream().map(step -> "durability." + step), SoakRun.STEPS.stream())
                .collect(Collectors.toSet());
        Set<String> unknown = Arrays.stream(Fault.values())
                .flatMap(fault -> Stream.concat(fault.trips("durability.").stream(), fault.trips("soak.").stream()))
                .filter(id -> !steps.contains(id))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of(), unknown, "ids faults name that no run prints");
    }

    @Test
    void durabilityPassesTheReferenceOverHttp11Alone() throws Exception {
        Run run = durability(KitLaunchTeethTest.command(EnumSet.noneOf(Fault.class)), Optional.empty());
        assertEquals(0, run.status(), run.output());
        assertTrue(run.output().contains("h2c: not spoken"), run.output());
        assertTrue(
                run.with("PASS")
                        .containsAll(Set.of(
                                "durability.sigkill.acknowledged-enough",
                                "durability.sigkill.no-5xx",
                                "durability.sigterm.acknowledged-kept",
                                "durability.sigterm.drain")),
                run.output());
    }

    @Test
    void durabilityPassesTheJettyReferenceOverH2c() throws Exception {
        Run run = durability(H2TeethTest.command(Set.of()), Optional.of("h2c"));
        assertEquals(0, run.status(), run.output());
        assertEquals(Set.of(), run.with("FAIL"), run.output());
        assertTrue(
                run.with("PASS")
                        .containsAll(Set.of(
                                "durability.h2c.sigkill.acknowledged-enough",
                                "durability.h2c.sigkill.acknowledged-kept",
                                "durability.h2c.sigterm.no-5xx",
                                "durability.h2c.sigterm.drain",
                                "durability.h2c.sigterm.exit-0")),
                run.output());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("durabilityFaults")
    void eachFaultFailsExactlyItsDurabilitySteps(Fault fault) throws Exception {
        Run run = durability(KitLaunchTeethTest.command(EnumSet.of(fault)), Optional.of("h1"));
        assertEquals(1, run.status(), run.output());
        assertEquals(
                fault.trips("durability."),
                run.with("FAIL"),
                () -> fault + " (" + fault.description() + ")\n" + run.output());
    }

    /** A drain may refuse new writes with 503 (CONTRACT §1.6), as Helidon's does; with 500 (DRAIN_WRITES_500) it fails no-5xx. */
    @Test
    void aDrainMayRefuseWith503() throws Exception {
        Run refusing = durability(
                KitLaunchTeethTest.command(EnumSet.noneOf(Fault.class)) + " " + ReferenceServerMain.DRAIN_503,
                Optional.of("h1"));
        assertEquals(0, refusing.status(), refusing.output());
        assertTrue(refusing.output().contains("answered 503 during the drain"), refusing.output());
    }

    @Test
    void soakPassesTheReferenceInSeconds() throws Exception {
        Run correct = soak(KitLaunchTeethTest.command(EnumSet.noneOf(Fault.class)));
        assertEquals(0, correct.status(), correct.output());
        assertEquals(
                new TreeSet<>(SoakRun.STEPS.subList(1, SoakRun.STEPS.size())), correct.with("PASS"), correct.output());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("soakFaults")
    void eachFaultFailsExactlyItsSoakSteps(Fault fault) throws Exception {
        Run run = soak(KitLaunchTeethTest.command(EnumSet.of(fault)));
        assertEquals(1, run.status(), run.output());
        assertEquals(
                fault.trips("soak."),
                run.with("FAIL"),
                () -> fault + " (" + fault.description() + ")\n" + run.output());
    }
}
