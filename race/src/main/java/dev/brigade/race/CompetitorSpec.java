package dev.brigade.race;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A competitor folder in the public drag race's format ({@code competitors/NAME/competitor.json} in
 * Eldhus/fourneau-dragrace): {@code title}, {@code language}, {@code framework}, {@code build} (steps
 * with {@code cwd} relative to the race's repository root, {@code argv}, {@code env}) and {@code run}
 * ({@code argv}, {@code env}, and {@code tls.argv}: what HTTPS mode appends to the argv). The name is the
 * folder's, as the race names it; the build must leave the binary at {@code {out}/NAME}.
 *
 * @param runTls the arguments of {@code run.tls.argv}; empty when the folder has no {@code run.tls}, so no
 *               TLS mode: the race leaves such a competitor out of its HTTPS workloads
 */
public record CompetitorSpec(
        String name,
        Path dir,
        String title,
        String language,
        String framework,
        List<Step> build,
        List<String> runArgv,
        Map<String, String> runEnv,
        Optional<List<String>> runTls,
        int fixedPort) {

    record Step(String cwd, List<String> argv, Map<String, String> env) {}

    /** What brigade fills in a build step: the race's {@code {out}}, and {@code {brigade}}, this checkout. */
    static final Set<String> BUILD_PLACEHOLDERS = Set.of("out", "brigade");
    /** What brigade fills in the run: the binary, and where and on what it serves. */
    static final Set<String> RUN_PLACEHOLDERS = Set.of("bin", "address", "port", "db");
    /** And in HTTPS mode the certificate chain and the private key, PEM files the race makes for each race. */
    static final Set<String> RUN_TLS_PLACEHOLDERS = Set.of("bin", "address", "port", "db", "cert", "key");

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_-]*)}");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Reads DIR/competitor.json; a missing file, bad JSON or a placeholder brigade does not know is one line. */
    public static CompetitorSpec read(Path dir) throws SpecException {
        CompetitorSpec spec = parse(dir);
        spec.checkPlaceholders();
        if (spec.fixedPort != 0) {
            throw new SpecException(
                    spec.name,
                    "run.fixed_port " + spec.fixedPort + ": brigade starts every server on a free port of its"
                            + " own choosing, so a competitor that cannot be told its port cannot race here");
        }
        return spec;
    }

    /** What the file says, unchecked: enough to name its language and framework beside why it cannot race. */
    static CompetitorSpec parse(Path dir) throws SpecException {
        Path file = dir.resolve("competitor.json");
        String name = dir.toAbsolutePath().normalize().getFileName().toString();
        JsonNode c;
        try {
            c = JSON.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new SpecException(name, "no readable competitor.json in " + dir + ": " + e.getMessage());
        }
        List<Step> build = new ArrayList<>();
        for (JsonNode s : c.path("build")) {
            build.add(new Step(s.path("cwd").asText("."), strings(s.path("argv")), env(s.path("env"))));
        }
        JsonNode run = c.path("run");
        Optional<List<String>> tls =
                run.has("tls") ? Optional.of(strings(run.path("tls").path("argv"))) : Optional.empty();
        return new CompetitorSpec(
                name,
                dir.toAbsolutePath().normalize(),
                c.path("title").asText(name),
                c.path("language").asText(""),
                c.path("framework").asText(""),
                List.copyOf(build),
                strings(run.path("argv")),
                env(run.path("env")),
                tls,
                run.path("fixed_port").asInt(0));
    }

    /** Every placeholder of the build and the run is one brigade knows, or the first that is not, named. */
    void checkPlaceholders() throws SpecException {
        if (runArgv.isEmpty()) {
            throw new SpecException(name, "competitor.json has no run.argv");
        }
        for (Step s : build) {
            unknown(s.cwd(), BUILD_PLACEHOLDERS, "build");
            for (String a : s.argv()) {
                unknown(a, BUILD_PLACEHOLDERS, "build");
            }
            for (String v : s.env().values()) {
                unknown(v, BUILD_PLACEHOLDERS, "build");
            }
        }
        for (String a : runArgv) {
            unknown(a, RUN_PLACEHOLDERS, "run");
        }
        for (String v : runEnv.values()) {
            unknown(v, RUN_PLACEHOLDERS, "run");
        }
        if (runTls.isPresent() && runTls.get().isEmpty()) {
            // a run.tls that adds nothing would start the plain server and call it HTTPS
            throw new SpecException(name, "competitor.json has a run.tls without argv");
        }
        for (String a : runTls.orElse(List.of())) {
            unknown(a, RUN_TLS_PLACEHOLDERS, "run.tls");
        }
    }

    private void unknown(String text, Set<String> known, String where) throws SpecException {
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            if (!known.contains(m.group(1))) {
                throw new SpecException(
                        name,
                        "placeholder {" + m.group(1) + "} in its " + where + " is not one brigade knows" + " (it fills "
                                + String.join(
                                        ", ",
                                        known.stream()
                                                .sorted()
                                                .map(k -> "{" + k + "}")
                                                .toList()) + ")");
            }
        }
    }

    /** {@code text} with every known placeholder replaced; others stay (checked at read). */
    static String expand(String text, Map<String, String> values) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(values.getOrDefault(m.group(1), m.group())));
        }
        return m.appendTail(out).toString();
    }

    static List<String> expand(List<String> texts, Map<String, String> values) {
        return texts.stream().map(t -> expand(t, values)).toList();
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return List.copyOf(out);
    }

    private static Map<String, String> env(JsonNode object) {
        Map<String, String> out = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asText()));
        return out;
    }

    /** Why a competitor cannot race, in one line. */
    static final class SpecException extends Exception {
        final String competitor;

        SpecException(String competitor, String message) {
            super(message);
            this.competitor = competitor;
        }
    }
}
