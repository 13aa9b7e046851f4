package dev.brigade.conformance.h2robust;

import dev.brigade.conformance.robustness.Level;

/**
 * One case of the HTTP/2 robustness profile: a raw-frame exchange over h2c and the rule it tests.
 *
 * @param id    the id without the profile's prefix, e.g. {@code flood.ping}
 * @param rule  where the rule is: RFC 9113 or RFC 7541 section, a CVE, CONTRACT.md
 * @param what  what the kit sends, in a few words
 * @param expected what passes, in a few words
 */
public record H2Case(String id, Level level, String rule, String what, String expected, Probe probe) {

    /** The exchange: opens its connections through {@code connections}, returns what it judged. */
    @FunctionalInterface
    public interface Probe {
        Outcome run(Connections connections) throws Exception;
    }

    /** A case's own judgement (before the liveness check after it), and what it saw. */
    public record Outcome(boolean met, String observed) {
        public static Outcome met(String observed) {
            return new Outcome(true, observed);
        }

        public static Outcome missed(String observed) {
            return new Outcome(false, observed);
        }
    }
}
