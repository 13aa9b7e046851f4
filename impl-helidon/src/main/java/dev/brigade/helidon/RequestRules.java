package dev.brigade.helidon;

import io.helidon.config.Config;
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
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.EnumSet;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * The contract's rules around every route, in Helidon's two hooks. The {@link Filter} sets the {@code
 * Date}; answers 503 during SIGTERM's {@link #drain}; refuses what Helidon's parser lets through (RFC
 * 9112 §3.2, CONTRACT §2.11, §2.12): 400, or 431 past 16 KiB of headers (Helidon's limit answers 400, so
 * it is set above); and closes after an answer saying {@code Connection: close}, which Helidon would
 * read on (RFC 9112 §9.6). The {@link DirectHandler} dates Helidon's own answers, and answers 400 where
 * its parser throws on a request line ({@code GE(T}), which reaches it as an internal error.
 */
final class RequestRules implements Filter, DirectHandler {

    private static final Status HEADERS_TOO_LARGE = Status.create(431, "Request Header Fields Too Large");
    /** The absolute-form's start (RFC 3986 §3.1): a scheme, then {@code ://}. */
    private static final Pattern ABSOLUTE_FORM = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*://");

    private static final Header EVERY_METHOD = HeaderValues.createCached(HeaderNames.ALLOW, "GET, HEAD, POST, OPTIONS");

    static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    /** A second and its {@code Date}, replaced whole: readers on any thread see the two together. */
    private record Second(long epochSecond, Header date) {}

    private final Clock clock;
    private volatile Second second = new Second(Long.MIN_VALUE, null);
    private final int maxHeadersSize;
    private final Duration settle;
    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile boolean draining;

    /** {@code settle}: how long the drain waits for queued answers once nothing is in flight. */
    RequestRules(int maxHeadersSize, Duration settle, Clock clock) {
        this.clock = clock;
        this.maxHeadersSize = maxHeadersSize;
        this.settle = settle;
    }

    /** From {@code app.*}; a settle only where {@code server.write-queue-length} gives a queue. */
    RequestRules(Config config) {
        this(
                config.get("app.max-headers-size").asInt().get(),
                config.get("server.write-queue-length").asInt().orElse(0) > 1
                        ? config.get("app.drain-settle").as(Duration.class).get()
                        : Duration.ZERO,
                Clock.systemUTC());
    }

    @Override
    public void filter(FilterChain chain, RoutingRequest request, RoutingResponse response) {
        response.header(date());
        // counted before the flag is read, so drain(), which sets the flag and then reads the count,
        // sees every request that read the flag unset
        inFlight.incrementAndGet();
        try {
            HttpPrologue prologue = request.prologue();
            if (draining) {
                refuse(prologue, response, Status.SERVICE_UNAVAILABLE_503, "");
            } else if (prologue.method().equals(Method.OPTIONS)
                    && prologue.uriPath().rawPath().equals("*")) {
                response.header(EVERY_METHOD).send();
            } else {
                String badHead = badHead(prologue, request.headers());
                if (badHead != null) {
                    refuse(prologue, response, Status.BAD_REQUEST_400, badHead);
                } else if (headerBytes(request.headers()) > maxHeadersSize) {
                    refuse(prologue, response, HEADERS_TOO_LARGE, "a header section over " + maxHeadersSize + " bytes");
                } else {
                    chain.proceed();
                }
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
        headers.set(date());
        return DirectHandler.defaultHandler()
                .handle(request, type, unparsed ? Status.BAD_REQUEST_400 : status, headers, message);
    }

    /**
     * The {@code Date}, made on the first request of each second (no timer thread of ours). Not Helidon's
     * ({@code DateTimeHelper}, as TechEmpower's entry sends): "6 Dec" where IMF-fixdate has "06".
     */
    Header date() {
        long now = clock.millis() / 1_000;
        Second current = second;
        if (current.epochSecond() != now) {
            // createCached: the value's bytes are encoded once and copied into every response
            current = new Second(
                    now, HeaderValues.createCached(HeaderNames.DATE, IMF_FIXDATE.format(Instant.ofEpochSecond(now))));
            second = current;
        }
        return current.date();
    }

    /** This handler for every event Helidon answers outside routing. */
    DirectHandlers directHandlers() {
        DirectHandlers.Builder builder = DirectHandlers.builder();
        EnumSet.allOf(EventType.class).forEach(type -> builder.addHandler(type, this));
        return builder.build();
    }

    /**
     * SIGTERM's drain before {@code WebServer.stop()}, which alone could lose an answer (Helidon 4.5's
     * {@code Http1Connection.close(false)}): refuses new requests, waits for those being served, then
     * {@code settle}, all within {@code bound}; false when some are still running.
     */
    boolean drain(Duration bound) {
        draining = true;
        long deadline = System.nanoTime() + bound.toNanos();
        try {
            while (inFlight.get() > 0) {
                if (System.nanoTime() - deadline >= 0) {
                    return false;
                }
                Thread.sleep(5);
            }
            Thread.sleep(Duration.ofNanos(Math.max(0, Math.min(settle.toNanos(), deadline - System.nanoTime()))));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return inFlight.get() == 0;
    }

    /** Requests being served now (tests wait on it instead of sleeping). */
    int inFlight() {
        return inFlight.get();
    }

    static boolean isHttp2(HttpPrologue prologue) {
        return "2.0".equals(prologue.protocolVersion());
    }

    /** Over HTTP/1.1 with {@code Connection: close}; over HTTP/2 only the stream ends (RFC 9113 §8.2.2). */
    static void refuse(HttpPrologue prologue, ServerResponse response, Status status, String why) {
        response.status(status);
        if (!isHttp2(prologue)) {
            response.header(HeaderValues.CONNECTION_CLOSE);
        }
        response.send(why);
    }

    /** Why the head breaks a rule of RFC 9112 that Helidon's parser does not check, or null. */
    private static String badHead(HttpPrologue prologue, ServerRequestHeaders headers) {
        String target = prologue.uriPath().rawPath();
        String query = prologue.hasQuery() ? prologue.query().rawValue() : "";
        if (target.equals("*")) {
            return "* is the target of OPTIONS only";
        } else if (!target.startsWith("/") && !ABSOLUTE_FORM.matcher(target).lookingAt()) {
            return "a request-target in none of the four forms";
        } else if (prologue.fragment().hasValue()) {
            return "a fragment in the request-target";
        } else if (!allIn(target, 0, '!', '~') || !allIn(query, 0, '!', '~')) {
            return "bytes outside visible ASCII in the request-target";
        } else if (headers.contains(HeaderNames.HOST)
                && portPastRange(headers.get(HeaderNames.HOST).get())) {
            return "a Host port past 65535";
        }
        for (Header header : headers) {
            if (header.name().isEmpty()) {
                return "a header with an empty name";
            }
        }
        return null;
    }

    /** The header section's size: name ": " value CRLF, per value. */
    private static long headerBytes(ServerRequestHeaders headers) {
        long size = 0;
        for (Header header : headers) {
            // get() for the common single value: allValues() makes a list on every request
            if (header.valueCount() == 1) {
                size += header.name().length() + header.get().length() + 4;
            } else {
                for (String value : header.allValues()) {
                    size += header.name().length() + value.length() + 4;
                }
            }
        }
        return size;
    }

    /** Helidon checks a Host port's digits, not its range (RFC 3986 §3.2.3: 0 to 65535). */
    private static boolean portPastRange(String host) {
        int colon = host.lastIndexOf(':');
        boolean port = colon > host.lastIndexOf(']') && colon < host.length() - 1 && allIn(host, colon + 1, '0', '9');
        return port && (host.length() - colon > 6 || Integer.parseInt(host, colon + 1, host.length(), 10) > 65_535);
    }

    /** Whether each char of {@code text} from {@code from} on is in {@code low..high}: a plain loop, no matcher. */
    private static boolean allIn(String text, int from, char low, char high) {
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) < low || text.charAt(i) > high) {
                return false;
            }
        }
        return true;
    }
}
