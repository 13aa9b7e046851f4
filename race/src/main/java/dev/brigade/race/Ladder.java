package dev.brigade.race;

import java.util.List;
import java.util.Optional;

/**
 * The open-loop ladder's maths: its steps as shares of a server's closed-loop median, and where a
 * server's climb stops.
 */
final class Ladder {

    /** The steps, as shares of the server's closed-loop median requests/s on the same workload. */
    static final List<Double> SHARES = List.of(0.50, 0.75, 0.90, 1.00, 1.20);
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

    /** The highest step a server held, if any: the README's one figure per server. */
    static Optional<LadderStep> highestHeld(List<LadderStep> steps) {
        return steps.stream().filter(LadderStep::held).reduce((a, b) -> b.offered() >= a.offered() ? b : a);
    }
}
