package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * A run's warm-up, from the fresh process's first request: how long it took, whether the compiler went
 * quiet before the ceiling, what the compiler spent before the load and during it, the curve (one slice
 * a second), and when the curve first reached 90% of the measured (steady) requests/s; null when it
 * did not within the warm-up.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record WarmupRecord(
        double seconds,
        boolean steady,
        double compilerMillisBeforeLoad,
        double compilerMillisDuringWarmup,
        Double secondsTo90PercentOfSteady,
        List<SteadyRule.Slice> curve) {

    static final double STEADY_SHARE = 0.90;

    WarmupRecord {
        curve = curve == null ? List.of() : List.copyOf(curve);
    }

    /** Everything the compiler threads used from exec until the warm-up ended. */
    @JsonProperty("compilerMillisUntilSteady")
    double compilerMillisUntilSteady() {
        return compilerMillisBeforeLoad + compilerMillisDuringWarmup;
    }

    /** The same warm-up, with the time its curve first reached 90% of the measured run's 2xx/s. */
    WarmupRecord against(double steadyRequestsPerSecond) {
        Double reached = curve.stream()
                .filter(s ->
                        steadyRequestsPerSecond > 0 && s.requestsPerSecond() >= STEADY_SHARE * steadyRequestsPerSecond)
                .map(SteadyRule.Slice::endSecond)
                .findFirst()
                .orElse(null);
        return new WarmupRecord(seconds, steady, compilerMillisBeforeLoad, compilerMillisDuringWarmup, reached, curve);
    }
}
