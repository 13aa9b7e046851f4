package dev.brigade.conformance.durability;

/**
 * One write the load sent and what became of it.
 *
 * @param comment true for a comment (its {@code body} is unique to this write), false for a favorite
 * @param userId  the writer's user
 * @param slug    the article written to
 * @param body    the comment's body; empty for a favorite
 * @param status  the answer's status; 0 without one
 */
record Write(boolean comment, int userId, String slug, String body, Outcome outcome, int status) {

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
}
