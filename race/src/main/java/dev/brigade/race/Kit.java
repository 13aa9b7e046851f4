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
public final class Kit {

    /**
     * The verdict on one server: passed, or the first failing check's line; and apart, its HTTPS mode's
     * ({@code tlsPassed} null when the kit checked none: the server has no TLS mode). The race checks each
     * mode on its own, so a server whose TLS fails still races in the clear, and sits the TLS workloads out.
     */
    record Verdict(boolean passed, String firstFailure, String summary, Boolean tlsPassed, String tlsFailure) {

        Verdict(boolean passed, String firstFailure, String summary) {
            this(passed, firstFailure, summary, null, null);
        }
    }

    /** The kit's summary for tools, written by {@code --report-dir}: the plain mode's. */
    public static final String SUMMARY = "brigade-conformance.json";
    /**
     * The HTTPS mode's summary: the kit runs that mode as a second start and writes its reports to a
     * folder of their own ({@code REPORT-DIR/tls/}), each with its own {@code race.ready}.
     */
    public static final String TLS_SUMMARY = "tls/" + SUMMARY;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path java;
    private final Path jar;

    Kit(Path java, Path jar) {
        this.java = java;
        this.jar = jar;
    }

    public static Kit locate(Path root, Path java) throws UsageException {
        Path jar = root.resolve("conformance/target/brigade-conformance.jar").toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            throw new UsageException("the kit is not built (" + root.relativize(jar)
                    + "): run ./mvnw -B -q -pl conformance -am package first");
        }
        return new Kit(java, jar);
    }

    public Path jar() {
        return jar;
    }

    /** A freshly seeded Conduit database at {@code file}. */
    public void seed(Path file) throws IOException {
        List<String> out =
                run(List.of(java.toString(), "-jar", jar.toString(), "seed", file.toString(), "--force"), 120);
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
        return check(launcher, declared, null, reportDir);
    }

    /** The same, and with {@code tlsArgs} (the kit's {@code --run-tls}: the arguments with {cert} and {key}) its HTTPS mode too. */
    Verdict check(List<String> launcher, Path declared, String tlsArgs, Path reportDir) throws IOException {
        return checkCommand(
                String.join(" ", launcher.stream().map(Kit::shellQuote).toList())
                        + " --address {address} --port {port} {database-arg}",
                declared,
                tlsArgs,
                reportDir);
    }

    /** A fresh certificate of the race's kind (ECDSA P-256, self-signed, PKCS#8 key): {@code dir}/cert.pem and key.pem. */
    Certificate certificate(Path dir) throws IOException {
        List<String> out = run(List.of(java.toString(), "-jar", jar.toString(), "cert", dir.toString()), 60);
        Certificate c = new Certificate(dir.resolve("cert.pem"), dir.resolve("key.pem"));
        if (!Files.isRegularFile(c.cert()) || !Files.isRegularFile(c.key())) {
            throw new IOException("the kit made no certificate in " + dir + ": " + String.join(" / ", out));
        }
        return c;
    }

    /** The race's certificate chain and private key, PEM, which {cert} and {key} name. */
    record Certificate(Path cert, Path key) {}

    /**
     * The same for a whole command with the kit's own placeholders ({@code {address}}, {@code {port}},
     * {@code {database}}) where they belong, as an outside competitor's run gives it. The kit quotes what it
     * fills in, so a placeholder inside a quoted word still comes out whole.
     */
    Verdict checkArgv(List<String> argv, Path reportDir) throws IOException {
        return checkArgv(argv, null, null, reportDir);
    }

    /**
     * The same with the HTTPS mode's arguments ({@code run.tls.argv}, {cert} and {key} as the kit fills them),
     * or null for none, and the competitor's declared list ({@link Outside#declaredDeviations()}), or null.
     */
    Verdict checkArgv(List<String> argv, List<String> tlsArgv, Path declared, Path reportDir) throws IOException {
        return checkCommand(
                commandWords(argv), declared, tlsArgv == null ? null : words(tlsArgv, "cert|key"), reportDir);
    }

    /** An outside competitor's command as the kit's {@code --run} takes it. */
    static String commandWords(List<String> argv) {
        return words(argv, "address|port|database");
    }

    /** The HTTPS mode's arguments for {@code --run-tls}: shell words, {@code {cert}} and {@code {key}} left bare for the kit. */
    public static String tlsWords(List<String> tlsArgv) {
        return words(tlsArgv, "cert|key");
    }

    /** Shell words, the kit's own placeholders left bare where they are a whole word (the kit quotes what it fills in). */
    private static String words(List<String> argv, String placeholders) {
        return String.join(
                " ",
                argv.stream()
                        .map(a -> a.matches("\\{(" + placeholders + ")}") ? a : shellQuote(a))
                        .toList());
    }

    private Verdict checkCommand(String command, Path declared, String tlsArgs, Path reportDir) throws IOException {
        Path summary = reportDir.resolve(SUMMARY);
        Path tlsSummary = reportDir.resolve(TLS_SUMMARY);
        Files.deleteIfExists(summary);
        Files.deleteIfExists(tlsSummary);
        List<String> out = run(kitArgv(command, declared, tlsArgs, reportDir), 600);
        Files.write(reportDir.resolve("kit-output.txt"), out);
        return verdict(summary, tlsSummary, out);
    }

    /** The kit's command line for one check: {@code --declared FILE} only when that file is there. */
    List<String> kitArgv(String command, Path declared, Path reportDir) {
        return kitArgv(command, declared, null, reportDir);
    }

    /** And {@code --run-tls ARGS} when the server has an HTTPS mode: the kit then checks it in both, one start each. */
    List<String> kitArgv(String command, Path declared, String tlsArgs, Path reportDir) {
        List<String> argv = new ArrayList<>(List.of(
                java.toString(),
                "-jar",
                jar.toString(),
                "check",
                "--run",
                command,
                "--report-dir",
                reportDir.toString()));
        if (tlsArgs != null) {
            argv.addAll(List.of("--run-tls", tlsArgs));
        }
        if (declared != null && Files.isRegularFile(declared)) {
            argv.addAll(List.of("--declared", declared.toString()));
        }
        return argv;
    }

    /**
     * The summary's race verdict: a server races when the race's own checks pass (the kit's race
     * tier), as the public race would take it; brigade's stricter checks are shown, never a gate.
     * Without a readable summary, no pass, with the console's last line as the reason. The HTTPS mode's
     * checks come from {@code tlsSummary} ({@value #TLS_SUMMARY}) when the kit wrote one; a server
     * whose kit run has none sits the TLS workloads out.
     */
    static Verdict verdict(Path summary, Path tlsSummary, List<String> out) {
        JsonNode report;
        try {
            report = JSON.readTree(summary.toFile());
        } catch (IOException e) {
            return new Verdict(
                    false, "the kit gave no verdict (" + SUMMARY + " missing or unreadable): " + lastNonBlank(out), "");
        }
        String counts = report.path("summary").asText("");
        List<JsonNode> checks = new ArrayList<>();
        report.path("checks").forEach(checks::add);
        int plainChecks = checks.size();
        if (Files.isRegularFile(tlsSummary)) {
            try {
                JsonNode tlsReport = JSON.readTree(tlsSummary.toFile());
                tlsReport.path("checks").forEach(checks::add);
                counts = counts + "; TLS mode: " + tlsReport.path("summary").asText("");
            } catch (IOException e) {
                // an unreadable TLS summary is no TLS verdict: the server sits the TLS workloads out
                counts = counts + "; TLS mode: no readable " + TLS_SUMMARY;
            }
        }
        String plainFailure = null;
        String tlsFailure = null;
        boolean tlsChecked = false;
        for (int i = 0; i < checks.size(); i++) {
            JsonNode check = checks.get(i);
            // every check of the TLS summary is the HTTPS mode's, whatever its id
            boolean tls = i >= plainChecks || tlsMode(check.path("id").asText());
            String status = check.path("status").asText();
            tlsChecked |= tls && (status.equals("PASSED") || status.equals("FAILED"));
            // an HTTPS mode that never answered is the race's own "did not start", whatever tier the kit gives the
            // check
            boolean started = !check.path("id").asText().equals("process.tls-ready");
            if ("FAILED".equals(status) && ("race".equals(check.path("tier").asText()) || !started)) {
                String line = failureLine(check);
                if (tls && tlsFailure == null) {
                    tlsFailure = line;
                } else if (!tls && plainFailure == null) {
                    plainFailure = line;
                }
            }
        }
        boolean ready = report.path("race").path("ready").asBoolean(false);
        Boolean tlsPassed = tlsChecked ? tlsFailure == null : null;
        if (ready || (plainFailure == null && tlsFailure != null)) {
            // the kit's one verdict covers both modes; a failure in the TLS mode alone leaves the clear one ready
            return new Verdict(true, null, counts, tlsPassed, tlsFailure);
        }
        if (plainFailure != null) {
            return new Verdict(false, plainFailure, counts, tlsPassed, tlsFailure);
        }
        return new Verdict(
                false,
                report.path("race").path("verdict").asText(counts.isEmpty() ? "the kit checked nothing" : counts),
                counts,
                tlsPassed,
                tlsFailure);
    }

    /**
     * The whole contract's verdict, both tiers and both modes, declared deviations aside: what a release
     * proves. {@code passed} only when no check failed in either summary and, when {@code tlsExpected}, the
     * kit wrote the HTTPS mode's summary too; {@code firstFailure} the first failed check of either tier.
     */
    public record Whole(boolean passed, String firstFailure, String summary) {}

    public static Whole whole(Path summary, Path tlsSummary, boolean tlsExpected, List<String> out) {
        JsonNode plain;
        try {
            plain = JSON.readTree(summary.toFile());
        } catch (IOException e) {
            return new Whole(
                    false, "the kit gave no verdict (" + SUMMARY + " missing or unreadable): " + lastNonBlank(out), "");
        }
        JsonNode tls = null;
        if (Files.isRegularFile(tlsSummary)) {
            try {
                tls = JSON.readTree(tlsSummary.toFile());
            } catch (IOException e) {
                // left null: the same as none, which fails a check that expected the HTTPS mode
            }
        }
        String counts = "plain mode: " + plain.path("summary").asText("")
                + (tls == null ? "" : "; TLS mode: " + tls.path("summary").asText(""));
        for (JsonNode report : tls == null ? List.of(plain) : List.of(plain, tls)) {
            for (JsonNode check : report.path("checks")) {
                if ("FAILED".equals(check.path("status").asText())) {
                    return new Whole(false, (report == tls ? "TLS mode: " : "") + failureLine(check), counts);
                }
            }
        }
        if (tlsExpected && tls == null) {
            return new Whole(
                    false,
                    "the kit checked no TLS mode (no readable " + TLS_SUMMARY + "): " + lastNonBlank(out),
                    counts);
        }
        // "passed" is false also for a run that checked nothing
        for (JsonNode report : tls == null ? List.of(plain) : List.of(plain, tls)) {
            if (!report.path("passed").asBoolean(false)) {
                return new Whole(
                        false,
                        (report == tls ? "TLS mode: " : "") + "the kit passed nothing ("
                                + report.path("summary").asText("") + ")",
                        counts);
            }
        }
        return new Whole(true, null, counts);
    }

    private static String failureLine(JsonNode check) {
        String detail = check.path("detail").asText("").lines().findFirst().orElse("");
        return "FAIL " + check.path("id").asText() + " [" + check.path("level").asText() + ", "
                + check.path("rule").asText() + "]" + (detail.isEmpty() ? "" : ": " + detail);
    }

    /** Whether a check id is one of the kit's HTTPS mode ({@code tls.*}, {@code process.tls-*}), run on the second start. */
    static boolean tlsMode(String id) {
        return id.startsWith("tls.") || id.startsWith("process.tls");
    }

    private static String lastNonBlank(List<String> out) {
        return out.stream()
                .filter(l -> !l.isBlank())
                .reduce((a, b) -> b)
                .map(String::strip)
                .orElse("(no output)");
    }

    private static List<String> run(List<String> argv, int timeoutSeconds) throws IOException {
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        Thread reader = Thread.ofVirtual().start(() -> {
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
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
    public static String shellQuote(String s) {
        return s.matches("[A-Za-z0-9_@%+=:,./-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }
}
