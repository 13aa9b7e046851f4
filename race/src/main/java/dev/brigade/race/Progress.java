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
        out.printf("[%d/%d] round %d/%d  %-10s %-10s  about %s left%n", done + 1, steps, round, rounds,
                competitor, workload, duration(secondsLeft()));
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
        return seconds >= 60 ? "%d min %02d s".formatted(seconds / 60, seconds % 60) : seconds + " s";
    }
}
