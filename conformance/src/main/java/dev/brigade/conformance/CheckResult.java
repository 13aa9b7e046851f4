package dev.brigade.conformance;

import dev.brigade.conformance.run.Tier;

/**
 * The outcome of one check.
 *
 * @param id          stable id such as {@code sse.stream}
 * @param description one line saying what the case is
 * @param reference   where the rule is written: {@code CONTRACT.md §3.8, RFC 9112 §7.1}
 * @param level       {@code MUST} or {@code SHOULD}
 * @param tier        the race's rule or brigade's own
 * @param status      passed, failed, declared (a failure the server declared as its framework's
 *                    behaviour, {@code check --declared}) or skipped
 * @param detail      on failure what was expected and what came; on a skip, why; for a declared
 *                    failure the declared reason, then the failure; else empty
 * @param millis      how long the check took
 */
public record CheckResult(
        String id,
        String description,
        String reference,
        String level,
        Tier tier,
        Status status,
        String detail,
        long millis) {

    public enum Status {
        PASSED,
        FAILED,
        DECLARED,
        SKIPPED
    }

    /** The heading of a failure: {@code sse.stream [race, MUST, CONTRACT.md §3.7]: the stream ...}. */
    public String heading() {
        return id + " [" + tier.label() + ", " + level + ", " + reference + "]: " + description;
    }

    public CheckResult with(Status newStatus, String newDetail) {
        return new CheckResult(id, description, reference, level, tier, newStatus, newDetail, millis);
    }
}
