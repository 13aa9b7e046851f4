package dev.brigade.conformance;

import java.util.List;

/**
 * Where the race tier comes from: the public race's own check code (the repository
 * Eldhus/fourneau-dragrace, its tool in {@code tools/cmd/dragrace/}) at one pinned commit. Each
 * check the race makes before it races a competitor is one entry here and one race-tier check of
 * the kit, and back ({@code RaceSourceTest}). A competitor that fails any of them is DNF there.
 */
public final class RaceSource {

    public static final String REPOSITORY = "Eldhus/fourneau-dragrace";
    public static final String COMMIT = "96ad7110a621dc598a4d6865e97ccce99754a3ea";

    /**
     * One check of the race's code.
     *
     * @param checkId  the kit's race-tier check that makes the same request and judges it the same way
     * @param file     the race's file, from the repository's root
     * @param function the Go function that makes the check
     * @param what     the request and the answer it takes, in one line
     */
    public record Entry(String checkId, String file, String function, String what) { }

    private static final String RACE_GO = "tools/cmd/dragrace/race.go";
    private static final String STREAM_GO = "tools/cmd/dragrace/stream.go";
    private static final String MIXED_GO = "tools/cmd/dragrace/mixed.go";

    public static final List<Entry> ENTRIES = List.of(
            new Entry("process.ready", RACE_GO, "waitReady",
                    "started with --address --port --database, GET /plaintext answers 200 within 10 s"),
            new Entry("plaintext.body", RACE_GO, "validate", "GET /plaintext: the body Hello, World!"),
            new Entry("echo.4kib", RACE_GO, "validate",
                    "POST /echo with echo-4k's 4,096 random bytes (application/octet-stream): the same bytes back"),
            new Entry("menu.page", RACE_GO, "validate",
                    "GET /menu: workloads/menu.html, entity spellings mapped alike (canonicalEntities)"),
            new Entry("sse.stream", STREAM_GO, "checkStream",
                    "GET /sse?datastar=%7B%22count%22%3A41%7D: HTTP/1.1 200, text/event-stream, chunked, a chunk per event"),
            new Entry("sse.bad-signals-no-parameter", RACE_GO, "validateStream", "GET /sse without signals: 400"),
            new Entry("http.unknown-path-404", RACE_GO, "validate", "GET /nope: 404"),
            new Entry("conduit.list-page", MIXED_GO, "validateConduit",
                    "the list: GET /api/articles?limit=20&offset=40, the seed's model, no token"),
            new Entry("conduit.article", MIXED_GO, "validateConduit",
                    "an article: GET /api/articles/article-0123, the seed's model with its body"),
            new Entry("conduit.article-missing", MIXED_GO, "validateConduit",
                    "a missing article: GET /api/articles/article-9999, 404"),
            new Entry("conduit.comment-no-token-401", MIXED_GO, "validateConduit",
                    "a comment without a token: POST /api/articles/article-0001/comments, 401"),
            new Entry("conduit.comment", MIXED_GO, "validateConduit",
                    "a comment: POST Lovely roux. on article-0001 as user 0, a new id and ISO 8601 time with ms"),
            new Entry("conduit.favorite", MIXED_GO, "validateConduit",
                    "a favorite: POST /api/articles/article-0001/favorite as user 0, favorited true, the count plus one"));

    private RaceSource() { }

    /** {@code Eldhus/fourneau-dragrace at 96ad711...}: what {@code check --version} prints. */
    public static String pinned() {
        return REPOSITORY + " at " + COMMIT;
    }
}
