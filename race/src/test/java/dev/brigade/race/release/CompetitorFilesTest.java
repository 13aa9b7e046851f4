package dev.brigade.race.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brigade.race.CompetitorSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompetitorFilesTest {

    @Test
    void competitorJsonHasThePublicRaceShape() {
        JsonNode c = CompetitorFiles.competitor("vertx", true);
        assertEquals("brigade-vertx", c.get("title").asText());
        assertEquals("Java", c.get("language").asText());
        assertTrue(c.get("build").isArray() && c.get("build").size() > 0);
        for (JsonNode step : c.get("build")) {
            assertTrue(step.get("argv").isArray(), "every build step has an argv");
        }
        JsonNode last = c.get("build").get(c.get("build").size() - 1);
        assertTrue(last.toString().contains("brigade-vertx"), "the binary lands as {out}/brigade-vertx");
        List<String> run = new ArrayList<>();
        c.get("run").get("argv").forEach(a -> run.add(a.asText()));
        assertEquals(List.of("{bin}", "--address", "{address}", "--port", "{port}", "--database", "{db}"), run);
    }

    /**
     * The fixture's run is the race's Go competitor's, key for key (its competitor.json since it serves HTTPS):
     * a release folder that differs in shape would be started differently, or not at all in TLS mode.
     */
    @Test
    void theRunHasTheGoCompetitorsShapeWithItsTlsMode() throws Exception {
        JsonNode go = new ObjectMapper()
                .readTree(Files.readString(Path.of("src/test/race-root/competitors/go-fixture/competitor.json")));
        assertEquals(go.get("run"), CompetitorFiles.competitor("helidon", false).get("run"));
        List<String> tls = new ArrayList<>();
        CompetitorFiles.competitor("vertx", true)
                .get("run")
                .get("tls")
                .get("argv")
                .forEach(a -> tls.add(a.asText()));
        assertEquals(List.of("--tls-cert", "{cert}", "--tls-key", "{key}"), tls);
    }

    @Test
    void theStartupSentenceSaysKeptOnlyForATenPercentCut() {
        assertTrue(StartupComparison.judge(List.of(1000.0, 1000.0, 1000.0), List.of(800.0, 850.0, 900.0))
                .kept());
        assertTrue(!StartupComparison.judge(List.of(1000.0, 1000.0, 1000.0), List.of(950.0, 960.0, 970.0))
                .kept());
    }

    @Test
    void cdsFlagsBecomeCommentsBesideAnAotCache() {
        String out = AotTraining.withoutClassDataSharing("# why\n-Xshare:auto\n-Xmx64m\n");
        assertEquals("# why\n# off where the AOT cache is used (the JVM refuses both): -Xshare:auto\n-Xmx64m\n", out);
    }

    @Test
    void aReleaseMadeWithoutTheAotCacheBuildsItsCompetitorWithoutIt() {
        assertTrue(CompetitorFiles.competitor("vertx", false).toString().contains("\"--no-aot\""));
        assertTrue(!CompetitorFiles.competitor("vertx", true).toString().contains("\"--no-aot\""));
    }

    /** What a release writes into dist/competitors/brigade-IMPL/ is what brigade reads back as a competitor with a TLS mode. */
    @Test
    void aReleaseFoldersEntryReadsBackWithItsTlsMode(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("brigade-vertx");
        CompetitorFiles.write(dir, "vertx", "abc1234", tmp.resolve("no-such-jvm.options"), null, true);
        CompetitorSpec spec = CompetitorSpec.read(dir);
        assertEquals(CompetitorFiles.RUN_ARGV, spec.runArgv());
        assertEquals(Optional.of(CompetitorFiles.RUN_TLS_ARGV), spec.runTls());
        assertTrue(Files.readString(dir.resolve("README.md"))
                .contains("--database {db} --tls-cert {cert} --tls-key {key}"));
    }
}
