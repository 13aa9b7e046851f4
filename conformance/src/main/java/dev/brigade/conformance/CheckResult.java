package dev.brigade.conformance;

/**
 * The outcome of one check.
 *
 * @param id          stable id such as {@code sse.chunk-per-event}
 * @param description one line saying what the case is
 * @param reference   where the rule is written: {@code CONTRACT.md §3.8, RFC 9112 §7.1}
 * @param level       {@code MUST} or {@code SHOULD}
 * @param status      passed, failed or skipped
 * @param detail      on failure what was expected and what came; on a skip, why; else empty
 * @param millis      how long the check took
 */
public record CheckResult(String id, String description, String reference, String level, Status status, String detail,
                          long millis) {

    public enum Status { PASSED, FAILED, SKIPPED }

    /** The heading of a failure: {@code sse.chunk-per-event [MUST, CONTRACT.md §3.8]: each of the ten ...}. */
    public String heading() {
        return id + " [" + level + ", " + reference + "]: " + description;
    }
}
