package dev.brigade.race;

import java.util.Locale;

/**
 * What limited a result: the share of its own CPUs each side kept busy, and the marks above which
 * the load generator, not the server, set the pace (as the public race marks them).
 */
final class Limits {

    /** A closed loop (wrk) at or above this share of its CPUs measured itself as much as the server. */
    static final double CLOSED_LOOP_LOADER_BOUND = 0.90;
    /** Open-loop pacing costs the loader more, so its step is the loader's from a lower mark. */
    static final double OPEN_LOOP_LOADER_BOUND = 0.85;

    private Limits() {}

    static boolean closedLoopLoaderBound(double loaderBusy) {
        return loaderBusy >= CLOSED_LOOP_LOADER_BOUND;
    }

    static boolean openLoopLoaderBound(double loaderBusy) {
        return loaderBusy >= OPEN_LOOP_LOADER_BOUND;
    }

    /**
     * CPU time over wall time spread across the CPUs the process was pinned to: 1.0 is every one of
     * them busy the whole time. 0 when nothing was measured.
     */
    static double busyShare(long cpuMicros, double wallSeconds, int cpus) {
        if (wallSeconds <= 0 || cpus <= 0) {
            return 0;
        }
        return Math.max(0, cpuMicros / 1e6 / wallSeconds / cpus);
    }

    /** "71%" */
    static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f%%", share * 100);
    }

    /** "server 71%, wrk 100% (loader-bound)" and the like: the reports' "what limited it" cell. */
    static String limitedBy(double serverBusy, double loaderBusy, boolean loaderBound, String loader) {
        String shares = "server " + percent(serverBusy) + ", " + loader + " " + percent(loaderBusy);
        return loaderBound ? shares + ": loader-bound" : shares;
    }

    /**
     * Where an open-loop climb that fell behind ended, in words: the loader full (its mark), else the
     * server full (the same mark of its CPUs), else neither, which leaves the step a question, not a capacity.
     */
    static String openLoopFull(double serverBusy, double loaderBusy) {
        if (openLoopLoaderBound(loaderBusy)) {
            return "the loader was full";
        }
        return serverBusy >= OPEN_LOOP_LOADER_BOUND
                ? "the server was full"
                : "neither was full (server " + percent(serverBusy) + ", loader " + percent(loaderBusy) + ")";
    }
}
