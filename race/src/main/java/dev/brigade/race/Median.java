package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/** The median of the counted rounds of one competitor on one workload: what the reports show. */
@JsonIgnoreProperties(ignoreUnknown = true)
record Median(String competitor, String workload, int rounds, double requestsPerSecond, double p50Millis,
              double p99Millis, double cpuMicrosPerRequest, long peakRssKib, long non2xx, long socketErrors,
              double serverBusy, double loaderBusy, String error) {

    static Median of(String competitor, String workload, List<Sample> samples) {
        List<Sample> counted = samples.stream().filter(Sample::counted).toList();
        if (counted.isEmpty()) {
            String error = samples.stream().map(Sample::error).findFirst().orElse("not run");
            return new Median(competitor, workload, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, error);
        }
        return new Median(competitor, workload, counted.size(),
                median(counted.stream().mapToDouble(Sample::requestsPerSecond).toArray()),
                median(counted.stream().mapToDouble(Sample::p50Millis).toArray()),
                median(counted.stream().mapToDouble(Sample::p99Millis).toArray()),
                median(counted.stream().mapToDouble(Sample::cpuMicrosPerRequest).toArray()),
                Math.round(median(counted.stream().mapToDouble(Sample::peakRssKib).toArray())),
                counted.stream().mapToLong(Sample::non2xx).sum(),
                counted.stream().mapToLong(Sample::socketErrors).sum(),
                median(counted.stream().mapToDouble(Sample::serverBusy).toArray()),
                median(counted.stream().mapToDouble(Sample::loaderBusy).toArray()),
                null);
    }

    /** The median round's wrk was at least 90% busy: the figure measured wrk as much as the server. */
    @JsonProperty("loaderBound")
    boolean loaderBound() {
        return counted() && Limits.closedLoopLoaderBound(loaderBusy);
    }

    boolean counted() {
        return error == null;
    }

    /** The middle value; the mean of the two middle values for an even count; 0 for none. */
    static double median(double[] values) {
        if (values.length == 0) {
            return 0;
        }
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        int mid = v.length / 2;
        return v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
    }
}
