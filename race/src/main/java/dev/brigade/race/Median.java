package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/**
 * The median of the counted rounds of one competitor on one workload: what the reports show. Each
 * thread group of {@code cpuByGroup} is its own median. {@code steadyRounds} counts the rounds whose
 * warm-up ended steady; {@code secondsTo90PercentOfSteady} is the median over the rounds that reached
 * 90% of their measured rate within the warm-up (null when none did).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Median(
        String competitor,
        String workload,
        int rounds,
        double requestsPerSecond,
        double p50Millis,
        double p99Millis,
        double cpuMicrosPerRequest,
        long peakRssKib,
        long non2xx,
        long socketErrors,
        double serverBusy,
        double loaderBusy,
        double serverSteal,
        CpuByGroup cpuByGroup,
        double warmupSeconds,
        int steadyRounds,
        Double secondsTo90PercentOfSteady,
        double compilerMillisUntilSteady,
        String error) {

    public Median {
        cpuByGroup = cpuByGroup == null ? CpuByGroup.NONE : cpuByGroup;
    }

    static Median of(String competitor, String workload, List<Sample> samples) {
        List<Sample> counted = samples.stream().filter(Sample::counted).toList();
        if (counted.isEmpty()) {
            String error = samples.stream().map(Sample::error).findFirst().orElse("not run");
            return new Median(competitor, workload, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, null, 0, 0, null, 0, error);
        }
        List<WarmupRecord> warmups =
                counted.stream().map(Sample::warmup).filter(Objects::nonNull).toList();
        double[] reached = warmups.stream()
                .map(WarmupRecord::secondsTo90PercentOfSteady)
                .filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue)
                .toArray();
        return new Median(
                competitor,
                workload,
                counted.size(),
                of(counted, Sample::requestsPerSecond),
                of(counted, Sample::p50Millis),
                of(counted, Sample::p99Millis),
                of(counted, Sample::cpuMicrosPerRequest),
                Math.round(of(counted, Sample::peakRssKib)),
                counted.stream().mapToLong(Sample::non2xx).sum(),
                counted.stream().mapToLong(Sample::socketErrors).sum(),
                of(counted, Sample::serverBusy),
                of(counted, Sample::loaderBusy),
                of(counted, Sample::serverSteal),
                new CpuByGroup(
                        of(counted, s -> s.cpuByGroup().compiler()),
                        of(counted, s -> s.cpuByGroup().gc()),
                        of(counted, s -> s.cpuByGroup().request()),
                        of(counted, s -> s.cpuByGroup().other())),
                median(warmups.stream().mapToDouble(WarmupRecord::seconds).toArray()),
                (int) warmups.stream().filter(WarmupRecord::steady).count(),
                reached.length == 0 ? null : median(reached),
                median(warmups.stream()
                        .mapToDouble(WarmupRecord::compilerMillisUntilSteady)
                        .toArray()),
                null);
    }

    private static double of(List<Sample> samples, ToDoubleFunction<Sample> figure) {
        return median(samples.stream().mapToDouble(figure).toArray());
    }

    /** The median round's wrk was at least 90% busy: the figure measured wrk as much as the server. */
    @JsonProperty("loaderBound")
    boolean loaderBound() {
        return counted() && Limits.closedLoopLoaderBound(loaderBusy);
    }

    boolean counted() {
        return error == null;
    }

    /** Whether every counted round's warm-up ended steady (results from before the rule recorded no warm-up: 0 s). */
    boolean allSteady() {
        return steadyRounds == rounds || warmupSeconds == 0;
    }

    /** The middle value; the mean of the two middle values for an even count; 0 for none. */
    public static double median(double[] values) {
        if (values.length == 0) {
            return 0;
        }
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        int mid = v.length / 2;
        return v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
    }
}
