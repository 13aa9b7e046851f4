package dev.brigade.race;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The race's runs in order: round by round, workload by workload, the competitors of the workload in
 * an order shuffled by a seeded generator, so that whatever else the machine does falls on each of
 * them in turn without a pattern, and the same seed gives the same plan (which a resumed race relies on).
 */
final class Plan {

    /** One run: which round, which workload, who, and its place in the round's order (from 1). */
    record Step(int round, Workload workload, Competitor competitor, int order) {

        /** What a recorded run is matched by when a race resumes. */
        String key() {
            return key(round, workload.name(), competitor.name());
        }

        static String key(int round, String workload, String competitor) {
            return round + "/" + workload + "/" + competitor;
        }
    }

    private Plan() {}

    /** Every racer with an HTTPS mode races the TLS workloads. */
    static List<Step> of(List<? extends Competitor> racers, List<Workload> workloads, int rounds, long seed) {
        return of(
                racers,
                racers.stream()
                        .filter(Competitor::servesTls)
                        .map(Competitor::name)
                        .collect(java.util.stream.Collectors.toSet()),
                workloads,
                rounds,
                seed);
    }

    /**
     * The plan, the TLS workloads raced only by {@code tlsReady}: those with an HTTPS mode the kit passed (one
     * without sits them out with no result, as in the public race; one whose TLS failed the kit still races in the clear).
     */
    static List<Step> of(
            List<? extends Competitor> racers, Set<String> tlsReady, List<Workload> workloads, int rounds, long seed) {
        Random random = new Random(seed);
        List<Step> steps = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (Workload workload : workloads) {
                if (workload.mixed()) {
                    continue; // open loop only: climbed after the rounds
                }
                List<Competitor> these = new ArrayList<>(racers.stream()
                        .filter(c -> c.fullContract() || workload.reference())
                        .filter(c -> !workload.tls() || tlsReady.contains(c.name()))
                        .toList());
                Collections.shuffle(these, random);
                for (int i = 0; i < these.size(); i++) {
                    steps.add(new Step(round, workload, these.get(i), i + 1));
                }
            }
        }
        return steps;
    }
}
