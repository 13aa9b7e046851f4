package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One server's throughput per CPU against a baseline's on one workload (the baseline's CPU per request
 * over the server's: 0.8 is 80% of the baseline's requests per CPU-second), taken within each round,
 * where both ran minutes apart on the same machine, never across rounds; then the median of those
 * per-round ratios and their lowest and highest.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record Ratio(String workload, String competitor, String baseline, List<Double> perRound, double median, double low, double high) {

    static final String SERVER_BASELINE = "raw-nio";
    static final String REFERENCE = "nginx";

    /** Every framework against raw-nio, and raw-nio against nginx, wherever both counted in at least one round. */
    static List<Ratio> all(List<Workload> workloads, List<String> competitors, List<Sample> rounds) {
        List<Ratio> ratios = new ArrayList<>();
        for (Workload w : workloads) {
            for (String c : competitors) {
                String baseline = c.equals(SERVER_BASELINE) ? REFERENCE : c.equals(REFERENCE) ? null : SERVER_BASELINE;
                if (baseline != null) {
                    of(w.name(), c, baseline, rounds).ifPresent(ratios::add);
                }
            }
        }
        return ratios;
    }

    static Optional<Ratio> of(String workload, String competitor, String baseline, List<Sample> rounds) {
        List<Double> perRound = new ArrayList<>();
        int last = rounds.stream().mapToInt(Sample::round).max().orElse(0);
        for (int round = 1; round <= last; round++) {
            Optional<Sample> mine = find(rounds, round, workload, competitor);
            Optional<Sample> theirs = find(rounds, round, workload, baseline);
            if (mine.isPresent() && theirs.isPresent() && mine.get().cpuMicrosPerRequest() > 0) {
                perRound.add(theirs.get().cpuMicrosPerRequest() / mine.get().cpuMicrosPerRequest());
            }
        }
        if (perRound.isEmpty()) {
            return Optional.empty();
        }
        double[] v = perRound.stream().mapToDouble(Double::doubleValue).toArray();
        return Optional.of(new Ratio(workload, competitor, baseline, List.copyOf(perRound), Median.median(v),
                perRound.stream().mapToDouble(Double::doubleValue).min().orElse(0), perRound.stream().mapToDouble(Double::doubleValue).max().orElse(0)));
    }

    private static Optional<Sample> find(List<Sample> rounds, int round, String workload, String competitor) {
        return rounds.stream().filter(s -> s.round() == round && s.counted() && s.cpuMicrosPerRequest() > 0
                && s.workload().equals(workload) && s.competitor().equals(competitor)).findFirst();
    }
}
