package dev.brigade.conformance.robustness;

/** How strongly a rule binds: a MUST not met fails the case, a SHOULD not met only warns. */
public enum Level {
    MUST,
    SHOULD
}
