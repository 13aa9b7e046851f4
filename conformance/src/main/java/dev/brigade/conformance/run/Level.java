package dev.brigade.conformance.run;

/** How binding a rule is (CONTRACT.md §0.1): a MUST fails the server, a SHOULD is reported. */
public enum Level {
    MUST,
    SHOULD
}
