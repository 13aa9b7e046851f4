package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * One step of a Conduit climb: the rate offered in all and, as the race keeps them, each part's numbers
 * and their sum ({@link #of}): the rates add, the mean is over every request (each part's mean weighted by
 * its answers), the percentiles are the worst part's, as a percentile of the whole cannot be had from the
 * parts. {@code serverBusy} is the server's share of its CPUs over the measured window, {@code loaderBusy}
 * the load process's.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record ConduitStep(
        String competitor,
        String workload,
        int step,
        double offered,
        double achieved,
        double meanMillis,
        double p50Millis,
        double p99Millis,
        double p999Millis,
        long errors,
        double seconds,
        double serverBusy,
        double loaderBusy,
        List<Part> parts,
        String error) {

    static final String MARKER = "BRIGADE-CONDUIT-STEP ";

    /**
     * One part at one step; {@code errors} are its failed requests by kind, each once, and
     * {@code errorSeconds} the seconds of the window they came in (empty in older results).
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Part(
            String name,
            double offered,
            double achieved,
            double meanMillis,
            double p50Millis,
            double p99Millis,
            double p999Millis,
            long requests,
            long ok,
            StepErrors errors,
            List<ErrorSecond> errorSeconds) {

        Part {
            errorSeconds = errorSeconds == null ? List.of() : List.copyOf(errorSeconds);
        }

        Part(
                String name,
                double offered,
                double achieved,
                double meanMillis,
                double p50Millis,
                double p99Millis,
                double p999Millis,
                long requests,
                long ok,
                StepErrors errors) {
            this(
                    name,
                    offered,
                    achieved,
                    meanMillis,
                    p50Millis,
                    p99Millis,
                    p999Millis,
                    requests,
                    ok,
                    errors,
                    List.of());
        }
    }

    ConduitStep {
        parts = parts == null ? List.of() : List.copyOf(parts);
    }

    /** The step from its parts, as mixed.go's mixedStep sums them. */
    static ConduitStep of(int rate, List<Part> parts, double seconds, double loaderBusy) {
        double achieved = 0;
        double weighted = 0;
        double p50 = 0;
        double p99 = 0;
        double p999 = 0;
        long errors = 0;
        for (Part p : parts) {
            achieved += p.achieved();
            weighted += p.meanMillis() * p.achieved();
            p50 = Math.max(p50, p.p50Millis());
            p99 = Math.max(p99, p.p99Millis());
            p999 = Math.max(p999, p.p999Millis());
            errors += p.errors().total();
        }
        return new ConduitStep(
                null,
                null,
                0,
                rate,
                achieved,
                achieved > 0 ? weighted / achieved : 0,
                p50,
                p99,
                p999,
                errors,
                seconds,
                0,
                loaderBusy,
                parts,
                null);
    }

    static ConduitStep failed(String competitor, String workload, int step, double offered, String error) {
        return new ConduitStep(competitor, workload, step, offered, 0, 0, 0, 0, 0, 0, 0, 0, 0, List.of(), error);
    }

    ConduitStep withServer(String competitor, String workload, int step, double serverBusy) {
        return new ConduitStep(
                competitor,
                workload,
                step,
                offered,
                achieved,
                meanMillis,
                p50Millis,
                p99Millis,
                p999Millis,
                errors,
                seconds,
                serverBusy,
                loaderBusy,
                parts,
                error);
    }

    /** Whether the climb goes on past it: run, 90% of the rate answered, no error. */
    @JsonProperty("held")
    boolean held() {
        return error == null && ConduitClimb.held(offered, achieved, errors);
    }

    /** The load process was at least 85% busy: the step measured the loader as much as the server. */
    @JsonProperty("loaderBound")
    boolean loaderBound() {
        return error == null && Limits.openLoopLoaderBound(loaderBusy);
    }

    /** Why the climb ended here, or "held". */
    String verdict() {
        if (error != null) {
            return "failed: " + error;
        }
        if (errors > 0) {
            StepErrors kinds = parts.stream()
                    .map(Part::errors)
                    .reduce(
                            StepErrors.NONE,
                            (a, b) -> new StepErrors(
                                    a.status4xx() + b.status4xx(),
                                    a.status5xx() + b.status5xx(),
                                    a.otherStatus() + b.otherStatus(),
                                    a.connectionErrors() + b.connectionErrors(),
                                    a.timeouts() + b.timeouts(),
                                    a.internalErrors() + b.internalErrors()));
            String when = String.join(
                    "; ",
                    parts.stream()
                            .filter(p -> !p.errorSeconds().isEmpty())
                            .map(p -> p.name() + " " + ErrorSecond.describe(p.errorSeconds()))
                            .toList());
            // who was full there, as for a step that fell behind: errors under a full server are its limit
            return errors + " errors, " + Limits.openLoopFull(serverBusy, loaderBusy) + ": " + kinds.describe()
                    + (when.isEmpty() ? "" : "; by second: " + when);
        }
        if (!held()) {
            return String.format(
                            java.util.Locale.ROOT,
                            "answered %.1f%% of the offered rate",
                            offered > 0 ? achieved / offered * 100 : 0)
                    + ": " + Limits.openLoopFull(serverBusy, loaderBusy);
        }
        return "held";
    }
}
