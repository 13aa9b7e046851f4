package dev.brigade.conformance.robustness;

import dev.brigade.conformance.declared.Declared;
import dev.brigade.conformance.declared.Deviation;
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

/** {@code check --profile robustness}: runs the cases, prints one line each, the details, the summary. */
public final class RobustnessRun {

    private RobustnessRun() {}

    /**
     * Exit status: 0 when no case failed (warnings and declared misses allowed), 3 otherwise (every
     * case is of brigade's tier: the race checks none of this).
     */
    public static int run(
            Setting setting, Optional<IdGlob> only, Optional<Path> reportDir, Declared declared, PrintStream out)
            throws IOException {
        List<CaseResult> results = new java.util.ArrayList<>();
        new RobustnessProfile(setting).run(only, raw -> {
            CaseResult result = judge(raw, declared);
            results.add(result);
            out.printf(
                    "%-4s  %-40s %-6s %6d ms  %s%n",
                    shown(result.verdict()),
                    result.id(),
                    result.kase().level(),
                    result.millis(),
                    result.kase().rule());
            out.flush();
        });
        String report = report(results) + known(results, declared);
        out.print(report);
        if (reportDir.isPresent()) {
            Files.createDirectories(reportDir.get());
            Files.writeString(reportDir.get().resolve("robustness.txt"), lines(results) + report);
        }
        return exitStatus(results, declared);
    }

    /** 3 when a case failed; with known failures, 3 unless the failed cases are exactly the known ones. */
    static int exitStatus(List<CaseResult> results, Declared declared) {
        Set<String> failed = failed(results);
        return declared.knownFailures()
                        .map(k -> k.differences(failed).isEmpty())
                        .orElse(failed.isEmpty())
                ? 0
                : 3;
    }

    /** What the known-failures file says of this run: the failures still count, only the exit status reads the file. */
    private static String known(List<CaseResult> results, Declared declared) {
        if (declared.knownFailures().isEmpty()) {
            return "";
        }
        return declared.knownFailures().get().verdict(failed(results));
    }

    private static Set<String> failed(List<CaseResult> results) {
        return results.stream()
                .filter(r -> r.verdict() == Verdict.FAIL)
                .map(CaseResult::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * A declared case that misses is DECLARED, unless its outcome is one no declaration covers; one
     * that passes fails, since its deviation is gone.
     */
    static CaseResult judge(CaseResult result, Declared declared) {
        Optional<Deviation> deviation = declared.of(result.id());
        if (deviation.isEmpty()) {
            return result;
        }
        if (result.verdict() != Verdict.PASS && result.undeclarable().isPresent()) {
            // the outcome decides, not the file: a crash, a hang or a framing in doubt fails whatever is declared
            return new CaseResult(
                    result.id(),
                    result.kase(),
                    Verdict.FAIL,
                    declared.declaredText(deviation.get()) + "\nbut never declarable: "
                            + result.undeclarable().get() + "\n" + result.detail(),
                    result.millis(),
                    result.undeclarable());
        }
        return switch (result.verdict()) {
            case FAIL, WARN ->
                new CaseResult(
                        result.id(),
                        result.kase(),
                        Verdict.DECLARED,
                        declared.declaredText(deviation.get()) + "\n" + result.detail(),
                        result.millis());
            case PASS ->
                new CaseResult(
                        result.id(), result.kase(), Verdict.FAIL, declared.goneText(deviation.get()), result.millis());
            case SKIP, DECLARED -> result;
        };
    }

    private static String shown(Verdict verdict) {
        return verdict == Verdict.DECLARED ? "DECL" : verdict.name();
    }

    /** Every warning and failure in detail, then the one-line summary. */
    static String report(List<CaseResult> results) {
        StringBuilder out = new StringBuilder();
        for (Verdict shown : List.of(Verdict.DECLARED, Verdict.WARN, Verdict.FAIL)) {
            List<CaseResult> these =
                    results.stream().filter(r -> r.verdict() == shown).toList();
            if (these.isEmpty()) {
                continue;
            }
            out.append('\n')
                    .append(
                            switch (shown) {
                                case DECLARED -> "Declared:";
                                case WARN -> "Warnings:";
                                default -> "Failures:";
                            })
                    .append('\n');
            for (CaseResult r : these) {
                out.append('\n')
                        .append(r.id())
                        .append(" (")
                        .append(r.kase().level())
                        .append(", ")
                        .append(r.kase().rule())
                        .append("): ")
                        .append(r.kase().what())
                        .append('\n');
                r.detail().lines().forEach(line -> out.append("  ").append(line).append('\n'));
            }
        }
        out.append('\n').append(summary(results)).append('\n');
        return out.toString();
    }

    public static String summary(List<CaseResult> results) {
        long declared = count(results, Verdict.DECLARED);
        return count(results, Verdict.PASS) + " passed, " + count(results, Verdict.WARN) + " warned, "
                + count(results, Verdict.FAIL) + " failed, " + (declared > 0 ? declared + " declared, " : "")
                + count(results, Verdict.SKIP) + " skipped";
    }

    private static String lines(List<CaseResult> results) {
        StringBuilder out = new StringBuilder();
        results.forEach(r -> out.append(String.format(
                "%-4s  %-40s %-6s %s%n",
                shown(r.verdict()), r.id(), r.kase().level(), r.kase().rule())));
        return out.toString();
    }

    private static long count(List<CaseResult> results, Verdict verdict) {
        return results.stream().filter(r -> r.verdict() == verdict).count();
    }
}
