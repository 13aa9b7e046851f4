package dev.brigade.conformance.robustness;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dev.brigade.conformance.run.IdGlob;

/** {@code check --profile robustness}: runs the cases, prints one line each, the details, the summary. */
public final class RobustnessRun {

    private RobustnessRun() { }

    /** Exit status: 0 when no case failed (warnings allowed), 1 otherwise. */
    public static int run(Setting setting, Optional<IdGlob> only, Optional<Path> reportDir, PrintStream out)
            throws IOException {
        List<CaseResult> results = new RobustnessProfile(setting).run(only, result -> {
            out.printf("%-4s  %-40s %-6s %6d ms  %s%n", result.verdict(), result.id(), result.kase().level(),
                    result.millis(), result.kase().rule());
            out.flush();
        });
        String report = report(results);
        out.print(report);
        if (reportDir.isPresent()) {
            Files.createDirectories(reportDir.get());
            Files.writeString(reportDir.get().resolve("robustness.txt"), lines(results) + report);
        }
        return results.stream().anyMatch(r -> r.verdict() == Verdict.FAIL) ? 1 : 0;
    }

    /** Every warning and failure in detail, then the one-line summary. */
    static String report(List<CaseResult> results) {
        StringBuilder out = new StringBuilder();
        for (Verdict shown : List.of(Verdict.WARN, Verdict.FAIL)) {
            List<CaseResult> these = results.stream().filter(r -> r.verdict() == shown).toList();
            if (these.isEmpty()) {
                continue;
            }
            out.append('\n').append(shown == Verdict.WARN ? "Warnings:" : "Failures:").append('\n');
            for (CaseResult r : these) {
                out.append('\n').append(r.id()).append(" (").append(r.kase().level()).append(", ")
                        .append(r.kase().rule()).append("): ").append(r.kase().what()).append('\n');
                r.detail().lines().forEach(line -> out.append("  ").append(line).append('\n'));
            }
        }
        out.append('\n').append(summary(results)).append('\n');
        return out.toString();
    }

    public static String summary(List<CaseResult> results) {
        return count(results, Verdict.PASS) + " passed, " + count(results, Verdict.WARN) + " warned, "
                + count(results, Verdict.FAIL) + " failed, " + count(results, Verdict.SKIP) + " skipped";
    }

    private static String lines(List<CaseResult> results) {
        StringBuilder out = new StringBuilder();
        results.forEach(r -> out.append(String.format("%-4s  %-40s %-6s %s%n", r.verdict(), r.id(), r.kase().level(), r.kase().rule())));
        return out.toString();
    }

    private static long count(List<CaseResult> results, Verdict verdict) {
        return results.stream().filter(r -> r.verdict() == verdict).count();
    }
}
