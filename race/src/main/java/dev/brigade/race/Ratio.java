package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One server's throughput per CPU against a baseline's (the baseline's CPU per request over the
 * server's: 0.8 is 80% of the baseline's requests per CPU-second), taken within each round, where both
 * ran minutes apart on the same machine, never across rounds; then the median of those per-round ratios,
 * their lowest and highest, and the median's 95% {@link Interval} ({@code intervalLow} and
 * {@code intervalHigh}, null over one round). The baseline is another server on the same workload, or,
 * with {@code baselineWorkload}, the same server on another workload (h2c's and TLS's plaintext against
 * its own HTTP/1.1 plaintext).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record Ratio(
        String workload,
        String competitor,
        String baseline,
        String baselineWorkload,
        List<Double> perRound,
        double median,
        double low,
        double high,
        Double intervalLow,
        Double intervalHigh) {

    static final String SERVER_BASELINE = "raw-nio";
    static final String REFERENCE = "nginx";
    /** HTTP/2's and TLS's plaintext, each against the same server's HTTP/1.1 plaintext. */
    static final List<String> AGAINST_OWN_PLAINTEXT = List.of("plaintext-h2", "plaintext-tls");
    /** Fewer rounds than this give no verdict, whatever the interval: over three or five it means little here. */
    static final int VERDICT_ROUNDS = 7;

    /**
     * Every framework against raw-nio, raw-nio against nginx, and each server's h2c and TLS plaintext
     * against its own HTTP/1.1 plaintext, wherever both counted in at least one round. With a
     * {@code leverBaseline} (a lever race), every other competitor against it instead, on every workload.
     */
    static List<Ratio> all(
            List<Workload> workloads, List<String> competitors, List<Sample> rounds, String leverBaseline) {
        List<Ratio> ratios = new ArrayList<>();
        for (Workload w : workloads) {
            for (String c : competitors) {
                String baseline = leverBaseline != null
                        ? (c.equals(leverBaseline) ? null : leverBaseline)
                        : c.equals(SERVER_BASELINE) ? REFERENCE : c.equals(REFERENCE) ? null : SERVER_BASELINE;
                if (baseline != null) {
                    of(w.name(), c, baseline, null, rounds).ifPresent(ratios::add);
                }
            }
        }
        if (leverBaseline == null) {
            for (String c : competitors) {
                for (String w : AGAINST_OWN_PLAINTEXT) {
                    of(w, c, c, "plaintext", rounds).ifPresent(ratios::add);
                }
            }
        }
        return ratios;
    }

    static List<Ratio> all(List<Workload> workloads, List<String> competitors, List<Sample> rounds) {
        return all(workloads, competitors, rounds, null);
    }

    static Optional<Ratio> of(
            String workload, String competitor, String baseline, String baselineWorkload, List<Sample> rounds) {
        List<Double> perRound = new ArrayList<>();
        int last = rounds.stream().mapToInt(Sample::round).max().orElse(0);
        String theirWorkload = baselineWorkload == null ? workload : baselineWorkload;
        for (int round = 1; round <= last; round++) {
            Optional<Sample> mine = find(rounds, round, workload, competitor);
            Optional<Sample> theirs = find(rounds, round, theirWorkload, baseline);
            if (mine.isPresent() && theirs.isPresent() && mine.get().cpuMicrosPerRequest() > 0) {
                perRound.add(theirs.get().cpuMicrosPerRequest() / mine.get().cpuMicrosPerRequest());
            }
        }
        if (perRound.isEmpty()) {
            return Optional.empty();
        }
        double[] v = perRound.stream().mapToDouble(Double::doubleValue).toArray();
        Optional<Interval> interval = Interval.ofMedian(perRound);
        return Optional.of(new Ratio(
                workload,
                competitor,
                baseline,
                baselineWorkload,
                List.copyOf(perRound),
                Median.median(v),
                perRound.stream().mapToDouble(Double::doubleValue).min().orElse(0),
                perRound.stream().mapToDouble(Double::doubleValue).max().orElse(0),
                interval.map(Interval::low).orElse(null),
                interval.map(Interval::high).orElse(null)));
    }

    /** Whether the rounds tell the two apart: an interval that excludes 1. One round never does. */
    @JsonProperty("resolved")
    boolean resolved() {
        return intervalLow != null && intervalHigh != null && !new Interval(intervalLow, intervalHigh).contains(1);
    }

    /**
     * A lever race's verdict on the lever a competitor leaves out of the baseline: "kept" when the
     * competitor without it does fewer requests per CPU-second (the interval below 1), "dropped" when more
     * (above 1); empty, no verdict, when the interval contains 1 or fewer than {@value #VERDICT_ROUNDS} rounds paired.
     */
    Optional<String> leverVerdict() {
        if (perRound.size() < VERDICT_ROUNDS || !resolved()) {
            return Optional.empty();
        }
        return Optional.of(intervalHigh < 1 ? "kept" : "dropped");
    }

    /** The verdict's cell: the verdict, or why there is none. */
    String verdictCell() {
        return leverVerdict()
                .orElse(
                        perRound.size() < VERDICT_ROUNDS
                                ? "none: " + perRound.size() + " round" + (perRound.size() == 1 ? "" : "s")
                                        + " (a verdict needs " + VERDICT_ROUNDS + ")"
                                : "none: the interval contains 1");
    }

    /** What the server is measured against: another server, or its own HTTP/1.1 plaintext. */
    String against() {
        return baselineWorkload == null || baselineWorkload.equals(workload) ? baseline : "its own " + baselineWorkload;
    }

    private static Optional<Sample> find(List<Sample> rounds, int round, String workload, String competitor) {
        return rounds.stream()
                .filter(s -> s.round() == round
                        && s.counted()
                        && s.cpuMicrosPerRequest() > 0
                        && s.workload().equals(workload)
                        && s.competitor().equals(competitor))
                .findFirst();
    }
}
