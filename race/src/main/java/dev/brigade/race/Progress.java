package dev.brigade.race;

import java.io.PrintStream;

/** The progress line: which step of how many, who, what, which round, and about how long is left. */
final class Progress {

    private final PrintStream out;
    private final int steps;
    private final double guessSecondsPerStep;
    private final long began = System.nanoTime();
    private int done;

    Progress(PrintStream out, int steps, double guessSecondsPerStep) {
        this.out = out;
        this.steps = steps;
        this.guessSecondsPerStep = guessSecondsPerStep;
    }

    void starting(String competitor, String workload, int round, int rounds) {
        out.printf(
                "[%d/%d] round %d/%d  %-10s %-10s  about %s left%n",
                done + 1, steps, round, rounds, competitor, workload, duration(secondsLeft()));
        out.flush();
    }

    void finished(String line) {
        done++;
        out.println("        " + line);
        out.flush();
    }

    /** The guess until a step has finished; then the mean of the steps so far. */
    long secondsLeft() {
        double perStep = done == 0 ? guessSecondsPerStep : (System.nanoTime() - began) / 1e9 / done;
        return Math.round(perStep * (steps - done));
    }

    static String duration(long seconds) {
        if (seconds >= 3600) {
            return "%d h %02d min".formatted(seconds / 3600, seconds % 3600 / 60);
        }
        return seconds >= 60 ? "%d min %02d s".formatted(seconds / 60, seconds % 60) : seconds + " s";
    }

    /** A finished run in one line: its figures, the warm-up it took, what limited it, and any errors. */
    static String summary(Sample s) {
        if (!s.counted()) {
            return "failed: " + s.error();
        }
        String warmup = s.warmup() == null
                ? ""
                : "  warm-up %.0f s%s"
                        .formatted(s.warmup().seconds(), s.warmup().steady() ? "" : " (not steady)");
        return "%,.0f req/s  p50 %.2f ms  p99 %.2f ms  %.1f us CPU/req (+%.1f compiler)%s  startup %.0f ms  %s%s"
                .formatted(
                        s.requestsPerSecond(),
                        s.p50Millis(),
                        s.p99Millis(),
                        s.cpuMicrosPerRequest(),
                        s.cpuByGroup().compiler(),
                        warmup,
                        s.startupMillis(),
                        Limits.limitedBy(s.serverBusy(), s.loaderBusy(), s.loaderBound(), "wrk"),
                        s.non2xx() + s.socketErrors() > 0
                                ? "  (%d non-2xx, %d socket errors)".formatted(s.non2xx(), s.socketErrors())
                                : "");
    }
}
