package dev.brigade.conformance.durability;

/**
 * One write the load sent and what became of it.
 *
 * @param comment true for a comment (its {@code body} is unique to this write), false for a favorite
 * @param userId  the writer's user
 * @param slug    the article written to
 * @param body    the comment's body; empty for a favorite
 * @param status  the answer's status; 0 without one
 * @param answeredAt {@link System#nanoTime()} when the answer's status arrived; 0 without one
 */
record Write(boolean comment, int userId, String slug, String body, Outcome outcome, int status, long answeredAt) {

    enum Outcome {
        /** 200: the server says the write is done. */
        ACKNOWLEDGED,
        /** No connection, or closed before the request was all sent: never in flight. */
        REFUSED,
        /** Sent whole, then the connection ended (or 5 s passed) without an answer. */
        UNANSWERED,
        /** Answered with another status. */
        REJECTED
    }

    /** A server error: never an answer to a well-formed write (CONTRACT.md §4). */
    boolean serverError() {
        return status >= 500;
    }

    /**
     * A 503 that arrived after SIGTERM was sent ({@code drainFrom}, a nanoTime): a draining server's
     * honest refusal of a write it did not do, not a failure (CONTRACT.md §1.6).
     */
    boolean refusedByDrain(long drainFrom) {
        return status == 503 && answeredAt - drainFrom >= 0;
    }
}
