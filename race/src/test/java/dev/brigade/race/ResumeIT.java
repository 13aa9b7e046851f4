package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * An interrupted race goes on: the packaged jar races raw-nio for two short rounds, is stopped with
 * SIGTERM (as Ctrl-C or a closed terminal stops it) once results.json holds the first run, and
 * {@code race --resume DIR} then runs only what is missing, with the first run kept as it was.
 */
class ResumeIT {

    private static final Path ROOT =
            Path.of(System.getProperty("brigade.root", "..")).toAbsolutePath().normalize();
    private static final Path JAR = Path.of(System.getProperty("brigade.race.jar", "target/brigade-race.jar"))
            .toAbsolutePath();
    private static final String JAVA = System.getProperty(
            "brigade.java", ProcessHandle.current().info().command().orElse("java"));
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aRaceStoppedAfterItsFirstRunResumesWithTheRest() throws Exception {
        // our own build makes it (race depends on impl-raw-nio): missing is a failure, never a skip
        assertTrue(
                Files.isRegularFile(ROOT.resolve("impl-raw-nio/target/brigade-raw-nio.jar")),
                "impl-raw-nio/target/brigade-raw-nio.jar is missing: build impl-raw-nio (the reactor does, before race)");
        Path results = JAR.getParent().resolve("race-resume");
        Race.deleteTree(results);
        Path file = results.resolve("results.json");

        Process first = race(
                "--impls",
                "raw-nio",
                "--workloads",
                "plaintext",
                "--rounds",
                "2",
                "--seconds",
                "1",
                "--warmup",
                "1",
                "--warmup-ceiling",
                "3",
                "--seed",
                "11",
                "--no-check",
                "--no-nginx",
                "--no-ladder",
                "--results-dir",
                results.toString());
        StringBuilder firstOutput = new StringBuilder();
        Thread reader = Thread.ofVirtual().start(() -> firstOutput.append(read(first)));
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (runs(file).isEmpty() && first.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        first.destroy(); // SIGTERM: the race's hook stops the server and wrk
        first.waitFor(30, TimeUnit.SECONDS);
        reader.join(5_000);
        List<JsonNode> before = runs(file);
        assertEquals(1, before.size(), "the first run is recorded, the second was cut off:\n" + firstOutput);
        assertNotEquals(0, first.exitValue(), "the race was stopped, not finished");

        Process again = race("--resume", results.toString());
        String output = read(again);
        assertTrue(again.waitFor(2, TimeUnit.MINUTES), "the resumed race did not finish");
        assertEquals(0, again.exitValue(), "the resumed race failed:\n" + output);
        assertTrue(output.contains("1 of 2 runs were done"), output);

        JsonNode json = JSON.readTree(file.toFile());
        List<JsonNode> after = runs(file);
        assertEquals(2, after.size());
        assertEquals(before.getFirst(), after.getFirst(), "the first run is kept as it was");
        assertEquals(11, json.get("options").get("seed").asLong());
        assertEquals(1, json.get("options").get("resumed").size());
        assertEquals(
                List.of(1, 2),
                after.stream().map(r -> r.get("round").asInt()).sorted().toList());
        JsonNode warmup = after.getLast().get("warmup");
        assertTrue(warmup.get("curve").size() > 0
                && warmup.has("steady")
                && after.getLast().get("cpuByGroup").has("compiler"));
        assertTrue(Files.readString(results.resolve("report.html")).contains("Warm-up: Plaintext"));
    }

    private static Process race(String... args) throws IOException {
        List<String> argv = new ArrayList<>(List.of(JAVA, "-jar", JAR.toString(), "race"));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(ROOT.toFile()).redirectErrorStream(true);
        pb.environment().put("BRIGADE_JAVA", JAVA);
        return pb.start();
    }

    /** Everything the process prints until it exits. */
    private static String read(Process p) {
        try {
            return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(output lost: " + e.getMessage() + ")";
        }
    }

    private static List<JsonNode> runs(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<JsonNode> runs = new ArrayList<>();
        JSON.readTree(file.toFile()).get("rounds").forEach(runs::add);
        return runs;
    }
}
