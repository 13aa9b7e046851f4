package dev.brigade.conformance.reference;

import java.util.Set;

/**
 * One way the HTTP/2 and TLS reference ({@link JettyReference}) breaks a rule of CONTRACT.md §1.9, §7
 * or §8, and the checks that must fail for it: exactly these, in the mode they run in
 * ({@code teeth/H2TeethTest}). A fault of one mode's requests touches that mode only (a request
 * over TLS is the TLS mode's), so each race-bound check can be failed alone.
 */
public enum H2Fault {

    // plain mode: h2c
    H2C_OFF(
            "no h2c on the plain port: HTTP/1.1 only",
            Set.of(
                    "h2c.plaintext",
                    "h2c.routes",
                    "h2c.no-connection-headers",
                    "h2c.sse-frames",
                    "h2c.echo-413",
                    "h2c.header-list-refused",
                    "h2c.header-list-431",
                    "h2c.max-concurrent-streams",
                    "h2c.sigterm-goaway")),
    H2C_PLAINTEXT_WRONG_WORDS("over h2c /plaintext answers Hello, World?", Set.of("h2c.plaintext")),
    H2C_PLAINTEXT_TRAILING_NEWLINE("over h2c /plaintext answers Hello, World! and a newline", Set.of("h2c.routes")),
    H2C_CONNECTION_HEADER("over h2c a 400 answer carries connection: keep-alive", Set.of("h2c.no-connection-headers")),
    H2C_SSE_ONE_FRAME("over HTTP/2 the stream's ten events go out in one DATA frame", Set.of("h2c.sse-frames")),
    H2C_ECHO_NO_LIMIT("over h2c /echo reads a body of any size", Set.of("h2c.echo-413")),
    H2C_HEADER_LIST_UNLIMITED(
            "a header list of any size is served", Set.of("h2c.header-list-refused", "h2c.header-list-431")),
    H2C_HEADER_LIST_400("a header list over 16 KiB gets 400, not 431", Set.of("h2c.header-list-431")),
    H2C_FEW_STREAMS("SETTINGS_MAX_CONCURRENT_STREAMS 10", Set.of("h2c.max-concurrent-streams")),
    H2C_UPGRADE_TAKEN("Upgrade: h2c is taken (101 Switching Protocols)", Set.of("h2c.upgrade-not-taken")),
    H2C_SIGTERM_CUT("SIGTERM stops at once: the streams in flight are cut", Set.of("h2c.sigterm-goaway")),
    H2C_SIGTERM_NO_GOAWAY(
            "SIGTERM sends no GOAWAY: the requests in flight finish, then the process exits 0",
            Set.of("h2c.sigterm-goaway")),
    H2C_SIGTERM_EXIT_143(
            "after a graceful stop, exits 143, the JVM's own status after SIGTERM", Set.of("h2c.sigterm-goaway")),

    // TLS mode: what validate() and validateConduit ask over HTTPS
    TLS_PLAINTEXT_WRONG_WORDS("over HTTPS, HTTP/2, /plaintext answers Hello, World?", Set.of("tls.plaintext")),
    TLS_ECHO_REVERSED("over HTTPS /echo answers the body reversed", Set.of("tls.echo-4kib")),
    TLS_MENU_UNESCAPED("over HTTPS /menu leaves & unescaped", Set.of("tls.menu-page")),
    TLS_SSE_ONE_CHUNK("over HTTPS the stream's events go out in one chunk", Set.of("tls.sse-stream")),
    TLS_SSE_NO_SIGNALS_200("over HTTPS /sse without signals answers 200", Set.of("tls.sse-bad-signals")),
    TLS_UNKNOWN_PATH_200("over HTTPS /nope answers 200", Set.of("tls.unknown-path-404")),
    TLS_LIST_NO_COUNT("over HTTPS the list leaves out articlesCount", Set.of("tls.conduit-list-page")),
    TLS_ARTICLE_NO_BODY("over HTTPS an article leaves out its body", Set.of("tls.conduit-article")),
    TLS_MISSING_ARTICLE_200("over HTTPS article-9999 answers 200", Set.of("tls.conduit-article-missing")),
    TLS_COMMENT_WITHOUT_TOKEN_200(
            "over HTTPS a comment without a token answers 200", Set.of("tls.conduit-comment-no-token-401")),
    TLS_COMMENT_NO_AUTHOR("over HTTPS a new comment's answer leaves out its author", Set.of("tls.conduit-comment")),
    TLS_FAVORITE_NOT_COUNTED("over HTTPS a favorite's answer keeps the old count", Set.of("tls.conduit-favorite")),

    // TLS mode: what the handshake agrees
    TLS_ALPN_PREFERS_HTTP11("ALPN prefers http/1.1 when a client offers both", Set.of("tls.alpn-h2")),
    TLS_12_ONLY("TLS 1.2 only (the suite and the group are then not judged)", Set.of("tls.version-13", "tls.no-tls12")),
    TLS_12_ALLOWED("TLS 1.2 and its suites allowed beside 1.3", Set.of("tls.no-tls12")),
    TLS_AES_256_FIRST("TLS_AES_256_GCM_SHA384 enabled and preferred", Set.of("tls.aes-128-gcm")),
    TLS_SECP256R1_ONLY("secp256r1 the only group", Set.of("tls.x25519")),
    TLS_NO_HTTP11_BY_ALPN(
            "ALPN h2 only: a client asking for http/1.1 gets no handshake",
            Set.of("tls.http1-by-alpn", "tls.sse-stream")),
    TLS_PLAINTEXT_SERVED("plain HTTP served on the HTTPS port too", Set.of("tls.no-plaintext")),
    TLS_TICKETS("session tickets sent and resumption accepted", Set.of("tls.no-resumption")),

    // TLS mode: the start and the command line
    TLS_READY_TOO_LATE("in its TLS mode, answers nothing for 12 s after the start", Set.of("process.tls-ready")),
    TLS_BAD_FILE_TRACE("a missing certificate file ends with a stack trace", Set.of("process.tls-bad-file")),
    TLS_FLAG_ALONE_IGNORED("--tls-cert without --tls-key starts in plain mode", Set.of("process.tls-flag-alone"));

    private final String description;
    private final Set<String> trips;

    H2Fault(String description, Set<String> trips) {
        this.description = description;
        this.trips = trips;
    }

    public String description() {
        return description;
    }

    public Set<String> trips() {
        return trips;
    }

    /** Whether the fault is the TLS mode's (its checks run with --run-tls). */
    public boolean tls() {
        return name().startsWith("TLS_");
    }
}
