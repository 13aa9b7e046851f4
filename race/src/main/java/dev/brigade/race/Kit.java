package dev.brigade.race;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The conformance kit, run as its own process: it seeds the database and judges each server. */
final class Kit {

    /** The verdict on one server: passed, or the first failing check's line. */
    record Verdict(boolean passed, String firstFailure, String summary) {
    }

    /** The kit's summary for tools, written by {@code --report-dir}. */
    static final String SUMMARY = "brigade-conformance.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path java;
    private final Path jar;

    Kit(Path java, Path jar) {
        this.java = java;
        this.jar = jar;
    }

    static Kit locate(Path root, Path java) throws UsageException {
        Path jar = root.resolve("conformance/target/brigade-conformance.jar").toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            throw new UsageException("the kit is not built (" + root.relativize(jar) + "): run ./mvnw -B -q -pl conformance -am package first");
        }
        return new Kit(java, jar);
    }

    Path jar() {
        return jar;
    }

    /** A freshly seeded Conduit database at {@code file}. */
    void seed(Path file) throws IOException {
        List<String> out = run(List.of(java.toString(), "-jar", jar.toString(), "seed", file.toString(), "--force"), 120);
        if (!Files.isRegularFile(file)) {
            throw new IOException("the kit did not seed " + file + ": " + String.join(" / ", out));
        }
    }

    /**
     * Every check, in the kit's launch mode, against the server started as {@code launcher}. The
     * verdict comes from the summary the kit writes for tools ({@value #SUMMARY}), never from its
     * console text, so rewording a console line cannot change a race; the console goes to
     * {@code kit-output.txt} for a reader. A server module's {@code declared-deviations.txt} is passed
     * when it has one, so the whole contract's counts read as that module's own build reads them.
     */
    Verdict check(List<String> launcher, Path declared, Path reportDir) throws IOException {
        return checkCommand(String.join(" ", launcher.stream().map(Kit::shellQuote).toList())
                + " --address {address} --port {port} {database-arg}", declared, reportDir);
    }

    /**
     * The same for a whole command with the kit's own placeholders ({@code {address}}, {@code {port}},
     * {@code {database}}) where they belong, as an outside competitor's run gives it. The kit quotes what it
     * fills in, so a placeholder inside a quoted word still comes out whole.
     */
    Verdict checkArgv(List<String> argv, Path reportDir) throws IOException {
        return checkCommand(String.join(" ", argv.stream().map(a -> a.matches("\\{(address|port|database)}") ? a : shellQuote(a)).toList()),
                null, reportDir);
    }

    private Verdict checkCommand(String command, Path declared, Path reportDir) throws IOException {
        Path summary = reportDir.resolve(SUMMARY);
        Files.deleteIfExists(summary);
        List<String> out = run(kitArgv(command, declared, reportDir), 600);
        Files.write(reportDir.resolve("kit-output.txt"), out);
        return verdict(summary, out);
    }

    /** The kit's command line for one check: {@code --declared FILE} only when that file is there. */
    List<String> kitArgv(String command, Path declared, Path reportDir) {
        List<String> argv = new ArrayList<>(List.of(java.toString(), "-jar", jar.toString(), "check", "--run", command,
                "--report-dir", reportDir.toString()));
        if (declared != null && Files.isRegularFile(declared)) {
            argv.addAll(List.of("--declared", declared.toString()));
        }
        return argv;
    }

    /**
     * The summary's race verdict: a server races when the race's own checks pass (the kit's race
     * tier), as the public race would take it; brigade's stricter checks are shown, never a gate.
     * Without a readable summary, no pass, with the console's last line as the reason.
     */
    static Verdict verdict(Path summary, List<String> out) {
        JsonNode report;
        try {
            report = JSON.readTree(summary.toFile());
        } catch (IOException e) {
            return new Verdict(false, "the kit gave no verdict (" + SUMMARY + " missing or unreadable): " + lastNonBlank(out), "");
        }
        String counts = report.path("summary").asText("");
        if (report.path("race").path("ready").asBoolean(false)) {
            return new Verdict(true, null, counts);
        }
        for (JsonNode check : report.path("checks")) {
            if ("FAILED".equals(check.path("status").asText()) && "race".equals(check.path("tier").asText())) {
                String detail = check.path("detail").asText("").lines().findFirst().orElse("");
                return new Verdict(false, "FAIL " + check.path("id").asText() + " [" + check.path("level").asText()
                        + ", " + check.path("rule").asText() + "]" + (detail.isEmpty() ? "" : ": " + detail), counts);
            }
        }
        return new Verdict(false, report.path("race").path("verdict").asText(counts.isEmpty() ? "the kit checked nothing" : counts), counts);
    }

    private static String lastNonBlank(List<String> out) {
        return out.stream().filter(l -> !l.isBlank()).reduce((a, b) -> b).map(String::strip).orElse("(no output)");
    }

    private static List<String> run(List<String> argv, int timeoutSeconds) throws IOException {
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        Thread reader = Thread.ofVirtual().start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    synchronized (lines) {
                        lines.add(line);
                    }
                }
            } catch (IOException ignored) {
                // the process ended
            }
        });
        try {
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                synchronized (lines) {
                    lines.add("FAIL the kit did not finish within " + timeoutSeconds + " s");
                }
            }
            reader.join(5000);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /** POSIX single quotes: the kit hands the command to /bin/sh. */
    static String shellQuote(String s) {
        return s.matches("[A-Za-z0-9_@%+=:,./-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }
}
