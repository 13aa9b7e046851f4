package dev.brigade.conformance.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.Contract;
import dev.brigade.conformance.KitReport;
import dev.brigade.conformance.RaceSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes a run as a small JSON file ({@code brigade-conformance.json}) for tools: the verdict, the
 * counts and every check's id, rule, level and status. A tool that reads it (the race) decides from
 * fields, not from the console's wording:
 * <pre>{"contract":"2.1","race":{"ready":true,"verdict":"race: ready (plain 14 of 14, TLS 17 of 17)","commit":"292cd0e..."},
 *  "passed":true,"exitStatus":0,"counts":{"passed":104,"failed":0,"declared":0,"skipped":0},
 *  "checks":[{"id":"plaintext.body","tier":"race","rule":"CONTRACT.md §3.1","level":"MUST","status":"PASSED",...}]}</pre>
 * {@code race.ready} is what the race gates on; {@code passed} is brigade's whole contract (declared
 * deviations aside).
 */
public final class JsonSummary {

    public static final String FILE = "brigade-conformance.json";

    private JsonSummary() {}

    public static Path write(KitReport report, Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = json.createObjectNode();
        root.put("contract", Contract.version());
        ObjectNode race = root.putObject("race");
        race.put("ready", report.raceVerdict().startsWith("race: ready"));
        race.put("verdict", report.raceVerdict());
        race.put("commit", RaceSource.COMMIT);
        root.put("passed", report.allPassed() && !report.results().isEmpty());
        root.put("exitStatus", report.exitStatus());
        ObjectNode counts = root.putObject("counts");
        for (CheckResult.Status status : CheckResult.Status.values()) {
            counts.put(
                    status.name().toLowerCase(Locale.ROOT),
                    report.withStatus(status).size());
        }
        root.put("summary", report.brigadeVerdict());
        ArrayNode checks = root.putArray("checks");
        for (CheckResult result : report.results()) {
            checks.addObject()
                    .put("id", result.id())
                    .put("tier", result.tier().label())
                    .put("description", result.description())
                    .put("rule", result.reference())
                    .put("level", result.level())
                    .put("status", result.status().name())
                    .put("millis", result.millis())
                    .put("detail", result.detail());
        }
        Files.createDirectories(dir);
        Path file = dir.resolve(FILE);
        json.writeValue(file.toFile(), root);
        return file;
    }
}
