package dev.brigade.conformance;

/**
 * The outcome of one check.
 *
 * @param id          stable id such as {@code sse.chunk-per-event}
 * @param description one line saying what the rule is
 * @param status      passed, failed or skipped
 * @param detail      on failure what was expected and what came; on a skip, why; else empty
 * @param millis      how long the check took
 */
public record CheckResult(String id, String description, Status status, String detail, long millis) {

    public enum Status { PASSED, FAILED, SKIPPED }
}
