package dev.brigade.race;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Runs and results for the ratio and report tests, with only what a test varies as parameters. */
final class TestRuns {

    private TestRuns() {}

    /** A steady-state run that counted: 1,000 answers at {@code cpuPerRequest} µs of CPU each. */
    static Sample sample(String who, String workload, int round, double cpuPerRequest) {
        return new Sample(
                who,
                workload,
                round,
                1,
                500,
                1000,
                1,
                2,
                1000,
                0,
                0,
                cpuPerRequest,
                1024,
                2,
                0.5,
                0.5,
                0,
                0,
                null,
                null,
                null);
    }

    /** A race-method run on plaintext: 1,000,000 good answers on {@code cpuSeconds} of the server CPUs' busy time. */
    static RaceRun raceRun(String name, int round, double cpuSeconds) {
        return new RaceRun(
                name,
                "plaintext",
                round,
                1,
                "plain",
                1,
                50_000,
                1,
                2,
                1_000_000,
                0,
                0,
                cpuSeconds,
                0.95,
                0.5,
                80_000,
                20,
                null);
    }

    /** Results of a race on a two-CPU test machine, 3 rounds of 15 s, nothing raced: set what the test varies. */
    static Results results() {
        return new Results();
    }

    /** A {@link RaceResults} builder: each method sets one field, every other stays at its default. */
    static final class Results {
        private Map<String, String> versions = Map.of("java", "25", "wrk", "wrk 4");
        private Map<String, Object> options =
                Map.of("rounds", 3, "seconds", 15, "warmupSeconds", 5, "warmupCeilingSeconds", 60);
        private List<Entrant> competitors = List.of();
        private List<Workload> workloads = List.of();
        private List<Sample> rounds = List.of();
        private List<Median> medians = List.of();
        private Map<String, Double> startupMillis = Map.of();
        private Map<String, Long> peakRssKib = Map.of();
        private List<LadderStep> ladder = List.of();
        private List<Ratio> ratios = List.of();
        private List<ConduitStep> conduit = List.of();
        private List<RaceRun> raceRounds = List.of();

        private Results() {}

        Results versions(Map<String, String> versions) {
            this.versions = versions;
            return this;
        }

        Results options(Map<String, Object> options) {
            this.options = options;
            return this;
        }

        Results competitors(Entrant... competitors) {
            this.competitors = List.of(competitors);
            return this;
        }

        /** Servers that passed the kit, started by {@code java ...}. */
        Results servers(String... names) {
            return competitors(Arrays.stream(names)
                    .map(n -> new Entrant(n, "server", "java ...", "passed", null))
                    .toArray(Entrant[]::new));
        }

        Results workloads(String... names) {
            this.workloads = Arrays.stream(names)
                    .map(n -> Workload.named(n).orElseThrow())
                    .toList();
            return this;
        }

        Results rounds(List<Sample> rounds) {
            this.rounds = rounds;
            return this;
        }

        /** Runs of one round each: every run is its own competitor's and workload's median. */
        Results singleRuns(List<Sample> runs) {
            this.medians = runs.stream()
                    .map(s -> Median.of(s.competitor(), s.workload(), List.of(s)))
                    .toList();
            return rounds(runs);
        }

        Results startupAndPeakRss(Map<String, Double> startupMillis, Map<String, Long> peakRssKib) {
            this.startupMillis = startupMillis;
            this.peakRssKib = peakRssKib;
            return this;
        }

        Results ladder(List<LadderStep> ladder) {
            this.ladder = ladder;
            return this;
        }

        Results ratios(List<Ratio> ratios) {
            this.ratios = ratios;
            return this;
        }

        Results conduit(List<ConduitStep> conduit) {
            this.conduit = conduit;
            return this;
        }

        Results raceRounds(List<RaceRun> raceRounds) {
            this.raceRounds = raceRounds;
            return this;
        }

        RaceResults build() {
            return new RaceResults(
                    "20260101-000000",
                    "s",
                    "f",
                    Map.of("cpuModel", "Test CPU", "cores", 2),
                    new Pinning("0", "1"),
                    versions,
                    options,
                    competitors,
                    workloads,
                    rounds,
                    medians,
                    startupMillis,
                    peakRssKib,
                    ladder,
                    ratios,
                    conduit,
                    raceRounds);
        }
    }
}
