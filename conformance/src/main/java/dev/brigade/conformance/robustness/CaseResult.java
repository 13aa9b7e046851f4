package dev.brigade.conformance.robustness;

/**
 * The outcome of one case.
 *
 * @param id      the case's id with the profile's prefix, e.g. {@code robust.cl-te.both}
 * @param detail  for a warning or failure: what was acceptable, what came, the raw request and answer (escaped)
 */
public record CaseResult(String id, Case kase, Verdict verdict, String detail, long millis) { }
