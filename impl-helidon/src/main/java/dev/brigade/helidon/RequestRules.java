package dev.brigade.helidon;

import io.helidon.http.DirectHandler;
import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.http.HttpPrologue;
import io.helidon.http.Method;
import io.helidon.http.ServerRequestHeaders;
import io.helidon.http.ServerResponseHeaders;
import io.helidon.http.Status;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.DirectHandlers;
import io.helidon.webserver.http.Filter;
import io.helidon.webserver.http.FilterChain;
import io.helidon.webserver.http.RoutingRequest;
import io.helidon.webserver.http.RoutingResponse;
import io.helidon.webserver.http.ServerResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * The contract's rules around every route, as Helidon's two hooks for them: one routing
 * {@link Filter} and, for what Helidon answers before routing, its {@link DirectHandler}.
 *
 * <p>The filter sets this server's {@code Date} ({@link HttpDate}); refuses, with SIGTERM's drain
 * ({@link #drain}) under way, every new request 503; refuses a head Helidon's parser lets through
 * (RFC 9112 §3.2, CONTRACT §2.11, §2.12): a target in none of the four forms, a fragment, bytes
 * outside visible ASCII, {@code *} outside OPTIONS, a {@code Host} port past 65535, an empty
 * header name (400), a header section over the contract's 16 KiB (431; Helidon's own limit answers
 * 400, so it is set above this one); and ends the connection after an answer that says
 * {@code Connection: close}: Helidon writes the header but would read on (RFC 9112 §9.6).
 *
 * <p>The direct handler gives Helidon's own answers the same {@code Date}, and a request line its
 * parser throws on ({@code GE(T}), which reaches it as an internal error with no request, 400.
 */
final class RequestRules implements Filter, DirectHandler {

    private static final Status HEADERS_TOO_LARGE = Status.create(431, "Request Header Fields Too Large");
    /** The absolute-form's start (RFC 3986 §3.1): a scheme, then {@code ://}. */
    private static final Pattern ABSOLUTE_FORM = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*://");

    private static final Header EVERY_METHOD = HeaderValues.createCached(HeaderNames.ALLOW, "GET, HEAD, POST, OPTIONS");

    private final HttpDate date = new HttpDate(Clock.systemUTC());
    private final int maxHeadersSize;
    private final Duration settle;
    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile boolean draining;

    /** The rules with a drain that is done when nothing is in flight (no write queue behind it). */
    RequestRules(int maxHeadersSize) {
        this(maxHeadersSize, Duration.ZERO);
    }

    /** With a write queue: once nothing is in flight, the drain waits {@code settle} for queued answers. */
    RequestRules(int maxHeadersSize, Duration settle) {
        this.maxHeadersSize = maxHeadersSize;
        this.settle = settle;
    }

    @Override
    public void filter(FilterChain chain, RoutingRequest request, RoutingResponse response) {
        response.header(date.header());
        // counted before the flag is read, so drain(), which sets the flag and then reads the count,
        // sees every request that read the flag unset
        inFlight.incrementAndGet();
        try {
            if (draining) {
                refuse(request.prologue(), response, Status.SERVICE_UNAVAILABLE_503, "");
            } else {
                checkHead(chain, request, response);
            }
        } finally {
            inFlight.decrementAndGet();
        }
        // Helidon adds the header to the response's own when the request asked for close
        if (response.isSent() && response.headers().containsToken(HeaderValues.CONNECTION_CLOSE)) {
            throw new CloseConnectionException("the answer said Connection: close");
        }
    }

    @Override
    public TransportResponse handle(
            TransportRequest request, EventType type, Status status, ServerResponseHeaders headers, String message) {
        // errors inside routing carry their request and stay 500: only an unparsed line is the client's
        boolean unparsed = type == EventType.INTERNAL_ERROR && request == TransportRequest.empty();
        headers.set(date.header());
        return DirectHandler.defaultHandler()
                .handle(request, type, unparsed ? Status.BAD_REQUEST_400 : status, headers, message);
    }

    /** This handler for every event Helidon answers outside routing. */
    DirectHandlers directHandlers() {
        DirectHandlers.Builder builder = DirectHandlers.builder();
        for (EventType type : EventType.values()) {
            builder.addHandler(type, this);
        }
        return builder.build();
    }

    /**
     * SIGTERM's drain, before {@code WebServer.stop()}: refuses every request from now on and waits
     * until those being served are answered, then {@code settle} for their queued answers, all within
     * {@code bound}. Returns whether none was left in flight. Why not {@code stop()} alone: it
     * interrupts a connection whose head is still being read without a lock (Helidon 4.5's
     * {@code Http1Connection.close(false)}), so a request served in between could lose its answer.
     */
    boolean drain(Duration bound) {
        draining = true;
        long deadline = System.nanoTime() + bound.toNanos();
        while (inFlight.get() > 0) {
            if (System.nanoTime() - deadline >= 0 || !sleep(Duration.ofMillis(5))) {
                return inFlight.get() == 0;
            }
        }
        long settling = Math.min(settle.toNanos(), deadline - System.nanoTime());
        if (settling > 0) {
            sleep(Duration.ofNanos(settling));
        }
        return true;
    }

    /** Requests being served now (tests wait on it instead of sleeping). */
    int inFlight() {
        return inFlight.get();
    }

    static boolean isHttp2(HttpPrologue prologue) {
        return "2.0".equals(prologue.protocolVersion());
    }

    /**
     * A refusal's answer. Over HTTP/1.1 it says {@code Connection: close}, and the filter ends the
     * connection after it. Over HTTP/2 only that stream ends: the connection carries other streams and
     * no connection-specific header (RFC 9113 §8.2.2).
     */
    static void refuse(HttpPrologue prologue, ServerResponse response, Status status, String why) {
        response.status(status);
        if (!isHttp2(prologue)) {
            response.header(HeaderValues.CONNECTION_CLOSE);
        }
        response.send(why);
    }

    /** The head's rules; a head that keeps them goes on to its route. */
    private void checkHead(FilterChain chain, RoutingRequest request, RoutingResponse response) {
        HttpPrologue prologue = request.prologue();
        String target = prologue.uriPath().rawPath();
        if (target.equals("*")) {
            if (prologue.method().equals(Method.OPTIONS)) {
                response.header(EVERY_METHOD).send();
            } else {
                refuse(request.prologue(), response, Status.BAD_REQUEST_400, "* is the target of OPTIONS only");
            }
        } else if (!target.startsWith("/") && !ABSOLUTE_FORM.matcher(target).lookingAt()) {
            refuse(request.prologue(), response, Status.BAD_REQUEST_400, "a request-target in none of the four forms");
        } else if (prologue.fragment().hasValue()) {
            refuse(request.prologue(), response, Status.BAD_REQUEST_400, "a fragment in the request-target");
        } else if (!visibleAscii(target)
                || (prologue.hasQuery() && !visibleAscii(prologue.query().rawValue()))) {
            refuse(
                    request.prologue(),
                    response,
                    Status.BAD_REQUEST_400,
                    "bytes outside visible ASCII in the request-target");
        } else if (hostPortPastRange(request.headers())) {
            refuse(request.prologue(), response, Status.BAD_REQUEST_400, "a Host port past 65535");
        } else {
            Status headers = headers(request);
            if (headers != null) {
                refuse(
                        request.prologue(),
                        response,
                        headers,
                        "a header with an empty name, or a header section over " + maxHeadersSize + " bytes");
            } else {
                chain.proceed();
            }
        }
    }

    /** 400 for an empty name, 431 for a section over the limit (name ": " value CRLF, per value), else null. */
    private Status headers(RoutingRequest request) {
        long size = 0;
        for (Header header : request.headers()) {
            int name = header.name().length();
            if (name == 0) {
                return Status.BAD_REQUEST_400;
            }
            // get() for the common single value: allValues() makes a list on every request
            if (header.valueCount() == 1) {
                size += name + header.get().length() + 4;
            } else {
                for (String value : header.allValues()) {
                    size += name + value.length() + 4;
                }
            }
        }
        return size > maxHeadersSize ? HEADERS_TOO_LARGE : null;
    }

    private static boolean hostPortPastRange(ServerRequestHeaders headers) {
        return headers.contains(HeaderNames.HOST)
                && portPastRange(headers.get(HeaderNames.HOST).get());
    }

    /** Helidon checks a Host port's digits, not its range (RFC 3986 §3.2.3: 0 to 65535). */
    private static boolean portPastRange(String host) {
        int colon = host.lastIndexOf(':');
        if (colon < 0 || colon < host.lastIndexOf(']') || colon == host.length() - 1) {
            return false;
        }
        for (int i = colon + 1; i < host.length(); i++) {
            if (!Character.isDigit(host.charAt(i))) {
                return false;
            }
        }
        return host.length() - colon - 1 > 5 || Integer.parseInt(host, colon + 1, host.length(), 10) > 65_535;
    }

    private static boolean visibleAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c <= ' ' || c > '~') {
                return false;
            }
        }
        return true;
    }

    /** False when interrupted, the interrupt kept. */
    private static boolean sleep(Duration time) {
        try {
            Thread.sleep(time);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
