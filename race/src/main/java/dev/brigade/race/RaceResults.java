package dev.brigade.race;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything one race wrote down: results.json is this record, and both reports are drawn from it.
 * The race writes it after every run, so an interrupted race leaves what it had measured.
 */
record RaceResults(String stamp, String started, String finished, Map<String, Object> machine, Pinning pinning,
                   Map<String, String> versions, Map<String, Object> options, List<Entrant> competitors,
                   List<Workload> workloads, List<Sample> rounds, List<Median> medians,
                   Map<String, Double> startupMillis, Map<String, Long> peakRssKib, List<LadderStep> ladder,
                   List<Ratio> ratios, List<ConduitStep> conduit) {

    /** Results written before the ladder, the paired ratios or the Conduit climbs existed read as having none. */
    RaceResults {
        ladder = ladder == null ? List.of() : ladder;
        conduit = conduit == null ? List.of() : conduit;
        ratios = ratios == null ? List.of() : ratios;
    }

    /**
     * The paired ratios taken again from the rounds (which every results.json keeps), so a report drawn from
     * an older file gets what the ratios have since gained (their intervals, plaintext against its own).
     */
    RaceResults withPairedRatios() {
        return new RaceResults(stamp, started, finished, machine, pinning, versions, options, competitors, workloads, rounds, medians,
                startupMillis, peakRssKib, ladder, Ratio.all(workloads, competitors.stream().map(Entrant::name).toList(), rounds,
                leverBaseline()), conduit);
    }

    /** The lever race's baseline ({@code --baseline}), or null for an ordinary race. */
    String leverBaseline() {
        return options != null && options.get("leverBaseline") instanceof String s ? s : null;
    }

    /** Every counted round of one competitor on one workload, first round first. */
    List<Sample> roundsOf(String competitor, String workload) {
        return rounds.stream().filter(s -> s.counted() && s.competitor().equals(competitor) && s.workload().equals(workload)).toList();
    }

    /** Every step of the open-loop ladder on a workload, server by server, lowest step first. */
    List<LadderStep> ladderFor(String workload) {
        return ladder.stream().filter(s -> workload.equals(s.workload())).toList();
    }

    /** Every step of the Conduit climbs on a workload, server by server, lowest rate first. */
    List<ConduitStep> conduitFor(String workload) {
        return conduit.stream().filter(s -> workload.equals(s.workload())).toList();
    }

    Optional<Median> median(String competitor, String workload) {
        return medians.stream().filter(m -> m.competitor().equals(competitor) && m.workload().equals(workload)).findFirst();
    }

    /** The competitors that raced the workload, in the order they were listed. */
    List<Median> mediansFor(Workload workload) {
        return competitors.stream().map(c -> median(c.name(), workload.name())).flatMap(Optional::stream).toList();
    }
}
