package dev.brigade.race;

import java.util.List;

/**
 * When a warm-up may end: once the JIT compiler threads have used under 2% of a core in each of the
 * last 3 one-second slices, and never before {@code floorSeconds} of load. A process with no compiler
 * threads (nginx) is steady at the floor. At {@code ceilingSeconds} the warm-up ends anyway, and the
 * run is marked not steady.
 */
record SteadyRule(int floorSeconds, int ceilingSeconds) {

    static final int QUIET_SLICES = 3;
    static final double QUIET_SHARE = 0.02;

    enum State {
        WARMING,
        STEADY,
        CEILING
    }

    /** One second of warm-up load: when it ended (seconds since the first), its 2xx/s and the compiler's share of a core. */
    record Slice(double endSecond, double requestsPerSecond, double compilerShare) {}

    State judge(List<Slice> slices, boolean compilerThreads) {
        if (slices.isEmpty()) {
            return State.WARMING;
        }
        double elapsed = slices.getLast().endSecond();
        if (elapsed >= floorSeconds && (!compilerThreads || quiet(slices))) {
            return State.STEADY;
        }
        return elapsed >= ceilingSeconds ? State.CEILING : State.WARMING;
    }

    private static boolean quiet(List<Slice> slices) {
        return slices.size() >= QUIET_SLICES
                && slices.subList(slices.size() - QUIET_SLICES, slices.size()).stream()
                        .allMatch(s -> s.compilerShare() < QUIET_SHARE);
    }
}
