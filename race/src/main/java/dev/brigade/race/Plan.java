package dev.brigade.race;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

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

    private Plan() {
    }

    static List<Step> of(List<? extends Competitor> racers, List<Workload> workloads, int rounds, long seed) {
        Random random = new Random(seed);
        List<Step> steps = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (Workload workload : workloads) {
                List<Competitor> these = new ArrayList<>(racers.stream().filter(c -> c.fullContract() || workload.reference()).toList());
                Collections.shuffle(these, random);
                for (int i = 0; i < these.size(); i++) {
                    steps.add(new Step(round, workload, these.get(i), i + 1));
                }
            }
        }
        return steps;
    }
}
