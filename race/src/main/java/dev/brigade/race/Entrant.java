package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A competitor as the results list it: what it is ({@code server} ours, {@code competitor} from a folder
 * in the public race's format, {@code reference} nginx), how it was started, its language and framework,
 * and the kit's verdicts. {@code verdict} is the race tier's, the only gate: {@code passed}, {@code not ready}
 * with {@code firstFailure} (the first failing race check, or why it could not be built or started),
 * {@code unchecked}, or {@code reference}; results from before the gate was named say {@code DNF}.
 * {@code contract} is the kit's verdict on brigade's whole contract, shown beside it, never a gate. {@code tls} is
 * the race tier's verdict on its HTTPS mode, the gate of the TLS workloads: {@code passed}, {@code not ready: ...},
 * {@code unchecked}, {@code reference} (nginx, unchecked), or null when it has no HTTPS mode (it sits them out).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record Entrant(
        String name,
        String kind,
        String command,
        String verdict,
        String firstFailure,
        String language,
        String framework,
        String contract,
        String tls) {

    static final String NOT_READY = "not ready";

    /** Without an HTTPS mode's verdict: {@code tls} null, no HTTPS mode (or results from before it). */
    Entrant(
            String name,
            String kind,
            String command,
            String verdict,
            String firstFailure,
            String language,
            String framework,
            String contract) {
        this(name, kind, command, verdict, firstFailure, language, framework, contract, null);
    }

    /** Whether it races the TLS workloads: the kit passed its HTTPS mode, or the race ran unchecked and it has one, or nginx. */
    boolean racesTls() {
        return !dnf() && ("passed".equals(tls) || "unchecked".equals(tls) || "reference".equals(tls));
    }

    Entrant(String name, String kind, String command, String verdict, String firstFailure) {
        this(name, kind, command, verdict, firstFailure, null, null, null);
    }

    boolean dnf() {
        return NOT_READY.equals(verdict) || "DNF".equals(verdict);
    }

    /** "Go, net/http" or whichever of the two is known. */
    String stack() {
        String l = language == null ? "" : language;
        String f = framework == null ? "" : framework;
        return l.isEmpty() ? f : f.isEmpty() ? l : l + ", " + f;
    }
}
