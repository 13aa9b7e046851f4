package dev.brigade.conformance.robustness;

/**
 * A case's outcome: the rule met; a SHOULD (or a tolerated reaction) not met; a MUST broken; or not
 * run (a Conduit case without a database).
 */
public enum Verdict { PASS, WARN, FAIL, SKIP }
