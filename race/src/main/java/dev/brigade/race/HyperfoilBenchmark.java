package dev.brigade.race;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The ladder's load as Hyperfoil benchmark definitions (its YAML, as its own examples write them):
 * one constantRate phase, an open model, at a fixed rate for a fixed time. Conduit climbs as the race
 * does instead ({@link ConduitClimb}).
 */
final class HyperfoilBenchmark {

    /** Each request gives up after this long, as wrk's --timeout in the closed loop. */
    static final String TIMEOUT = "5s";

    /**
     * A pooled connection unused this long is closed by the loader. Every server closes a connection
     * silent for 10 s (CONTRACT §2.13), and Hyperfoil's shared pool hands out the connection released
     * last first (a stack): below full load the connections at its bottom sit unused until the server
     * closes them, and a burst that reaches one while the server closes it loses its request as a
     * connection error. Closed here at half the server's bound, they never race the server's close.
     */
    static final String KEEP_ALIVE = "5s";

    private HyperfoilBenchmark() {}

    /**
     * {@code sessions} caps the requests in flight or waiting (the phase fails beyond it): enough for
     * two seconds of backlog, so a server that falls behind shows as latency and then as a shortfall.
     */
    static String yaml(String workload, int port, double rate, int seconds, int connections, String token) {
        int sessions = (int) Math.max(1000, Math.ceil(rate * 2));
        String phase = String.format(
                Locale.ROOT, """
                name: brigade-%1$s
                http:
                  host: http://%2$s:%3$d
                %4$sphases:
                - measured:
                    constantRate:
                      usersPerSec: %5$.3f
                      duration: %6$ds
                      maxSessions: %7$d
                """, workload, ServerProcess.ADDRESS, port, pool(connections), rate, seconds, sessions);
        return phase
                + switch (workload) {
                    case "templates" -> indent(6, "scenario:\n" + get("menu", "/menu"));
                    default -> throw new IllegalArgumentException("no open-loop load for workload " + workload);
                };
    }

    /** The {@code http} section's pool: {@code connections} open all along, each closed by us after {@link #KEEP_ALIVE} unused. */
    static String pool(int connections) {
        return "  sharedConnections:\n    core: %d\n    max: %d\n    keepAliveTime: %s\n"
                .formatted(connections, connections, KEEP_ALIVE);
    }

    private static String get(String metric, String path) {
        return "- request:\n  - httpRequest:\n      GET: " + path + "\n      metric: " + metric + "\n" + request();
    }

    /** What every request carries: the timeout and the check that only a 2xx counts as answered. */
    private static String request() {
        return "      timeout: " + TIMEOUT + "\n      handler:\n        status:\n          range: 2xx\n";
    }

    private static String fork(String name, int weight, String scenario) {
        return "  " + name + ":\n    weight: " + weight + "\n    scenario:\n" + indent(4, scenario);
    }

    static String indent(int spaces, String text) {
        String pad = " ".repeat(spaces);
        return text.lines().map(l -> l.isEmpty() ? l : pad + l).collect(Collectors.joining("\n", "", "\n"));
    }
}
