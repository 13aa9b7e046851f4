package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One workload measured by the public race's method ({@link RaceMethodRun}): 20 s after 5 s of warm-up
 * on a process that may have served other workloads of its mode before. {@code requestsPerSecond} counts
 * 2xx answers only; {@code serverBusy} is the server CPUs' busy share from /proc/stat (softirq included)
 * and {@code busyCpuSeconds} that time; {@code peakRssKib} the pid's VmHWM after the run; {@code place}
 * the workload's place on its process (1: measured 5 s after the process started). {@code error} is
 * null when the run counted.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record RaceRun(
        String competitor,
        String workload,
        int round,
        int order,
        String mode,
        int place,
        double requestsPerSecond,
        double p50Millis,
        double p99Millis,
        long ok,
        long non2xx,
        long socketErrors,
        double busyCpuSeconds,
        double serverBusy,
        double loaderBusy,
        long peakRssKib,
        double seconds,
        String error) {

    static RaceRun failed(RaceSchedule.Session s, Workload w, int place, String error) {
        return new RaceRun(
                s.competitor().name(),
                w.name(),
                s.round(),
                s.order(),
                s.mode(),
                place,
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                error);
    }

    /** Marks each entry of results.json with the method that measured it. */
    @JsonProperty("method")
    String method() {
        return RaceMethod.RACE.label();
    }

    boolean counted() {
        return error == null;
    }

    /** Good answers per busy CPU-second of the server's CPUs: the race's efficiency. */
    @JsonProperty("requestsPerCpuSecond")
    double requestsPerCpuSecond() {
        return busyCpuSeconds > 0 ? ok / busyCpuSeconds : 0;
    }

    /**
     * The same run as a {@link Sample}, so that medians and paired ratios ({@link Median}, {@link Ratio}) are
     * taken as for the steady state; its CPU per request is the CPUs' busy time, not the process's.
     */
    Sample asSample() {
        double cpuMicrosPerRequest = ok > 0 ? busyCpuSeconds * 1e6 / ok : 0;
        return new Sample(
                competitor,
                workload,
                round,
                order,
                0,
                requestsPerSecond,
                p50Millis,
                p99Millis,
                ok,
                non2xx,
                socketErrors,
                cpuMicrosPerRequest,
                peakRssKib,
                seconds,
                serverBusy,
                loaderBusy,
                0,
                0,
                null,
                null,
                error);
    }
}
