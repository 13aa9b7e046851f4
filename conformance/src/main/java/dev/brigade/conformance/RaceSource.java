package dev.brigade.conformance;

import java.util.List;

/**
 * Where the race tier comes from: the public race's own check code (the repository
 * Eldhus/fourneau-dragrace, its tool in {@code tools/cmd/dragrace/}) at one pinned commit. Each
 * check the race makes before it races a competitor is one entry here and one race-tier check of
 * the kit, and back ({@code RaceSourceTest}). A competitor that fails any of them is DNF there.
 * <p>
 * At the pinned commit the race starts a competitor once per mode: plain, where {@code validate}
 * also asks {@code /plaintext} over h2c, and, for a competitor with {@code run.tls}, HTTPS, where it
 * asks the same over HTTP/2 by ALPN (the stream over HTTP/1.1), then {@code validateTLS}, and
 * {@code validateConduit} over HTTP/2. {@code mixed.go} was read at the pinned commit; {@code race.go}
 * and {@code tls.go} at 24d5198, their newest version the public index holds (the pinned commit's
 * {@code race.json} and {@code RACING.md} have the same modes and workloads).
 */
public final class RaceSource {

    public static final String REPOSITORY = "Eldhus/fourneau-dragrace";
    public static final String COMMIT = "292cd0e8aa1de1d3ed1c5f247df68387da310fed";

    /**
     * One check of the race's code.
     *
     * @param checkId  the kit's race-tier check that makes the same request and judges it the same way
     * @param file     the race's file, from the repository's root
     * @param function the Go function that makes the check
     * @param what     the request and the answer it takes, in one line
     */
    public record Entry(String checkId, String file, String function, String what) {}

    private static final String RACE_GO = "tools/cmd/dragrace/race.go";
    private static final String STREAM_GO = "tools/cmd/dragrace/stream.go";
    private static final String MIXED_GO = "tools/cmd/dragrace/mixed.go";
    private static final String TLS_GO = "tools/cmd/dragrace/tls.go";

    public static final List<Entry> ENTRIES = List.of(
            new Entry(
                    "process.ready",
                    RACE_GO,
                    "waitReady",
                    "started with --address --port --database, GET /plaintext answers 200 within 10 s"),
            new Entry("plaintext.body", RACE_GO, "validate", "GET /plaintext: the body Hello, World!"),
            new Entry(
                    "echo.4kib",
                    RACE_GO,
                    "validate",
                    "POST /echo with echo-4k's 4,096 random bytes (application/octet-stream): the same bytes back"),
            new Entry(
                    "menu.page",
                    RACE_GO,
                    "validate",
                    "GET /menu: workloads/menu.html, entity spellings mapped alike (canonicalEntities)"),
            new Entry(
                    "sse.stream",
                    STREAM_GO,
                    "checkStream",
                    "GET /sse?datastar=%7B%22count%22%3A41%7D: HTTP/1.1 200, text/event-stream, chunked, a chunk per event"),
            new Entry("sse.bad-signals-no-parameter", RACE_GO, "validateStream", "GET /sse without signals: 400"),
            new Entry("http.unknown-path-404", RACE_GO, "validate", "GET /nope: 404"),
            new Entry(
                    "conduit.list-page",
                    MIXED_GO,
                    "validateConduit",
                    "the list: GET /api/articles?limit=20&offset=40, the seed's model, no token"),
            new Entry(
                    "conduit.article",
                    MIXED_GO,
                    "validateConduit",
                    "an article: GET /api/articles/article-0123, the seed's model with its body"),
            new Entry(
                    "conduit.article-missing",
                    MIXED_GO,
                    "validateConduit",
                    "a missing article: GET /api/articles/article-9999, 404"),
            new Entry(
                    "conduit.comment-no-token-401",
                    MIXED_GO,
                    "validateConduit",
                    "a comment without a token: POST /api/articles/article-0001/comments, 401"),
            new Entry(
                    "conduit.comment",
                    MIXED_GO,
                    "validateConduit",
                    "a comment: POST Lovely roux. on article-0001 as user 0, a new id and ISO 8601 time with ms"),
            new Entry(
                    "conduit.favorite",
                    MIXED_GO,
                    "validateConduit",
                    "a favorite: POST /api/articles/article-0001/favorite as user 0, favorited true, the count plus one"),
            new Entry(
                    "h2c.plaintext",
                    RACE_GO,
                    "validate",
                    "plain mode: curl --http2-prior-knowledge URL/plaintext answers Hello, World!"),
            // the TLS mode: the competitor started again with its run.tls arguments, on the race's certificate
            new Entry(
                    "process.tls-ready",
                    RACE_GO,
                    "waitReady",
                    "TLS mode: GET https://.../plaintext answers 200 within 10 s (curl -k)"),
            new Entry("tls.plaintext", RACE_GO, "validate", "TLS mode: GET /plaintext, HTTP/2 by ALPN: Hello, World!"),
            new Entry("tls.alpn-h2", TLS_GO, "validateTLS", "TLS mode: curl's ALPN agreed HTTP/2 (http_version 2)"),
            new Entry("tls.version-13", TLS_GO, "validateTLS", "TLS mode: TLSv1.3 agreed"),
            new Entry(
                    "tls.aes-128-gcm",
                    TLS_GO,
                    "validateTLS",
                    "TLS mode: AES-128-GCM agreed, curl offering TLS_AES_256_GCM_SHA384 first"),
            new Entry("tls.x25519", TLS_GO, "validateTLS", "TLS mode: X25519 agreed"),
            new Entry(
                    "tls.echo-4kib",
                    RACE_GO,
                    "validate",
                    "TLS mode: POST /echo with echo-4k's body, HTTP/2: the same bytes"),
            new Entry(
                    "tls.menu-page",
                    RACE_GO,
                    "validate",
                    "TLS mode: GET /menu, HTTP/2: workloads/menu.html, entities alike"),
            new Entry(
                    "tls.sse-stream",
                    STREAM_GO,
                    "checkStream",
                    "TLS mode: the stream for count 41 over HTTP/1.1 (curl --http1.1): a chunk per event"),
            new Entry(
                    "tls.sse-bad-signals",
                    RACE_GO,
                    "validateStream",
                    "TLS mode: GET /sse without signals, HTTP/2: 400"),
            new Entry("tls.unknown-path-404", RACE_GO, "validate", "TLS mode: GET /nope, HTTP/2: 404"),
            new Entry(
                    "tls.conduit-list-page",
                    MIXED_GO,
                    "validateConduit",
                    "TLS mode, HTTP/2: the list, limit=20&offset=40"),
            new Entry(
                    "tls.conduit-article", MIXED_GO, "validateConduit", "TLS mode, HTTP/2: article-0123 with its body"),
            new Entry(
                    "tls.conduit-article-missing", MIXED_GO, "validateConduit", "TLS mode, HTTP/2: article-9999, 404"),
            new Entry(
                    "tls.conduit-comment-no-token-401",
                    MIXED_GO,
                    "validateConduit",
                    "TLS mode, HTTP/2: a comment without a token, 401"),
            new Entry(
                    "tls.conduit-comment",
                    MIXED_GO,
                    "validateConduit",
                    "TLS mode, HTTP/2: Lovely roux. on article-0001 as user 0"),
            new Entry(
                    "tls.conduit-favorite",
                    MIXED_GO,
                    "validateConduit",
                    "TLS mode, HTTP/2: a favorite on article-0001 (the load user's first unfavorited) as user 0"));

    private RaceSource() {}

    /** {@code Eldhus/fourneau-dragrace at 292cd0e...}: what {@code check --version} prints. */
    public static String pinned() {
        return REPOSITORY + " at " + COMMIT;
    }
}
