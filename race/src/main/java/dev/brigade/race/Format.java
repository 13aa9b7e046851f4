package dev.brigade.race;

import java.util.Locale;

/** Numbers as both reports print them. */
public final class Format {

    private Format() {}

    static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    public static String millis(double ms) {
        return ms >= 100
                ? String.format(Locale.ROOT, "%.0f ms", ms)
                : ms >= 10 ? String.format(Locale.ROOT, "%.1f ms", ms) : String.format(Locale.ROOT, "%.2f ms", ms);
    }

    static String micros(double us) {
        return us >= 100 ? String.format(Locale.ROOT, "%.0f µs", us) : String.format(Locale.ROOT, "%.1f µs", us);
    }

    public static String mebibytes(long kib) {
        return String.format(Locale.ROOT, "%.0f MiB", kib / 1024.0);
    }

    /** "3 rounds of 15 s" and the like. */
    static String rounds(RaceResults r) {
        Object rounds = r.options().get("rounds");
        String warmup = r.options().get("warmupCeilingSeconds") == null
                ? "a " + r.options().get("warmupSeconds") + " s warm-up"
                : "a warm-up until steady (" + r.options().get("warmupSeconds") + " s at least, "
                        + r.options().get("warmupCeilingSeconds") + " s at most)";
        return rounds + (Integer.valueOf(1).equals(rounds) ? " round" : " rounds") + " of "
                + r.options().get("seconds") + " s after " + warmup;
    }

    /** "12 s" for a warm-up that ended steady in every round; "60 s, 1 of 3 steady" when some hit the ceiling. */
    static String warmup(Median m) {
        if (m.warmupSeconds() == 0) {
            return ""; // results from before the warm-up rule
        }
        String taken = String.format(Locale.ROOT, "%.0f s", m.warmupSeconds());
        return m.allSteady()
                ? taken
                : taken + ", "
                        + (m.steadyRounds() == 0 ? "not steady" : m.steadyRounds() + " of " + m.rounds() + " steady");
    }

    /** The "what limited it" cell: both CPU shares, the loader-bound mark, and steal where it is not negligible. */
    static String limits(Median m) {
        String shares = Limits.limitedBy(m.serverBusy(), m.loaderBusy(), m.loaderBound(), "wrk");
        return m.serverSteal() >= Steal.NEGLIGIBLE
                ? shares + "; steal " + Limits.percent(m.serverSteal()) + " of the server's CPU"
                : shares;
    }

    /** "0.82 [0.78–0.85]": a paired ratio's median and its 95% interval ({@link Interval}); one round has none. */
    static String ratio(Ratio r) {
        return r.intervalLow() == null || r.intervalHigh() == null
                ? String.format(Locale.ROOT, "%.2f (one round: no interval)", r.median())
                : String.format(Locale.ROOT, "%.2f [%.2f–%.2f]", r.median(), r.intervalLow(), r.intervalHigh());
    }

    /** The resolution cell: whether the rounds tell the two apart. */
    static String resolved(Ratio r) {
        return r.resolved() ? "yes" : r.intervalLow() == null ? "no: one round" : "no: the interval contains 1";
    }

    /** "12 s", or "2.5 s" where the tenth matters. */
    static String seconds(double s) {
        return s == Math.rint(s) || s >= 10
                ? String.format(Locale.ROOT, "%.0f s", s)
                : String.format(Locale.ROOT, "%.1f s", s);
    }

    /** "1.2 s" of CPU, or "340 ms". */
    static String cpuMillis(double ms) {
        return ms >= 1000 ? String.format(Locale.ROOT, "%.1f s", ms / 1000) : String.format(Locale.ROOT, "%.0f ms", ms);
    }
}
