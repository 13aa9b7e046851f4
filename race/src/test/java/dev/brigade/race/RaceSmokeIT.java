package dev.brigade.race;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The CI smoke: the packaged race jar, run as users run it, races one server for one short round
 * (plaintext, and templates with its open-loop ladder of one-second steps), and writes the three files.
 * It keeps the harness, wrk's and Hyperfoil's, from rotting between full races.
 */
class RaceSmokeIT {

    private static final Path ROOT = Path.of(System.getProperty("brigade.root", "..")).toAbsolutePath().normalize();
    private static final Path JAR = Path.of(System.getProperty("brigade.race.jar", "target/brigade-race.jar")).toAbsolutePath();
    private static final String JAVA = System.getProperty("brigade.java", ProcessHandle.current().info().command().orElse("java"));

    @Test
    void oneServerOneShortRoundWritesTheThreeFiles() throws Exception {
        String impl = firstBuiltServer();
        assumeTrue(impl != null, "no impl-X/target/brigade-X.jar is built yet: nothing to race");
        Path results = JAR.getParent().resolve("race-smoke");
        Race.deleteTree(results);

        ProcessBuilder pb = new ProcessBuilder(JAVA, "-jar", JAR.toString(), "race", "--impls", impl, "--workloads", "plaintext,templates",
                "--rounds", "1", "--seconds", "1", "--warmup", "1", "--warmup-ceiling", "4", "--no-nginx", "--results-dir", results.toString())
                .directory(ROOT.toFile()).redirectErrorStream(true);
        pb.environment().put("BRIGADE_JAVA", JAVA);
        Process race = pb.start();
        String output = new String(race.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(race.waitFor(5, TimeUnit.MINUTES), "the race did not finish");
        assertEquals(0, race.exitValue(), "the race failed:\n" + output);

        for (String file : List.of("results.json", "report.md", "report.html")) {
            assertTrue(Files.size(results.resolve(file)) > 0, file + " is missing or empty");
        }
        JsonNode json = new ObjectMapper().readTree(results.resolve("results.json").toFile());
        JsonNode entrant = json.get("competitors").get(0);
        assertEquals(impl, entrant.get("name").asText());
        if (!"DNF".equals(entrant.get("verdict").asText())) {
            JsonNode round = json.get("rounds").get(0);
            assertTrue(round.get("error").isNull(), "the run failed: " + round.get("error"));
            assertTrue(round.get("requestsPerSecond").asDouble() > 0, "no 2xx answers counted:\n" + output);
            assertTrue(round.get("startupMillis").asDouble() > 0, "no startup time");
            assertTrue(Files.readString(results.resolve("report.html")).contains("<svg"), "the page has no chart");
            assertTrue(round.has("serverBusy") && round.has("loaderBusy") && round.has("loaderBound"), "no record of what limited the run");
            assertTrue(round.get("warmup").get("curve").size() > 0 && round.get("cpuByGroup").get("request").asDouble() > 0,
                    "no warm-up curve or CPU by thread group");
            JsonNode ladder = json.get("ladder");
            assertTrue(ladder.size() > 0, "the ladder did not climb:\n" + output);
            JsonNode first = ladder.get(0);
            assertTrue(first.get("error").isNull(), "the ladder's first step failed: " + first.get("error") + "\n" + output);
            assertTrue(first.get("offered").asDouble() > 0 && first.get("achieved").asDouble() > 0, "the first step answered nothing");
            assertTrue(first.get("loaderBusy").asDouble() > 0, "no CPU share for the load process");
            assertTrue(Files.readString(results.resolve("report.md")).contains("## Open-loop ladder: Templates"));
        }
    }

    private static String firstBuiltServer() throws IOException {
        for (String impl : List.of("raw-nio", "vertx", "helidon", "micronaut", "quarkus")) {
            if (Files.isRegularFile(ROOT.resolve("impl-" + impl).resolve("target").resolve("brigade-" + impl + ".jar"))) {
                return impl;
            }
        }
        return null;
    }
}
