package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The CI smoke: the packaged race jar, run as users run it, races one server for one short round
 * (plaintext, and templates with its open-loop ladder of one-second steps; plaintext over h2c and over
 * HTTP/2 + TLS through h2load, the second in each server's HTTPS mode; Conduit's climb at the race's rates,
 * one-second steps), and writes the three files.
 * It keeps the harness, wrk's, h2load's and Hyperfoil's, from rotting between full races. Beside our server race two
 * outside competitors in the public race's format: the Go fixture (built with {@code go build}, gated by
 * the kit's race tier, raced like ours) and one whose build names a placeholder brigade does not fill
 * (not ready, with that line; the race goes on).
 */
class RaceSmokeIT {

    private static final Path ROOT =
            Path.of(System.getProperty("brigade.root", "..")).toAbsolutePath().normalize();
    private static final Path JAR = Path.of(System.getProperty("brigade.race.jar", "target/brigade-race.jar"))
            .toAbsolutePath();
    private static final Path COMPETITORS = ROOT.resolve("race/src/test/race-root/competitors");
    private static final String JAVA = System.getProperty(
            "brigade.java", ProcessHandle.current().info().command().orElse("java"));

    @Test
    void oneServerOneShortRoundWritesTheThreeFiles() throws Exception {
        String impl = firstBuiltServer();
        // The reactor builds every server before the race module (its test-scoped dependencies): a
        // missing jar is a broken build, not a reason to skip.
        assertNotNull(impl, "no impl-X/target/brigade-X.jar is built: nothing to race");
        Path results = JAR.getParent().resolve("race-smoke");
        Race.deleteTree(results);

        ProcessBuilder pb = new ProcessBuilder(
                        JAVA,
                        "-jar",
                        JAR.toString(),
                        "race",
                        "--impls",
                        impl,
                        "--workloads",
                        "plaintext,templates,plaintext-h2,plaintext-tls,conduit",
                        "--rounds",
                        "1",
                        "--seconds",
                        "1",
                        "--warmup",
                        "1",
                        "--warmup-ceiling",
                        "4",
                        "--quick",
                        "--climb-seconds",
                        "1",
                        "--no-nginx",
                        "--results-dir",
                        results.toString(),
                        "--competitor",
                        COMPETITORS.resolve("go-fixture").toString(),
                        "--competitor",
                        COMPETITORS.resolve("needs-zig").toString())
                .directory(ROOT.toFile())
                .redirectErrorStream(true);
        pb.environment().put("BRIGADE_JAVA", JAVA);
        Process race = pb.start();
        String output = new String(race.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(race.waitFor(8, TimeUnit.MINUTES), "the race did not finish");
        assertEquals(0, race.exitValue(), "the race failed:\n" + output);

        for (String file : List.of("results.json", "report.md", "report.html")) {
            assertTrue(Files.size(results.resolve(file)) > 0, file + " is missing or empty");
        }
        JsonNode json =
                new ObjectMapper().readTree(results.resolve("results.json").toFile());
        JsonNode entrant = json.get("competitors").get(0);
        assertEquals(impl, entrant.get("name").asText());
        if (!"not ready".equals(entrant.get("verdict").asText())) {
            JsonNode round = json.get("rounds").get(0);
            assertTrue(round.get("error").isNull(), "the run failed: " + round.get("error"));
            assertTrue(round.get("requestsPerSecond").asDouble() > 0, "no 2xx answers counted:\n" + output);
            assertTrue(round.get("startupMillis").asDouble() > 0, "no startup time");
            assertTrue(Files.readString(results.resolve("report.html")).contains("<svg"), "the page has no chart");
            assertTrue(
                    round.has("serverBusy") && round.has("loaderBusy") && round.has("loaderBound"),
                    "no record of what limited the run");
            assertTrue(
                    round.get("warmup").get("curve").size() > 0
                            && round.get("cpuByGroup").get("request").asDouble() > 0,
                    "no warm-up curve or CPU by thread group");
            JsonNode ladder = json.get("ladder");
            assertTrue(ladder.size() > 0, "the ladder did not climb:\n" + output);
            JsonNode first = ladder.get(0);
            assertTrue(
                    first.get("error").isNull(),
                    "the ladder's first step failed: " + first.get("error") + "\n" + output);
            assertTrue(
                    first.get("offered").asDouble() > 0 && first.get("achieved").asDouble() > 0,
                    "the first step answered nothing");
            assertTrue(first.get("loaderBusy").asDouble() > 0, "no CPU share for the load process");
            assertTrue(Files.readString(results.resolve("report.md")).contains("## Open-loop ladder: Templates"));
        }

        JsonNode go = entrant(json, "go-fixture");
        assertEquals("competitor", go.get("kind").asText());
        assertEquals("Go", go.get("language").asText());
        assertEquals("passed", go.get("verdict").asText(), "the Go fixture is not race-ready:\n" + output);
        for (JsonNode round : json.get("rounds")) {
            if (round.get("competitor").asText().equals("go-fixture")) {
                assertTrue(round.get("error").isNull(), "the fixture's run failed: " + round.get("error"));
                assertTrue(
                        round.get("requestsPerSecond").asDouble() > 0
                                && round.get("cpuMicrosPerRequest").asDouble() > 0
                                && round.get("peakRssKib").asLong() > 0,
                        "the fixture's run counted nothing: " + round);
                assertEquals(
                        0,
                        round.get("cpuByGroup").get("compiler").asDouble(),
                        "a native process has no compiler threads");
            }
        }
        assertEquals(
                4,
                json.get("rounds").findValues("competitor").stream()
                        .filter(c -> c.asText().equals("go-fixture"))
                        .count());
        assertEquals(
                "passed", go.get("tls").asText(), "the fixture's HTTPS mode (run.tls) is not race-ready:\n" + output);
        // h2c and HTTPS through h2load, the HTTPS mode a second start with the race's certificate: counted, and clean
        for (String name : List.of(impl, "go-fixture")) {
            if (name.equals(impl) && "not ready".equals(entrant.get("verdict").asText())) {
                continue;
            }
            for (String workload : List.of("plaintext-h2", "plaintext-tls")) {
                JsonNode run = run(json, name, workload);
                assertTrue(
                        run.get("error").isNull(),
                        name + " " + workload + " failed: " + run.get("error") + "\n" + output);
                assertTrue(
                        run.get("requestsPerSecond").asDouble() > 0
                                && run.get("cpuMicrosPerRequest").asDouble() > 0
                                && run.get("p99Millis").asDouble() > 0,
                        name + " " + workload + " counted nothing: " + run);
                assertEquals(
                        0,
                        run.get("non2xx").asLong() + run.get("socketErrors").asLong(),
                        name + " " + workload + " erred: " + run);
                assertTrue(run.get("loaderBusy").asDouble() > 0, "no CPU share for h2load: " + run);
            }
        }
        // Conduit's climb as the race climbs it: fixed rates, four loaders at once, each part counted
        for (String name : List.of(impl, "go-fixture")) {
            List<JsonNode> climb = new java.util.ArrayList<>();
            json.get("conduit").forEach(step -> {
                if (step.get("competitor").asText().equals(name)) {
                    climb.add(step);
                }
            });
            assertTrue(!climb.isEmpty(), name + " did not climb Conduit:\n" + output);
            JsonNode first = climb.getFirst();
            assertTrue(first.get("error").isNull(), name + "'s first Conduit step failed: " + first + "\n" + output);
            assertEquals(250, first.get("offered").asDouble(), 1e-9, "the race's first rate");
            assertEquals(4, first.get("parts").size(), "one loader a part: " + first);
            assertTrue(
                    first.get("achieved").asDouble() > 0
                            && first.get("meanMillis").asDouble() > 0,
                    name + " answered nothing: " + first);
        }
        String mdSections = Files.readString(results.resolve("report.md"));
        assertTrue(
                mdSections.contains("## Conduit climb: RealWorld (Conduit)")
                        && mdSections.contains("shorter than the race's"),
                "the climb's section, saying its steps are not the race's length");
        assertTrue(
                mdSections.contains("## HTTP/1.1\n")
                        && mdSections.contains("## h2c\n")
                        && mdSections.contains("## HTTPS\n")
                        && mdSections.contains("## Plaintext three ways"),
                "the race's three sections and plaintext three ways:\n" + mdSections);
        JsonNode zig = entrant(json, "needs-zig");
        assertEquals("not ready", zig.get("verdict").asText());
        assertTrue(zig.get("firstFailure").asText().contains("placeholder {zig}"), zig.toString());
        String md = Files.readString(results.resolve("report.md"));
        String html = Files.readString(results.resolve("report.html"));
        assertTrue(md.contains("| go-fixture | Go |") && md.contains("| needs-zig | Zig |"), md);
        assertTrue(
                html.contains("go-fixture") && html.contains("placeholder {zig}"),
                "the page misses the outside competitors");
    }

    /**
     * {@code --method race} on one server, unchecked, for one quick round: one process in the clear for
     * plaintext and plaintext-h2, one in its HTTPS mode for plaintext-tls, each run with the CPUs' busy time.
     */
    @Test
    void theRacesMethodRacesEachModeOnOneProcess() throws Exception {
        String impl = firstBuiltServer();
        assertNotNull(impl, "no impl-X/target/brigade-X.jar is built: nothing to race");
        Path results = JAR.getParent().resolve("race-smoke-method");
        Race.deleteTree(results);
        ProcessBuilder pb = new ProcessBuilder(
                        JAVA,
                        "-jar",
                        JAR.toString(),
                        "race",
                        "--impls",
                        impl,
                        "--workloads",
                        "plaintext,plaintext-h2,plaintext-tls",
                        "--rounds",
                        "1",
                        "--quick",
                        "--method",
                        "race",
                        "--no-check",
                        "--no-nginx",
                        "--no-ladder",
                        "--results-dir",
                        results.toString())
                .directory(ROOT.toFile())
                .redirectErrorStream(true);
        pb.environment().put("BRIGADE_JAVA", JAVA);
        Process race = pb.start();
        String output = new String(race.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(race.waitFor(3, TimeUnit.MINUTES), "the race did not finish");
        assertEquals(0, race.exitValue(), "the race failed:\n" + output);
        JsonNode json =
                new ObjectMapper().readTree(results.resolve("results.json").toFile());
        assertEquals(0, json.get("rounds").size(), "--method race runs no steady-state round");
        assertEquals(3, json.get("raceRounds").size(), output);
        for (JsonNode r : json.get("raceRounds")) {
            assertTrue(r.get("error").isNull(), "the run failed: " + r.get("error"));
            assertEquals("race", r.get("method").asText());
            assertTrue(
                    r.get("requestsPerSecond").asDouble() > 0
                            && r.get("busyCpuSeconds").asDouble() > 0
                            && r.get("peakRssKib").asLong() > 0,
                    "no 2xx answers, CPU or RSS: " + r);
            assertEquals(
                    r.get("workload").asText().equals("plaintext-tls") ? "tls" : "plain",
                    r.get("mode").asText());
        }
        assertEquals(2, output.lines().filter(l -> l.startsWith("[race ")).count(), "one process per mode:\n" + output);
        assertTrue(Files.readString(results.resolve("report.md"))
                .contains("## The race's method beside the steady state"));
    }

    private static JsonNode run(JsonNode json, String competitor, String workload) {
        for (JsonNode r : json.get("rounds")) {
            if (r.get("competitor").asText().equals(competitor)
                    && r.get("workload").asText().equals(workload)) {
                return r;
            }
        }
        throw new AssertionError("no " + workload + " run of " + competitor + " in results.json");
    }

    private static JsonNode entrant(JsonNode json, String name) {
        for (JsonNode e : json.get("competitors")) {
            if (e.get("name").asText().equals(name)) {
                return e;
            }
        }
        throw new AssertionError("no entrant " + name + " in results.json");
    }

    private static String firstBuiltServer() throws IOException {
        for (String impl : List.of("raw-nio", "vertx", "helidon", "micronaut", "quarkus")) {
            if (Files.isRegularFile(
                    ROOT.resolve("impl-" + impl).resolve("target").resolve("brigade-" + impl + ".jar"))) {
                return impl;
            }
        }
        return null;
    }
}
