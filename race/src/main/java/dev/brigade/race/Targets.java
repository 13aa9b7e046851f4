package dev.brigade.race;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Issue 37's targets, in requests per CPU-second against raw-nio's, paired within rounds: what summary.md
 * holds each framework to. Against the race's Go competitor the target is 1: every one of our servers
 * spending less CPU per request than it on every workload both serve.
 */
final class Targets {

    static final String BASELINE = Ratio.SERVER_BASELINE;
    /** The race's Go competitor, raced as an outside competitor under this name. */
    static final String GO = "go";

    static final List<String> OURS = List.of("raw-nio", "vertx", "helidon", "micronaut", "quarkus");
    static final List<String> FRAMEWORKS = OURS.subList(1, OURS.size());

    /** HTTP/1.1: plaintext, the menu and SSE, each framework its own three targets. */
    static final List<String> HTTP1_WORKLOADS = List.of("plaintext", "templates", "sse");

    private static final Map<String, List<Double>> HTTP1 = Map.of(
            "vertx", List.of(0.9, 0.9, 0.5),
            "quarkus", List.of(0.8, 0.8, 0.5),
            "micronaut", List.of(0.75, 0.75, 0.4),
            "helidon", List.of(0.7, 0.7, 0.4));

    /** HTTP/2 and TLS: one target for every framework on each. */
    static final List<String> H2_TLS_WORKLOADS = List.of("plaintext-h2", "plaintext-tls", "templates-tls", "sse-tls");

    static final double H2_TLS = 0.6;

    private Targets() {}

    /** A framework's HTTP/1.1 target on one of {@link #HTTP1_WORKLOADS}. */
    static double http1(String framework, String workload) {
        return HTTP1.get(framework).get(HTTP1_WORKLOADS.indexOf(workload));
    }

    /** "0.9 / 0.9 / 0.5", as the issue writes them. */
    static String http1Text(String framework) {
        return HTTP1.get(framework).stream().map(String::valueOf).collect(Collectors.joining(" / "));
    }
}
