package dev.brigade.conformance.robustness;

/**
 * A case's outcome: the rule met; a SHOULD (or a tolerated reaction) not met; a MUST broken; not
 * run (a Conduit case without a database); or missed as the server declared it would
 * ({@code check --declared}: its framework decides it before any public hook).
 */
public enum Verdict {
    PASS,
    WARN,
    FAIL,
    SKIP,
    DECLARED
}
