package dev.brigade.conformance.h2robust;

import dev.brigade.conformance.declared.KnownFailures;
import dev.brigade.conformance.robustness.Setting;
import dev.brigade.conformance.robustness.Verdict;
import dev.brigade.conformance.run.IdGlob;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * {@code check --profile robustness-h2}: runs the cases, prints one line each with what the server
 * did, the failures in detail, the summary. Nothing here can be declared: a crash, a hang, or a
 * stream read as another's data is never a framework's choice. A module's known failures (the
 * framework's, still FAIL and counted) change only the exit status, as in the robustness profile.
 */
public final class H2RobustnessRun {

    private H2RobustnessRun() {}

    /**
     * Exit status: 0 when no case failed, 3 otherwise (every case is of brigade's tier); with known
     * failures, 0 only when the failed cases are exactly the known ones.
     */
    public static int run(
            Setting setting,
            Optional<IdGlob> only,
            Optional<Path> reportDir,
            Optional<KnownFailures> known,
            PrintStream out)
            throws IOException {
        List<H2CaseResult> results = new H2RobustnessProfile(setting).run(only, r -> {
            out.println(line(r));
            out.flush();
        });
        String report =
                report(results) + known.map(k -> k.verdict(failed(results))).orElse("");
        out.print(report);
        if (reportDir.isPresent()) {
            Files.createDirectories(reportDir.get());
            StringBuilder lines = new StringBuilder();
            results.forEach(r -> lines.append(line(r)).append('\n'));
            Files.writeString(reportDir.get().resolve("robustness-h2.txt"), lines + report);
        }
        return exitStatus(results, known);
    }

    static int exitStatus(List<H2CaseResult> results, Optional<KnownFailures> known) {
        Set<String> failed = failed(results);
        return known.map(k -> k.differences(failed).isEmpty()).orElse(failed.isEmpty()) ? 0 : 3;
    }

    private static Set<String> failed(List<H2CaseResult> results) {
        return results.stream()
                .filter(r -> r.verdict() == Verdict.FAIL)
                .map(H2CaseResult::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    static String line(H2CaseResult r) {
        return String.format(
                "%-4s  %-40s %-6s %6d ms  %s: %s",
                r.verdict(), r.id(), r.kase().level(), r.millis(), r.kase().rule(), firstLine(r.observed()));
    }

    static String report(List<H2CaseResult> results) {
        StringBuilder out = new StringBuilder();
        List<H2CaseResult> missed = results.stream()
                .filter(r -> r.verdict() == Verdict.FAIL || r.verdict() == Verdict.WARN)
                .toList();
        if (!missed.isEmpty()) {
            out.append("\nFailures and warnings:\n");
            for (H2CaseResult r : missed) {
                out.append('\n')
                        .append(r.verdict())
                        .append(' ')
                        .append(r.id())
                        .append(" (")
                        .append(r.kase().level())
                        .append(", ")
                        .append(r.kase().rule())
                        .append("): ")
                        .append(r.kase().what())
                        .append('\n')
                        .append("  expected: ")
                        .append(r.kase().expected())
                        .append('\n');
                r.observed()
                        .lines()
                        .forEach(line -> out.append("  got: ").append(line).append('\n'));
            }
        }
        out.append('\n').append(summary(results)).append('\n');
        return out.toString();
    }

    public static String summary(List<H2CaseResult> results) {
        return count(results, Verdict.PASS) + " passed, " + count(results, Verdict.WARN) + " warned, "
                + count(results, Verdict.FAIL) + " failed";
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }

    private static long count(List<H2CaseResult> results, Verdict verdict) {
        return results.stream().filter(r -> r.verdict() == verdict).count();
    }
}
