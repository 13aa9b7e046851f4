package dev.brigade.conformance.robustness;

import java.util.Optional;

/**
 * The outcome of one case.
 *
 * @param id      the case's id with the profile's prefix, e.g. {@code robust.cl-te.both}
 * @param detail  for a warning or failure: what was acceptable, what came, the raw request and answer (escaped)
 * @param undeclarable why no declaration can cover this outcome (a crash, a hang, a framing in doubt), if so
 */
public record CaseResult(
        String id, Case kase, Verdict verdict, String detail, long millis, Optional<String> undeclarable) {

    /** A result whose outcome a declaration may cover, if it fails. */
    public CaseResult(String id, Case kase, Verdict verdict, String detail, long millis) {
        this(id, kase, verdict, detail, millis, Optional.empty());
    }
}
