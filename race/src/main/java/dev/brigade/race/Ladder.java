package dev.brigade.race;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The open-loop ladder's maths: its steps as shares of a server's closed-loop median, where a server's
 * climb stops, and how it ended.
 */
final class Ladder {

    /** Where every climb starts: the steps every earlier race climbed, so that their figures still compare. */
    static final List<Double> START = List.of(0.50, 0.75, 0.90, 1.00, 1.20);
    /**
     * Past the start, until a step is not held. The closed-loop median already kept the server's CPU busy,
     * so a server past it falls behind or errs well before three times it; one that holds the cap says its
     * closed loop was not its limit (wrk's, or the connections'), and the report says "cap reached".
     */
    static final List<Double> ABOVE = List.of(1.40, 1.70, 2.00, 2.50, 3.00);
    /** Every step a climb may take, lowest first: the worst case {@link Estimate} counts. */
    static final List<Double> SHARES =
            Stream.concat(START.stream(), ABOVE.stream()).toList();
    /** The top step's share of the median: a climb that holds it ends there, not full. */
    static final double CAP = SHARES.getLast();
    /** A step is held while the server answers at least this share of the offered rate with 2xx. */
    static final double HELD = 0.90;
    /** The workloads the ladder climbs: brigade's own; Conduit climbs as the race climbs it ({@link ConduitClimb}). */
    static final List<String> WORKLOADS = List.of("templates");

    private Ladder() {}

    /** The offered rates, whole requests per second, for a server whose closed loop did {@code median}. */
    static List<Integer> rates(double median) {
        return SHARES.stream()
                .map(s -> (int) Math.max(1, Math.round(median * s)))
                .toList();
    }

    /** Held: at least 90% of the offered rate answered with 2xx, and no error of any kind. */
    static boolean held(double offered, double achieved, long errors) {
        return errors == 0 && offered > 0 && achieved >= HELD * offered;
    }

    /**
     * The stopping rule: each rate in turn, lowest first, until the first step not held (that step is the
     * climb's last), or the last rate, the cap. {@code step} runs one step and is not asked for a rate above
     * the one that stopped the climb.
     */
    static <R> List<LadderStep> climb(List<R> rates, Function<R, LadderStep> step) {
        List<LadderStep> steps = new ArrayList<>();
        for (R rate : rates) {
            LadderStep s = step.apply(rate);
            steps.add(s);
            if (!s.held()) {
                break;
            }
        }
        return steps;
    }

    /** The highest step a server held, if any: the README's one figure per server. */
    static Optional<LadderStep> highestHeld(List<LadderStep> steps) {
        return steps.stream().filter(LadderStep::held).reduce((a, b) -> b.offered() >= a.offered() ? b : a);
    }

    /**
     * Where one server's climb ended, for the reports: "cap reached" when it held the top step; the step
     * not held, and who was full there (the loader, the server or neither, {@link Limits#openLoopFull}); a
     * failure; or "held" below the cap, a climb recorded when the ladder stopped at 120%.
     */
    static String ending(List<LadderStep> own) {
        if (own.isEmpty()) {
            return "";
        }
        LadderStep last = own.getLast();
        if (last.error() != null) {
            return last.verdict();
        }
        String at = " at step " + last.step() + " (" + Limits.percent(last.share()) + ", " + Format.rate(last.offered())
                + "/s)";
        String busy = "server " + Limits.percent(last.serverBusy()) + ", loader " + Limits.percent(last.loaderBusy());
        if (last.held()) {
            return (last.share() >= CAP - 1e-9 ? "cap reached: held" : "held") + at + " (" + busy + ")";
        }
        String why = last.errors() > 0
                ? last.errors() + " errors"
                : String.format(
                        java.util.Locale.ROOT,
                        "answered %.1f%% of the offered rate",
                        last.offered() > 0 ? last.achieved() / last.offered() * 100 : 0);
        String full = Limits.openLoopFull(last.serverBusy(), last.loaderBusy());
        // "neither was full" names both shares already
        return why + at + ": " + (full.startsWith("neither") ? full : full + " (" + busy + ")");
    }
}
