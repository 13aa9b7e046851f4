package dev.brigade.race;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A competitor as the results list it: what it is ({@code server} ours, {@code competitor} from a folder
 * in the public race's format, {@code reference} nginx), how it was started, its language and framework,
 * and the kit's verdicts. {@code verdict} is the race tier's, the only gate: {@code passed}, {@code not ready}
 * with {@code firstFailure} (the first failing race check, or why it could not be built or started),
 * {@code unchecked}, or {@code reference}; results from before the gate was named say {@code DNF}.
 * {@code contract} is the kit's verdict on brigade's whole contract, shown beside it, never a gate.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record Entrant(String name, String kind, String command, String verdict, String firstFailure, String language,
               String framework, String contract) {

    static final String NOT_READY = "not ready";

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
