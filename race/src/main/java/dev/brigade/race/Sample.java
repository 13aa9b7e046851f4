package dev.brigade.race;

/**
 * One measured run: one competitor, one workload, one round, on a freshly started process.
 * {@code error} is null when the run counted; otherwise it says what went wrong and the figures are 0.
 */
record Sample(String competitor, String workload, int round, int order, double startupMillis,
              double requestsPerSecond, double p50Millis, double p99Millis, long ok, long non2xx,
              long socketErrors, double cpuMicrosPerRequest, long peakRssKib, double seconds, String error) {

    static Sample failed(String competitor, String workload, int round, int order, String error) {
        return new Sample(competitor, workload, round, order, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, error);
    }

    boolean counted() {
        return error == null;
    }
}
