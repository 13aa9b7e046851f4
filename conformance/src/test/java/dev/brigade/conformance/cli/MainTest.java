package dev.brigade.conformance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command line, driven through {@link Main#run}: statuses and what lands on stdout and stderr. */
class MainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    private int run(String... args) {
        return new Main(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(args);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "frobnicate",
                "check",
                "check --bogus",
                "check http://127.0.0.1:1 http://127.0.0.1:2",
                "check http://127.0.0.1:1 --run x",
                "check --run",
                "check --only",
                "check http://127.0.0.1:1 --only nothing.matches.this",
                "check ftp://127.0.0.1:1",
                "check http://127.0.0.1:1/some/path",
                "check http://127.0.0.1:1 --database /no/such/file.db",
                "check --run x --database /tmp",
                "check http://127.0.0.1:1 --only a --only b",
                "check http://127.0.0.1:1 --profile nosuchprofile",
                "check http://127.0.0.1:1 --profile soak",
                "check http://127.0.0.1:1 --profile durability",
                "check --run x --profile robustness --minutes 2",
                "check --run x --profile soak --minutes 0",
                "check --run x --profile soak --minutes soon",
                "check --run x --profile robustness --only nothing.matches.this",
                "check http://127.0.0.1:1 --declared /no/such/declared.txt",
                "check --run x --profile durability --declared none --declared none",
                "seed",
                "seed a.db b.db",
                "seed --frobnicate",
            })
    void aBadCommandLineExitsTwoWithOneLineOnStderr(String line) {
        String[] args = line.isEmpty() ? new String[0] : line.split(" ");
        assertEquals(2, run(args), stderr());
        assertEquals(1, stderr().lines().count(), stderr());
        assertTrue(stderr().startsWith("brigade: "), stderr());
        assertEquals("", stdout());
    }

    @Test
    void aReportDirThatCannotBeMadeIsABadArgument() throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");
        assertEquals(
                2,
                run(
                        "check",
                        "http://127.0.0.1:1",
                        "--report-dir",
                        file.resolve("reports").toString()));
        assertEquals(1, stderr().lines().count(), stderr());
    }

    @Test
    void nothingListeningEndsAtOnceWithAClearLine() {
        long start = System.nanoTime();
        assertEquals(1, run("check", "http://127.0.0.1:1"));
        assertTrue(stdout().contains("nothing is listening at http://127.0.0.1:1"), stdout());
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "took too long");
    }

    @Test
    void seedWritesTheFileAndRefusesToOverwriteItWithoutForce() throws IOException {
        Path file = dir.resolve("conduit.db");
        assertEquals(0, run("seed", file.toString()));
        assertTrue(Files.size(file) > 0);
        assertEquals(2, run("seed", file.toString()));
        assertTrue(stderr().contains("--force"), stderr());
        assertEquals(0, run("seed", file.toString(), "--force"));
    }

    @Test
    void helpOnEachCommand() {
        assertEquals(0, run("--help"));
        assertEquals(0, run("check", "--help"));
        assertEquals(0, run("seed", "--help"));
        assertTrue(
                stdout().contains("brigade check URL") && stdout().contains("brigade seed FILE [--force]"), stdout());
        assertEquals("", stderr());
    }

    @Test
    void listNamesEveryCheckWithItsTier() {
        assertEquals(0, run("check", "--list"));
        assertTrue(stdout().contains("sse.stream") && stdout().contains("process.sigterm"), stdout());
        assertTrue(
                stdout().lines()
                        .anyMatch(line -> line.startsWith("sse.stream ")
                                && line.contains(" race ")
                                && line.contains(" MUST ")
                                && line.contains("CONTRACT.md §3.7, RFC 9112 §7.1")),
                stdout());
        assertTrue(
                stdout().lines().anyMatch(line -> line.startsWith("http.date ") && line.contains(" brigade ")),
                stdout());
        assertTrue(
                stdout().lines()
                        .anyMatch(line -> line.startsWith("plaintext.content-type ") && line.contains(" race-should ")),
                stdout());
    }

    @Test
    void aDeclaredFileTheKitRefusesIsAUsageErrorNamingTheLine() throws IOException {
        Path file = Files.writeString(dir.resolve("declared.txt"), """
                # a race check may not be declared
                sse.stream the framework streams otherwise https://example.com/source#L1
                """);
        assertEquals(2, run("check", "http://127.0.0.1:1", "--declared", file.toString()));
        assertEquals(1, stderr().lines().count(), stderr());
        assertTrue(stderr().contains("declared.txt:2") && stderr().contains("race check"), stderr());
    }

    @Test
    void seededIsForAttachModeWithoutTheFile() {
        assertEquals(2, run("check", "--run", "x {address} {port} {database-arg}", "--seeded"));
        assertTrue(stderr().contains("--seeded is for attach mode"), stderr());
    }

    @Test
    void versionIsTheContractsAndTheRaceCommit() {
        assertEquals(0, run("check", "--version"));
        assertEquals(
                "brigade contract " + dev.brigade.conformance.Contract.version() + "\n"
                        + "race tier: Eldhus/fourneau-dragrace at " + dev.brigade.conformance.RaceSource.COMMIT + "\n",
                stdout());
    }

    @Test
    void anOldIdStillSelects() {
        // sse.bad-signals was split into nine checks; --only with the old id is no usage error
        assertEquals(1, run("check", "http://127.0.0.1:1", "--only", "sse.bad-signals"));
        assertEquals("", stderr());
    }
}
