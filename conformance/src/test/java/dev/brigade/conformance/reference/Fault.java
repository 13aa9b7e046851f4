package dev.brigade.conformance.reference;

import java.util.Set;

/**
 * Switches for {@link ReferenceServer}, each breaking exactly one rule of the contract, with the ids
 * of the kit's checks that must fail when it is on (and no others).
 */
public enum Fault {
    PLAINTEXT_NO_CHARSET("Content-Type text/plain without charset=utf-8", "plaintext.content-type"),
    PLAINTEXT_TRAILING_NEWLINE("plaintext body ends in a newline", "plaintext.body", "plaintext.content-length"),
    ECHO_TRUNCATED("echo drops the last byte"),
    ECHO_NO_LIMIT("echo takes bodies above 1 MiB"),
    MENU_DISH_UNESCAPED("one dish name not HTML-escaped"),
    MENU_CHUNKED("the menu sent chunked instead of with Content-Length"),
    SSE_EVENTS_MERGED("all ten events in one chunk"),
    SSE_NO_SPACE("event:x without the space"),
    SSE_ID_LINE("an id: line in every event"),
    SSE_CONTENT_LENGTH("the stream sent with Content-Length"),
    SSE_BAD_SIGNALS_OK("200 for bad signals"),
    SSE_N_IS_COUNT("N = count instead of count + 1"),
    NO_DATE_HEADER("no Date header"),
    DATE_FROZEN("Date frozen at start"),
    UNKNOWN_PATH_OK("200 for an unknown path"),
    PIPELINE_OUT_OF_ORDER("pipelined answers out of order"),
    KEEP_ALIVE_IGNORED("connection closed after every answer"),
    HEADERS_TOO_LARGE_400("400 instead of 431 for a head too large"),
    IMAGE_EMPTY_STRING("author image \"\" instead of null"),
    FAVORITES_COUNT_STRING("favoritesCount as a string"),
    LIST_OLDEST_FIRST("the list oldest first"),
    BODY_IN_LIST("body inside the list"),
    TAGS_UNSORTED("tagList not sorted"),
    ARTICLES_COUNT_PAGE_SIZE("articlesCount = the page size"),
    FAVORITED_IGNORES_TOKEN("favorited false whatever the token"),
    BAD_LIMIT_500("500 for a bad limit"),
    WRITE_403("403 instead of 401 without a valid token"),
    COMMENT_NOT_STORED("a comment acknowledged but not stored"),
    FAVORITE_COUNTED_TWICE("a second favorite counted again"),
    TIMESTAMP_NO_MILLIS("a new comment's timestamp without milliseconds"),
    COMMENT_ON_MISSING_ARTICLE_OK("200 for a comment on a missing article"),
    SLUG_CONCATENATED_INTO_SQL("the slug pasted into the SQL text"),
    SIGTERM_IGNORED("SIGTERM does nothing (launch mode only)"),
    EXIT_NONZERO("exits 1 after SIGTERM (launch mode only)");

    private final String description;
    private final Set<String> trips;

    Fault(String description, String... trips) {
        this.description = description;
        this.trips = Set.of(trips);
    }

    public String description() {
        return description;
    }

    /** The ids of the kit's checks this fault must fail, and the only ones. */
    public Set<String> trips() {
        return trips;
    }

    /** Faults of the process itself, visible only when the kit launches the server. */
    public boolean processOnly() {
        return this == SIGTERM_IGNORED || this == EXIT_NONZERO;
    }

    public static Set<Fault> processFaults() {
        return Set.of(SIGTERM_IGNORED, EXIT_NONZERO);
    }
}
