package dev.brigade.race;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CompetitorSpecTest {

    private static final Path COMPETITORS = Path.of("src/test/race-root/competitors");

    @Test
    void readsAFolderAsThePublicRaceWritesIt() throws Exception {
        CompetitorSpec go = CompetitorSpec.read(COMPETITORS.resolve("go-fixture"));
        assertEquals("go-fixture", go.name());
        assertEquals("Go", go.language());
        assertEquals("competitors/go-fixture", go.build().getFirst().cwd());
        assertEquals(Path.of("src/test/race-root").toAbsolutePath(), OutsideBuild.defaultRaceRoot(COMPETITORS.resolve("go-fixture")));
    }

    @Test
    void aPlaceholderBrigadeDoesNotFillIsNamed() {
        CompetitorSpec.SpecException e = assertThrows(CompetitorSpec.SpecException.class, () -> CompetitorSpec.read(COMPETITORS.resolve("needs-zig")));
        assertTrue(e.getMessage().startsWith("placeholder {zig} in its build is not one brigade knows"), e.getMessage());
    }

    @Test
    void theRunIsExpandedAndItsEnvironmentGoesThroughEnv() {
        CompetitorSpec spec = new CompetitorSpec("x", Path.of("x"), "x", "Roc", "", List.of(), List.of("{bin}", "--address={address}"),
                Map.of("X_DB", "{db}"), 0);
        Outside o = new Outside(spec, Path.of("/out/x"));
        assertEquals(List.of("env", "X_DB=/tmp/c.db", "/out/x", "--address=127.0.0.1"), o.command("127.0.0.1", 80, Path.of("/tmp/c.db"), null));
        assertEquals(List.of("env", "X_DB={database}", "/out/x", "--address={address}"), o.kitCommand());
    }

    @Test
    void aStepsProgramIsFoundOnTheStepsOwnPath() {
        assertEquals("/bin/sh", OutsideBuild.onPath("sh", "/no/such/dir:/bin"));
        assertEquals("./mvnw", OutsideBuild.onPath("./mvnw", "/bin"));
    }

    @Test
    void aReleaseMadeWithoutTheAotCacheBuildsItsCompetitorWithoutIt() {
        assertTrue(CompetitorFiles.competitor("vertx", false).toString().contains("\"--no-aot\""));
        assertTrue(!CompetitorFiles.competitor("vertx", true).toString().contains("\"--no-aot\""));
    }
}
