package dev.brigade.race;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How a race measures ({@code --method}): {@code steady}, brigade's own (a fresh process a run, warmed
 * up until its JIT compiler is quiet, CPU from the process's threads); {@code race}, the public race's
 * ({@link RaceSchedule}, {@link ProcStat}); or {@code both}, one after the other on the same racers.
 */
enum RaceMethod {
    STEADY,
    RACE,
    BOTH;

    static final String CHOICES = "race|steady|both";

    static RaceMethod parse(String value) throws UsageException {
        return switch (value) {
            case "steady" -> STEADY;
            case "race" -> RACE;
            case "both" -> BOTH;
            default -> throw new UsageException("--method wants " + CHOICES + ", not '" + value + "'");
        };
    }

    /**
     * The method a command line asks for, {@code steady} when it names none. Read from the arguments (which
     * results.json keeps and a resumed race parses again) rather than held beside the other options.
     */
    static RaceMethod of(List<String> arguments) {
        int at = arguments.lastIndexOf("--method");
        try {
            return at >= 0 && at + 1 < arguments.size() ? parse(arguments.get(at + 1)) : STEADY;
        } catch (UsageException checkedAtParse) {
            return STEADY; // RaceOptions.parse refused it already
        }
    }

    /**
     * This method, if the machine can measure it: the race's method takes its CPU from {@code procStat}
     * ({@link ProcStat#FILE}), which only Linux has. Refused up front rather than raced with no CPU figures.
     */
    RaceMethod available(Path procStat) throws UsageException {
        if (race() && !Files.isReadable(procStat)) {
            throw new UsageException("--method " + label() + " needs Linux: the race's CPU accounting reads " + procStat
                    + ", which this machine lacks (--method steady runs without it)");
        }
        return this;
    }

    boolean steady() {
        return this != RACE;
    }

    boolean race() {
        return this != STEADY;
    }

    /** Its name in results.json and on the command line. */
    String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
