package dev.brigade.conformance.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.Contract;
import dev.brigade.conformance.KitReport;

/**
 * Writes a run as a small JSON file ({@code brigade-conformance.json}) for tools: the verdict, the
 * counts and every check's id, rule, level and status. A tool that reads it (the race) decides from
 * fields, not from the console's wording:
 * <pre>{"contract":"1.0","passed":true,"counts":{"passed":70,"failed":0,"skipped":0},
 *  "checks":[{"id":"plaintext.body","rule":"CONTRACT.md §3.1","level":"MUST","status":"PASSED","millis":3,"detail":""}]}</pre>
 */
public final class JsonSummary {

    public static final String FILE = "brigade-conformance.json";

    private JsonSummary() { }

    public static Path write(KitReport report, Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = json.createObjectNode();
        root.put("contract", Contract.version());
        root.put("passed", report.allPassed() && !report.results().isEmpty());
        ObjectNode counts = root.putObject("counts");
        for (CheckResult.Status status : CheckResult.Status.values()) {
            counts.put(status.name().toLowerCase(Locale.ROOT), report.withStatus(status).size());
        }
        root.put("summary", report.summary());
        ArrayNode checks = root.putArray("checks");
        for (CheckResult result : report.results()) {
            checks.addObject()
                    .put("id", result.id())
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
