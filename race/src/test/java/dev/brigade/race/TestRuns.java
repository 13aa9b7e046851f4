package dev.brigade.race;

/** Runs for the ratio and report tests, with only what a test varies as parameters. */
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
}
