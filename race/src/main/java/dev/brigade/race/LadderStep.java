package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One measured step of the open-loop ladder: the rate offered (a fixed schedule, whatever the
 * server does) and what came back. Latencies are Hyperfoil's, from each request's send; requests that
 * waited for a free connection add that wait to {@code blockedMillis}. {@code loaderBusy} is the load
 * process's share of its CPUs over the measured window, {@code serverBusy} the server's.
 * {@code errorKinds} splits {@code errors} by kind; results written before it read as {@link StepErrors#NONE}.
 * {@code errorSeconds} says in which seconds of the window they came (empty in older results).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record LadderStep(
        String competitor,
        String workload,
        int step,
        double share,
        double offered,
        double achieved,
        double p50Millis,
        double p99Millis,
        double p999Millis,
        long requests,
        long ok,
        long errors,
        StepErrors errorKinds,
        double blockedMillis,
        double seconds,
        double serverBusy,
        double loaderBusy,
        String error,
        List<ErrorSecond> errorSeconds) {

    static final String MARKER = "BRIGADE-STEP ";
    static final String MEASURING = "BRIGADE-MEASURING";

    LadderStep {
        errorKinds = errorKinds == null ? StepErrors.NONE : errorKinds;
        errorSeconds = errorSeconds == null ? List.of() : List.copyOf(errorSeconds);
    }

    LadderStep(
            String competitor,
            String workload,
            int step,
            double share,
            double offered,
            double achieved,
            double p50Millis,
            double p99Millis,
            double p999Millis,
            long requests,
            long ok,
            long errors,
            StepErrors errorKinds,
            double blockedMillis,
            double seconds,
            double serverBusy,
            double loaderBusy,
            String error) {
        this(
                competitor,
                workload,
                step,
                share,
                offered,
                achieved,
                p50Millis,
                p99Millis,
                p999Millis,
                requests,
                ok,
                errors,
                errorKinds,
                blockedMillis,
                seconds,
                serverBusy,
                loaderBusy,
                error,
                List.of());
    }

    /** At least 90% of the offered rate answered, no error, and the step ran. */
    @JsonProperty("held")
    boolean held() {
        return error == null && Ladder.held(offered, achieved, errors);
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
            return errors + " errors";
        }
        if (!held()) {
            return String.format(
                            Locale.ROOT,
                            "answered %.1f%% of the offered rate",
                            offered > 0 ? achieved / offered * 100 : 0)
                    + ": " + Limits.openLoopFull(serverBusy, loaderBusy);
        }
        return "held";
    }

    /**
     * The errors column: "74: 70 timeouts, 4 5xx"; "68 (34 requests: 34 connection errors)" where Hyperfoil
     * counted some requests twice; the bare number where the kinds were not recorded (older results); then
     * the seconds they came in, where recorded ("; by second: s0: 30 connection errors").
     */
    String errorsText() {
        String kinds = errorKinds.describe();
        if (kinds.isEmpty()) {
            return String.valueOf(errors);
        }
        long failed = errorKinds.total();
        String when = errorSeconds.isEmpty() ? "" : "; by second: " + ErrorSecond.describe(errorSeconds);
        return (failed == errors
                        ? errors + ": " + kinds
                        : errors + " (" + failed + (failed == 1 ? " request: " : " requests: ") + kinds + ")")
                + when;
    }

    LadderStep withServer(String competitor, String workload, int step, double share, double serverBusy) {
        return new LadderStep(
                competitor,
                workload,
                step,
                share,
                offered,
                achieved,
                p50Millis,
                p99Millis,
                p999Millis,
                requests,
                ok,
                errors,
                errorKinds,
                blockedMillis,
                seconds,
                serverBusy,
                loaderBusy,
                error,
                errorSeconds);
    }

    static LadderStep failed(String competitor, String workload, int step, double share, double offered, String error) {
        return new LadderStep(
                competitor, workload, step, share, offered, 0, 0, 0, 0, 0, 0, 0, StepErrors.NONE, 0, 0, 0, 0, error);
    }

    /** The line the load process prints for each step. */
    String line() {
        return String.format(
                Locale.ROOT,
                MARKER + "offered=%.3f achieved=%.3f p50_us=%.0f p99_us=%.0f p999_us=%.0f requests=%d ok=%d"
                        + " errors=%d status_4xx=%d status_5xx=%d other_status=%d connection_errors=%d timeouts=%d internal_errors=%d"
                        + " blocked_us=%.0f seconds=%.3f loader_busy=%.4f error_seconds=%s",
                offered,
                achieved,
                p50Millis * 1e3,
                p99Millis * 1e3,
                p999Millis * 1e3,
                requests,
                ok,
                errors,
                errorKinds.status4xx(),
                errorKinds.status5xx(),
                errorKinds.otherStatus(),
                errorKinds.connectionErrors(),
                errorKinds.timeouts(),
                errorKinds.internalErrors(),
                blockedMillis * 1e3,
                seconds,
                loaderBusy,
                ErrorSecond.encode(errorSeconds));
    }

    /** Parses a step line; null when the line is not one. */
    static LadderStep parse(String line) {
        if (!line.startsWith(MARKER)) {
            return null;
        }
        Map<String, Double> v = new HashMap<>();
        String bySecond = null;
        for (String pair : line.substring(MARKER.length()).trim().split("\\s+")) {
            int eq = pair.indexOf('=');
            if (pair.startsWith("error_seconds=")) {
                bySecond = pair.substring(eq + 1);
            } else {
                v.put(pair.substring(0, eq), Double.parseDouble(pair.substring(eq + 1)));
            }
        }
        return new LadderStep(
                null,
                null,
                0,
                0,
                v.get("offered"),
                v.get("achieved"),
                v.get("p50_us") / 1e3,
                v.get("p99_us") / 1e3,
                v.get("p999_us") / 1e3,
                v.get("requests").longValue(),
                v.get("ok").longValue(),
                v.get("errors").longValue(),
                new StepErrors(
                        v.get("status_4xx").longValue(),
                        v.get("status_5xx").longValue(),
                        v.get("other_status").longValue(),
                        v.get("connection_errors").longValue(),
                        v.get("timeouts").longValue(),
                        v.get("internal_errors").longValue()),
                v.get("blocked_us") / 1e3,
                v.get("seconds"),
                0,
                v.get("loader_busy"),
                null,
                ErrorSecond.decode(bySecond));
    }
}
