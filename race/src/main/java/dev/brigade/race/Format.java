package dev.brigade.race;

import java.util.Locale;

/** Numbers as both reports print them. */
final class Format {

    private Format() {
    }

    static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    static String millis(double ms) {
        return ms >= 100 ? String.format(Locale.ROOT, "%.0f ms", ms)
                : ms >= 10 ? String.format(Locale.ROOT, "%.1f ms", ms) : String.format(Locale.ROOT, "%.2f ms", ms);
    }

    static String micros(double us) {
        return us >= 100 ? String.format(Locale.ROOT, "%.0f µs", us) : String.format(Locale.ROOT, "%.1f µs", us);
    }

    static String mebibytes(long kib) {
        return String.format(Locale.ROOT, "%.0f MiB", kib / 1024.0);
    }

    /** "3 rounds of 15 s" and the like. */
    static String rounds(RaceResults r) {
        Object rounds = r.options().get("rounds");
        return rounds + (Integer.valueOf(1).equals(rounds) ? " round" : " rounds") + " of " + r.options().get("seconds")
                + " s after a " + r.options().get("warmupSeconds") + " s warm-up";
    }
}
