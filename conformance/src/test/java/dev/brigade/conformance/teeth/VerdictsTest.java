package dev.brigade.conformance.teeth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.Contract;
import dev.brigade.conformance.cli.Main;
import dev.brigade.conformance.reference.Fault;
import dev.brigade.conformance.reference.RaceOnly;
import dev.brigade.conformance.reference.ReferenceServer;
import dev.brigade.conformance.seed.SeedDatabase;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two verdict lines and the exit status of {@code check}, from the command line, against the
 * reference server: 0 all passed, 1 a race check failed, 3 only brigade's checks failed.
 */
class VerdictsTest {

    @TempDir
    Path dir;

    private record Run(int status, List<String> lines) {
        String last(int fromEnd) {
            return lines.get(lines.size() - fromEnd);
        }
    }

    private Run check(Set<Fault> faults, String... args) throws IOException {
        try (var server = ReferenceServer.start(ReferenceServer.Options.of(Optional.empty(), faults))) {
            String[] argv = new String[args.length + 2];
            argv[0] = "check";
            argv[1] = server.uri().toString();
            System.arraycopy(args, 0, argv, 2, args.length);
            return main(argv);
        }
    }

    private static Run main(String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = new Main(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(OutputStreamToNowhere.INSTANCE))
                .run(argv);
        return new Run(status, out.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void allPassedIsZeroAndRaceReady() throws IOException {
        Run run = check(Set.of(), "--only", "plaintext.*");
        assertEquals(0, run.status(), run.lines().toString());
        assertEquals("race: ready (plain 1 of 1, TLS: not checked at an http URL)", run.last(2));
        assertEquals(
                "brigade contract " + Contract.version()
                        + ": plain 3 passed, 0 failed, 0 skipped; TLS: not checked at an http URL",
                run.last(1));
    }

    @Test
    void aRaceFailureIsOne() throws IOException {
        Run run = check(EnumSet.of(Fault.PLAINTEXT_WRONG_WORDS), "--only", "plaintext.*");
        assertEquals(1, run.status(), run.lines().toString());
        assertEquals(
                "race: not ready (plain 0 of 1; first failure: plaintext.body, TLS: not checked at an http URL)",
                run.last(2));
    }

    @Test
    void onlyABrigadeFailureIsThree() throws IOException {
        Run run = check(EnumSet.of(Fault.PLAINTEXT_TRAILING_NEWLINE), "--only", "plaintext.*");
        assertEquals(3, run.status(), run.lines().toString());
        assertEquals("race: ready (plain 1 of 1, TLS: not checked at an http URL)", run.last(2));
        assertEquals(
                "brigade contract " + Contract.version()
                        + ": plain 2 passed, 1 failed, 0 skipped; TLS: not checked at an http URL",
                run.last(1));
    }

    @Test
    void raceProfileTakesTheRaceOnlyServer() throws IOException {
        Path database = dir.resolve("conduit.db");
        SeedDatabase.create(database);
        try (var server = ReferenceServer.start(ReferenceServer.Options.of(Optional.of(database), RaceOnly.FAULTS))) {
            // this reference speaks HTTP/1.1 only: h2c.plaintext, a race check since the re-pin, is left out and said
            // so
            Run run = main(
                    "check",
                    server.uri().toString(),
                    "--database",
                    database.toString(),
                    "--profile",
                    "race",
                    "--skip-h2c",
                    "true");
            assertEquals(0, run.status(), run.lines().toString());
            assertEquals(
                    "race: ready (plain 12 of 12; process.ready is judged in launch mode, --run, h2c not checked, TLS: not checked at an http URL)",
                    run.last(2));
        }
    }

    @Test
    void launchModePrintsBothVerdicts() {
        Run run = main(
                "check",
                "--run",
                KitLaunchTeethTest.command(Set.of()).replace("{database-arg}", "{database-arg}"),
                "--only",
                "process.ready,plaintext.body");
        assertEquals(0, run.status(), run.lines().toString());
        assertEquals("race: ready (plain 2 of 2, TLS: not offered)", run.last(2));
        assertTrue(run.last(1).startsWith("brigade contract " + Contract.version() + ": plain 2 passed"), run.last(1));
        assertTrue(run.last(1).endsWith("; TLS: not offered"), run.last(1));
    }

    /** stderr is not what these tests read. */
    private static final class OutputStreamToNowhere extends java.io.OutputStream {
        static final OutputStreamToNowhere INSTANCE = new OutputStreamToNowhere();

        @Override
        public void write(int b) {}
    }
}
