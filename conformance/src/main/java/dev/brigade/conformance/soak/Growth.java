package dev.brigade.conformance.soak;

import java.time.Duration;
import java.util.List;

/** What the samples after warm-up say: the first and the last quarter of them compared. */
record Growth(double rssFirstMib, double rssLastMib, long fdsFirst, long fdsLast, boolean enough) {

    static final double RSS_SHARE = 0.10;
    static final double RSS_MIB = 16;
    static final long FDS = 16;

    /** {@code warmUp}: the samples before it are left out (the JIT's and the heap's settling). */
    static Growth of(List<Sample> samples, Duration warmUp) {
        List<Sample> after =
                samples.stream().filter(s -> s.millis() >= warmUp.toMillis()).toList();
        if (after.size() < 4) {
            return new Growth(0, 0, 0, 0, false);
        }
        int quarter = after.size() / 4;
        List<Sample> first = after.subList(0, quarter);
        List<Sample> last = after.subList(after.size() - quarter, after.size());
        return new Growth(meanMib(first), meanMib(last), maxFds(first), maxFds(last), true);
    }

    boolean rssGrows() {
        return !enough || (rssLastMib > rssFirstMib * (1 + RSS_SHARE) && rssLastMib - rssFirstMib > RSS_MIB);
    }

    boolean fdsGrow() {
        return !enough || fdsLast - fdsFirst > FDS;
    }

    String rssText() {
        return enough
                ? "RSS %.1f MiB after warm-up, %.1f MiB at the end (%+.1f%%)"
                        .formatted(rssFirstMib, rssLastMib, 100 * (rssLastMib - rssFirstMib) / rssFirstMib)
                : "too short to judge: 4 samples after the warm-up needed (at least 0.5 minutes)";
    }

    String fdsText() {
        return enough
                ? "open descriptors %d after warm-up, %d at the end".formatted(fdsFirst, fdsLast)
                : "too short to judge: 4 samples after the warm-up needed (at least 0.5 minutes)";
    }

    private static double meanMib(List<Sample> samples) {
        return samples.stream().mapToLong(Sample::rssKib).average().orElse(0) / 1024;
    }

    private static long maxFds(List<Sample> samples) {
        return samples.stream().mapToLong(Sample::fds).max().orElse(0);
    }
}
