package dev.brigade.race;

import java.util.List;
import java.util.Optional;

/**
 * One load shape, named as the public race names it (its {@code race.json}). {@code script} is the wrk Lua
 * resource that shapes the requests (null: a plain GET of {@code path}); {@code reference} says whether nginx
 * races it (plaintext and churn, in each section: {@link Nginx}). {@code streams} above 0 is HTTP/2, each connection carrying that many requests at once: by prior
 * knowledge (h2c) without {@code tls}, by ALPN with it; {@code tls} without streams is HTTP/1.1 over TLS. A
 * {@code tls} workload races each server's HTTPS mode, a second start of it with the race's certificate.
 */
record Workload(
        String name,
        String title,
        String path,
        int connections,
        boolean keepAlive,
        String script,
        boolean reference,
        int streams,
        boolean tls) {

    /** The body POST /echo sends: 4 KiB, as race.json's {@code body_bytes}. */
    static final int ECHO_BYTES = 4096;

    static final List<Workload> ALL = List.of(
            http1("plaintext", "Plaintext", "/plaintext", 256, true, null, true),
            http1("pipeline", "Plaintext, pipelined 16 deep", "/plaintext", 256, true, "pipeline.lua", true),
            http1("echo-4k", "Echo 4 KiB", "/echo", 256, true, "echo.lua", false),
            http1("templates", "Templates (/menu)", "/menu", 256, true, null, false),
            http1("sse", "SSE (Datastar, count 41)", "/sse?datastar=%7B%22count%22%3A41%7D", 256, true, null, false),
            http1("churn", "Connection churn", "/plaintext", 64, false, null, true),
            // RealWorld's mix, open loop only: climbed at the race's fixed rates (ConduitClimb), never in the rounds
            http1("conduit", "RealWorld (Conduit)", "/api/articles", 256, true, null, false),
            // race.json's h2c section: the same 256 requests in flight as plaintext's 256 connections
            new Workload("plaintext-h2", "Plaintext, HTTP/2 (h2c)", "/plaintext", 32, true, null, true, 8, false),
            // its TLS section: plaintext in h2c's shape, so that against plaintext-h2 it reads as TLS's cost;
            // the other twins as a browser's few connections of a few requests each
            new Workload("plaintext-tls", "Plaintext, HTTP/2 + TLS", "/plaintext", 32, true, null, true, 8, true),
            new Workload("echo-4k-tls", "Echo 4 KiB, HTTP/2 + TLS", "/echo", 128, true, null, false, 2, true),
            new Workload("templates-tls", "Templates, HTTP/2 + TLS", "/menu", 128, true, null, false, 2, true),
            new Workload(
                    "sse-tls",
                    "SSE (Datastar), HTTP/2 + TLS",
                    "/sse?datastar=%7B%22count%22%3A41%7D",
                    128,
                    true,
                    null,
                    false,
                    2,
                    true),
            // a full TLS 1.3 handshake per request: what a new visitor costs
            new Workload("churn-tls", "Connection churn, HTTP/1.1 + TLS", "/plaintext", 64, false, null, true, 0, true),
            new Workload(
                    "conduit-tls",
                    "RealWorld (Conduit), HTTP/2 + TLS",
                    "/api/articles",
                    128,
                    true,
                    null,
                    false,
                    2,
                    true));

    private static Workload http1(
            String name,
            String title,
            String path,
            int connections,
            boolean keepAlive,
            String script,
            boolean reference) {
        return new Workload(name, title, path, connections, keepAlive, script, reference, 0, false);
    }

    /** RealWorld's mix: climbed open loop at fixed rates after the rounds ({@link ConduitClimb}), not raced closed loop. */
    boolean mixed() {
        return name.startsWith("conduit");
    }

    /** HTTP/2 (h2c or over TLS): loaded by h2load, as is HTTP/1.1 over TLS, which wrk cannot speak. */
    boolean http2() {
        return streams > 0;
    }

    /** Whether h2load, not wrk, loads it: every HTTP/2 and every TLS workload. */
    boolean h2load() {
        return http2() || tls;
    }

    /** A POST of the 4 KiB body, as echo-4k's script sends it. */
    boolean postsBody() {
        return path.equals("/echo");
    }

    /** The race's section: {@code HTTP/1.1}, {@code h2c} or {@code HTTPS}. */
    String section() {
        return tls ? "HTTPS" : http2() ? "h2c" : "HTTP/1.1";
    }

    /** How the reports say what is sent: the connections, and the streams on each or a connection per request. */
    String shape() {
        String protocol = tls
                ? (http2() ? "HTTP/2 over TLS 1.3" : "HTTP/1.1 over TLS 1.3")
                : http2() ? "HTTP/2 (h2c)" : "HTTP/1.1";
        return protocol + ", " + connections + " connections"
                + (http2()
                        ? " x " + streams + " streams"
                        : keepAlive ? "" : ", a new connection per request" + (tls ? " (a full handshake each)" : ""));
    }

    static Optional<Workload> named(String name) {
        return ALL.stream()
                .filter(w -> w.name.equals(name) || w.aliases().contains(name))
                .findFirst();
    }

    /** Names the issue uses beside the public race's (the {@code brigade} script's race_wants_nginx knows nginx's). */
    List<String> aliases() {
        return switch (name) {
            case "echo-4k" -> List.of("echo");
            case "templates" -> List.of("menu");
            case "sse" -> List.of("stream");
            case "pipeline" -> List.of("pipelined");
            default -> List.of();
        };
    }
}
