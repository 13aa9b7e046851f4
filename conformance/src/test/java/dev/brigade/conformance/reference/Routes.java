package dev.brigade.conformance.reference;

import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/** Dispatches on path, then method; anything unknown is 404, a known path with the wrong method 405. */
final class Routes {

    static final long ECHO_LIMIT = 1_024 * 1_024;
    static final long OTHER_BODY_LIMIT = 64 * 1_024;

    private final Set<Fault> faults;
    private final SimpleRoutes simple;
    private final DatastarStream stream;
    private final Optional<ConduitRoutes> conduit;
    private final AtomicLong handled = new AtomicLong(); // fault EXITS_AFTER_500_REQUESTS
    private final Queue<byte[]> requestLog = new ConcurrentLinkedQueue<>(); // fault MEMORY_KEPT_PER_REQUEST

    Routes(Set<Fault> faults, Optional<ConduitRoutes> conduit) {
        this.faults = faults;
        this.simple = new SimpleRoutes(faults);
        this.stream = new DatastarStream(faults);
        this.conduit = conduit;
    }

    long bodyLimit(HttpRequest head) {
        if (!head.path().equals("/echo")) {
            return OTHER_BODY_LIMIT;
        }
        return faults.contains(Fault.ECHO_NO_LIMIT) ? 64 * ECHO_LIMIT : ECHO_LIMIT;
    }

    HttpResponse handle(HttpRequest request) {
        if (faults.contains(Fault.EXITS_AFTER_500_REQUESTS) && handled.incrementAndGet() == 500) {
            Runtime.getRuntime().halt(0);
        }
        if (faults.contains(Fault.MEMORY_KEPT_PER_REQUEST)) {
            requestLog.add(new byte[16 * 1_024]);
        }
        String method = faults.contains(Fault.METHOD_DEFAULTS_TO_GET) && !KNOWN_METHODS.contains(request.method())
                ? "GET"
                : request.method();
        if (method.equals("OPTIONS") && request.path().equals("*")) {
            // RFC 9110 §9.3.7: OPTIONS * asks about the server as a whole; these are all the methods it serves anywhere
            return HttpResponse.text(200, "").withHeader("Allow", "GET, HEAD, POST, OPTIONS");
        }
        if (method.equals("OPTIONS") && faults.contains(Fault.OPTIONS_WITHOUT_ALLOW)) {
            return HttpResponse.text(405, "Method Not Allowed");
        }
        boolean withoutAllow = faults.contains(Fault.WRONG_METHOD_405_WITHOUT_ALLOW) && !method.equals("OPTIONS");
        return switch (request.path()) {
            case "/plaintext" ->
                method.equals("GET") || faults.contains(Fault.ANY_METHOD_ON_PLAINTEXT)
                        ? simple.plaintext()
                        : notAllowed("GET", withoutAllow);
            case "/echo" -> method.equals("POST") ? simple.echo(request) : notAllowed("POST", withoutAllow);
            case "/menu" -> method.equals("GET") ? simple.menu() : notAllowed("GET", withoutAllow);
            case "/sse" -> method.equals("GET") ? stream.answer(request.query()) : notAllowed("GET", withoutAllow);
            default ->
                conduit.filter(c -> request.path().startsWith("/api/"))
                        .flatMap(c -> c.handle(request))
                        .orElseGet(() -> notFound(request.path()));
        };
    }

    private HttpResponse notFound(String path) {
        boolean catchAll = faults.contains(Fault.TOP_LEVEL_CATCH_ALL)
                && path.matches("/[^/]+")
                && NAMED.stream().noneMatch(path::startsWith);
        return faults.contains(Fault.UNKNOWN_PATH_OK) || catchAll
                ? HttpResponse.text(200, "")
                : HttpResponse.text(404, "Not Found");
    }

    /** Fault METHOD_DEFAULTS_TO_GET: the methods a router with GET as its default branch tells apart. */
    private static final Set<String> KNOWN_METHODS = Set.of("POST", "HEAD", "OPTIONS");

    /** The contract's paths, for fault TOP_LEVEL_CATCH_ALL: a path that begins like one is left alone. */
    private static final java.util.List<String> NAMED =
            java.util.List.of("/plaintext", "/echo", "/menu", "/sse", "/api");

    /** {@code withoutAllow}: fault WRONG_METHOD_405_WITHOUT_ALLOW, on every method but OPTIONS (http.options' own rule). */
    private static HttpResponse notAllowed(String allowed, boolean withoutAllow) {
        HttpResponse refused = HttpResponse.text(405, "Method Not Allowed");
        return withoutAllow ? refused : refused.withHeader("Allow", allowed);
    }
}
