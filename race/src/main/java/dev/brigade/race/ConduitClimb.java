package dev.brigade.race;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Conduit's climb as the public race climbs it (race.json's {@code mixed}, mixed.go at 292cd0e8): the same
 * fixed total rates for every server, each offered as its four parts at their shares, one loader a part,
 * all at once; a climb stops at the first step answered under 90% of its rate, or with any error.
 * Each part's loader here is a Hyperfoil benchmark of its own (the race runs one oha a part), with the
 * race's connections: {@code max(8, ceil(share x the workload's connections))}, over HTTP/2 and TLS with
 * the workload's streams on each.
 */
final class ConduitClimb {

    /** race.json's {@code mixed.rates}: requests a second in all, the same for everyone. */
    static final List<Integer> RATES = List.of(250, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000);
    /** race.json's {@code warmup_seconds} and {@code measure_seconds} for each step. */
    static final int WARMUP_SECONDS = 3;

    static final int SECONDS = 60;
    /** {@code --quick}'s steps, which the report says are not the race's. */
    static final int QUICK_WARMUP_SECONDS = 1;

    static final int QUICK_SECONDS = 5;

    /** One kind of request in the mix; {@code path} is race.json's pattern, which {@link #yaml} draws from. */
    record Part(String name, String method, String path, double share, boolean auth, String body) {}

    static final List<Part> PARTS = List.of(
            new Part("list", "GET", "/api/articles\\?limit=20&offset=[0-9]{2}0", 0.50, false, null),
            new Part("article", "GET", "/api/articles/article-0[0-9]{3}", 0.30, false, null),
            new Part(
                    "comment",
                    "POST",
                    "/api/articles/article-0[0-9]{3}/comments",
                    0.15,
                    true,
                    "{\"comment\":{\"body\":\"Lovely roux.\"}}"),
            new Part("favorite", "POST", "/api/articles/article-0[0-9]{3}/favorite", 0.05, true, null));

    private ConduitClimb() {}

    /** A part's connections, as mixed.go's partCommand: {@code max(8, ceil(share x connections))}. */
    static int connections(Part part, Workload workload) {
        return Math.max(8, (int) Math.ceil(part.share() * workload.connections()));
    }

    /** A part's rate at a step: {@code max(1, round(share x rate))}. */
    static int offered(Part part, int rate) {
        return Math.max(1, (int) Math.round(part.share() * rate));
    }

    /** Whether a step lets the climb go on: 90% of the offered rate answered with 2xx, and no error (race.json's {@code saturated}). */
    static boolean held(double offered, double achieved, long errors) {
        return Ladder.held(offered, achieved, errors);
    }

    /**
     * One part's load at one rate as a Hyperfoil benchmark: an open model at a constant rate, its own
     * connections, HTTP/1.1 in the clear, or HTTP/2 by ALPN over TLS (any certificate taken, as oha's
     * {@code --insecure}) with {@code streams} requests at once on each connection.
     */
    static String yaml(Part part, Workload workload, int port, int rate, int seconds, String token) {
        int users = offered(part, rate);
        String http = workload.tls()
                ? "  host: https://%s:%d\n%s  allowHttp1x: false\n  maxHttp2Streams: %d\n"
                        .formatted(
                                ServerProcess.ADDRESS,
                                port,
                                HyperfoilBenchmark.pool(connections(part, workload)),
                                workload.streams())
                : "  host: http://%s:%d\n%s  allowHttp2: false\n"
                        .formatted(ServerProcess.ADDRESS, port, HyperfoilBenchmark.pool(connections(part, workload)));
        String phase = String.format(
                Locale.ROOT, """
                name: brigade-%1$s-%2$s
                http:
                %3$sphases:
                - measured:
                    constantRate:
                      usersPerSec: %4$d
                      duration: %5$ds
                      maxSessions: %6$d
                """, workload.name(), part.name(), http, users, seconds, Math.max(100, users * 2));
        return phase + HyperfoilBenchmark.indent(6, "scenario:\n" + scenario(part, token));
    }

    /** The race's patterns: {@code offset=[0-9]{2}0} (000 to 990) and {@code article-0[0-9]{3}} (article-0000 to article-0999). */
    private static String scenario(Part part, String token) {
        String pick = part.name().equals("list")
                ? "  - randomItem:\n      list: " + list(100, "\"%02d0\"") + "\n      toVar: offset\n"
                : "  - randomItem:\n      list: " + list(1000, "article-0%03d") + "\n      toVar: slug\n";
        String path = switch (part.name()) {
            case "list" -> "/api/articles?limit=20&offset=${offset}";
            case "article" -> "/api/articles/${slug}";
            case "comment" -> "/api/articles/${slug}/comments";
            default -> "/api/articles/${slug}/favorite";
        };
        StringBuilder s =
                new StringBuilder("- request:\n" + pick + "  - httpRequest:\n      " + part.method() + ": " + path
                        + "\n      metric: " + part.name() + "\n      timeout: " + HyperfoilBenchmark.TIMEOUT
                        + "\n      handler:\n        status:\n          range: 2xx\n");
        if (part.auth()) {
            // lower case: HTTP/2 refuses a header name with a capital (RFC 9113 §8.2.1), HTTP/1.1 does not mind
            s.append("      headers:\n        authorization: Token ")
                    .append(token)
                    .append('\n');
            if (part.body() != null) {
                s.append("        content-type: application/json\n");
            }
        }
        if (part.method().equals("POST")) {
            s.append("      body: '")
                    .append(part.body() == null ? "" : part.body())
                    .append("'\n");
        }
        return s.toString();
    }

    private static String list(int n, String format) {
        return IntStream.range(0, n).mapToObj(format::formatted).collect(Collectors.joining(", ", "[", "]"));
    }
}
