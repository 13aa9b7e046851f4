package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One measured run: one competitor, one workload, one round, on a freshly started process, after a
 * warm-up until steady ({@code warmup}). {@code cpuMicrosPerRequest} is every server thread's CPU but
 * the JIT compiler's over the measured run, per 2xx answer; {@code cpuByGroup} splits all of it, the
 * compiler included ({@link CpuGroup}). {@code serverBusy} and {@code loaderBusy} are the shares (0 to 1)
 * of their own CPUs that the server and wrk kept busy over the measured run: what limited the result;
 * {@code serverSteal} and {@code loaderSteal} the shares of those CPUs' time the hypervisor took.
 * {@code error} is null when the run counted; otherwise it says what went wrong and the figures are 0.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record Sample(
        String competitor,
        String workload,
        int round,
        int order,
        double startupMillis,
        double requestsPerSecond,
        double p50Millis,
        double p99Millis,
        long ok,
        long non2xx,
        long socketErrors,
        double cpuMicrosPerRequest,
        long peakRssKib,
        double seconds,
        double serverBusy,
        double loaderBusy,
        double serverSteal,
        double loaderSteal,
        CpuByGroup cpuByGroup,
        WarmupRecord warmup,
        String error) {

    /** Results written before the split by thread read as having none. */
    Sample {
        cpuByGroup = cpuByGroup == null ? CpuByGroup.NONE : cpuByGroup;
    }

    static Sample failed(String competitor, String workload, int round, int order, String error) {
        return new Sample(
                competitor, workload, round, order, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, null, null, error);
    }

    /** wrk, not the server, set the pace: its CPUs were at least {@link Limits#CLOSED_LOOP_LOADER_BOUND} busy. */
    @JsonProperty("loaderBound")
    boolean loaderBound() {
        return counted() && Limits.closedLoopLoaderBound(loaderBusy);
    }

    /** Marks each entry of results.json with the method that measured it (the race's own: {@link RaceRun}). */
    @JsonProperty("method")
    String method() {
        return RaceMethod.STEADY.label();
    }

    boolean counted() {
        return error == null;
    }

    /** Whether the warm-up ended with the compiler quiet, not at the ceiling (runs from before the rule count as steady). */
    boolean steady() {
        return warmup == null || warmup.steady();
    }
}
