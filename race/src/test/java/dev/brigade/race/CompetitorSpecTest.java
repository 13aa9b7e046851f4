package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompetitorSpecTest {

    private static final Path COMPETITORS = Path.of("src/test/race-root/competitors");

    @Test
    void readsAFolderAsThePublicRaceWritesIt() throws Exception {
        CompetitorSpec go = CompetitorSpec.read(COMPETITORS.resolve("go-fixture"));
        assertEquals("go-fixture", go.name());
        assertEquals("Go", go.language());
        assertEquals("competitors/go-fixture", go.build().getFirst().cwd());
        assertEquals(
                Path.of("src/test/race-root").toAbsolutePath(),
                OutsideBuild.defaultRaceRoot(COMPETITORS.resolve("go-fixture")));
        assertEquals(Optional.of(List.of("--tls-cert", "{cert}", "--tls-key", "{key}")), go.runTls());
    }

    @Test
    void aFolderWithoutRunTlsHasNoTlsMode(@TempDir Path tmp) throws Exception {
        CompetitorSpec plain =
                CompetitorSpec.read(folder(tmp, "plain", "\"argv\": [\"{bin}\", \"--port\", \"{port}\"]"));
        assertEquals(Optional.empty(), plain.runTls());
        assertEquals(List.of("{bin}", "--port", "{port}"), plain.runArgv());
    }

    @Test
    void aRunTlsWithoutArgumentsIsRefused(@TempDir Path tmp) {
        Path dir = folder(tmp, "empty-tls", "\"argv\": [\"{bin}\"], \"tls\": {}");
        CompetitorSpec.SpecException e =
                assertThrows(CompetitorSpec.SpecException.class, () -> CompetitorSpec.read(dir));
        assertEquals("competitor.json has a run.tls without argv", e.getMessage());
    }

    @Test
    void theCertificateIsFilledInTlsModeOnly(@TempDir Path tmp) {
        Path dir = folder(tmp, "cert-in-plain", "\"argv\": [\"{bin}\", \"--tls-cert\", \"{cert}\"]");
        CompetitorSpec.SpecException e =
                assertThrows(CompetitorSpec.SpecException.class, () -> CompetitorSpec.read(dir));
        assertTrue(e.getMessage().startsWith("placeholder {cert} in its run is not one brigade knows"), e.getMessage());
        Path tls = folder(tmp, "unknown-in-tls", "\"argv\": [\"{bin}\"], \"tls\": { \"argv\": [\"--ca\", \"{ca}\"] }");
        e = assertThrows(CompetitorSpec.SpecException.class, () -> CompetitorSpec.read(tls));
        assertTrue(
                e.getMessage().startsWith("placeholder {ca} in its run.tls is not one brigade knows"), e.getMessage());
    }

    @Test
    void aPlaceholderBrigadeDoesNotFillIsNamed() {
        CompetitorSpec.SpecException e = assertThrows(
                CompetitorSpec.SpecException.class, () -> CompetitorSpec.read(COMPETITORS.resolve("needs-zig")));
        assertTrue(
                e.getMessage().startsWith("placeholder {zig} in its build is not one brigade knows"), e.getMessage());
    }

    @Test
    void theRunIsExpandedAndItsEnvironmentGoesThroughEnv() {
        CompetitorSpec spec = new CompetitorSpec(
                "x",
                Path.of("x"),
                "x",
                "Roc",
                "",
                List.of(),
                List.of("{bin}", "--address={address}"),
                Map.of("X_DB", "{db}"),
                Optional.empty(),
                0);
        Outside o = new Outside(spec, Path.of("/out/x"));
        assertEquals(
                List.of("env", "X_DB=/tmp/c.db", "/out/x", "--address=127.0.0.1"),
                o.command("127.0.0.1", 80, Path.of("/tmp/c.db"), null));
        assertEquals(List.of("env", "X_DB={database}", "/out/x", "--address={address}"), o.kitCommand());
    }

    @Test
    void aStepsProgramIsFoundOnTheStepsOwnPath() {
        assertEquals("/bin/sh", OutsideBuild.onPath("sh", "/no/such/dir:/bin"));
        assertEquals("./mvnw", OutsideBuild.onPath("./mvnw", "/bin"));
    }

    /** DIR/NAME/competitor.json with {@code run} holding {@code runFields}, and nothing to build. */
    private static Path folder(Path tmp, String name, String runFields) {
        try {
            Path dir = Files.createDirectories(tmp.resolve(name));
            Files.writeString(
                    dir.resolve("competitor.json"),
                    "{ \"title\": \"" + name + "\", \"build\": [], \"run\": { " + runFields + " } }");
            return dir;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
