package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything one race wrote down: results.json is this record, and both reports are drawn from it.
 * The race writes it after every run, so an interrupted race leaves what it had measured.
 * {@code raceRounds} are the runs of the public race's method ({@code --method race}), beside the
 * steady state's {@code rounds}; their medians and paired ratios are written too, and taken again on reading.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record RaceResults(
        String stamp,
        String started,
        String finished,
        Map<String, Object> machine,
        Pinning pinning,
        Map<String, String> versions,
        Map<String, Object> options,
        List<Entrant> competitors,
        List<Workload> workloads,
        List<Sample> rounds,
        List<Median> medians,
        Map<String, Double> startupMillis,
        Map<String, Long> peakRssKib,
        List<LadderStep> ladder,
        List<Ratio> ratios,
        List<ConduitStep> conduit,
        List<RaceRun> raceRounds) {

    /** Results written before the ladder, the paired ratios, the Conduit climbs or the race's method existed read as having none. */
    RaceResults {
        ladder = ladder == null ? List.of() : ladder;
        conduit = conduit == null ? List.of() : conduit;
        ratios = ratios == null ? List.of() : ratios;
        raceRounds = raceRounds == null ? List.of() : raceRounds;
    }

    /** The race's method's runs as samples, for {@link Median} and {@link Ratio}. */
    List<Sample> raceSamples() {
        return raceRounds.stream().map(RaceRun::asSample).toList();
    }

    /** The median of each competitor's runs by the race's method, per workload, in the order the competitors were listed. */
    @JsonProperty(value = "raceMedians", access = JsonProperty.Access.READ_ONLY)
    List<Median> raceMedians() {
        List<Sample> samples = raceSamples();
        return workloads.stream()
                .flatMap(w -> competitors.stream()
                        .map(c -> samples.stream()
                                .filter(s -> s.competitor().equals(c.name())
                                        && s.workload().equals(w.name()))
                                .toList())
                        .filter(these -> !these.isEmpty())
                        .map(these -> Median.of(these.getFirst().competitor(), w.name(), these)))
                .toList();
    }

    /** The paired ratios of the race's method's runs, with their intervals, as {@link #ratios} are of the steady state's. */
    @JsonProperty(value = "raceRatios", access = JsonProperty.Access.READ_ONLY)
    List<Ratio> raceRatios() {
        return raceRounds.isEmpty()
                ? List.of()
                : Ratio.all(
                        workloads, competitors.stream().map(Entrant::name).toList(), raceSamples(), leverBaseline());
    }

    Optional<Median> raceMedian(String competitor, String workload) {
        return raceMedians().stream()
                .filter(m -> m.competitor().equals(competitor) && m.workload().equals(workload))
                .findFirst();
    }

    /**
     * The paired ratios taken again from the rounds (which every results.json keeps), so a report drawn from
     * an older file gets what the ratios have since gained (their intervals, plaintext against its own).
     */
    RaceResults withPairedRatios() {
        return new RaceResults(
                stamp,
                started,
                finished,
                machine,
                pinning,
                versions,
                options,
                competitors,
                workloads,
                rounds,
                medians,
                startupMillis,
                peakRssKib,
                ladder,
                Ratio.all(workloads, competitors.stream().map(Entrant::name).toList(), rounds, leverBaseline()),
                conduit,
                raceRounds);
    }

    /** The lever race's baseline ({@code --baseline}), or null for an ordinary race. */
    String leverBaseline() {
        return options != null && options.get("leverBaseline") instanceof String s ? s : null;
    }

    /** Every counted round of one competitor on one workload, first round first. */
    List<Sample> roundsOf(String competitor, String workload) {
        return rounds.stream()
                .filter(s -> s.counted()
                        && s.competitor().equals(competitor)
                        && s.workload().equals(workload))
                .toList();
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
        return medians.stream()
                .filter(m -> m.competitor().equals(competitor) && m.workload().equals(workload))
                .findFirst();
    }

    /** The competitors that raced the workload, in the order they were listed. */
    List<Median> mediansFor(Workload workload) {
        return competitors.stream()
                .map(c -> median(c.name(), workload.name()))
                .flatMap(Optional::stream)
                .toList();
    }
}
