package dev.brigade.quarkus;

import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.vertx.web.RouteFilter;
import io.vertx.core.Future;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The contract's filter: a {@code @RouteFilter}, which Quarkus runs before both the REST resources
 * and the reactive routes. It adds the Date, refuses what Netty's decoder lets through but the
 * contract does not, and every new request once shutdown has begun ({@link Draining}).
 */
@ApplicationScoped
public class RequestRules {

    private static final CharSequence ALLOW = HttpHeaders.createOptimized("GET, HEAD, POST, OPTIONS");
    /** Fields of one HTTP/1.1 connection, never of an HTTP/2 message (RFC 9113 §8.2.2). */
    private static final List<CharSequence> CONNECTION_FIELDS = List.of(
            HttpHeaders.CONNECTION,
            HttpHeaders.createOptimized("keep-alive"),
            HttpHeaders.createOptimized("proxy-connection"),
            HttpHeaders.TRANSFER_ENCODING,
            HttpHeaders.createOptimized("upgrade"));

    /** RFC 9110 §5.6.7 IMF-fixdate; RFC_1123_DATE_TIME would drop the day's leading zero. */
    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    /** The Date (Vert.x under Quarkus sends none), refreshed every second as Quarkus's TechEmpower entry does. */
    private volatile CharSequence date = now();

    private final Draining draining;
    private final long maxBodySize;

    @Inject
    RequestRules(
            Draining draining, @ConfigProperty(name = "quarkus.http.limits.max-body-size") MemorySize maxBodySize) {
        this.draining = draining;
        this.maxBodySize = maxBodySize.asLongValue();
    }

    @RouteFilter(RouteFilter.DEFAULT_PRIORITY + 100)
    void filter(RoutingContext ctx) {
        ctx.response().putHeader(HttpHeaders.DATE, date);
        HttpServerRequest request = ctx.request();
        if (request.version() == null) {
            // A version Vert.x does not speak (HTTP/2.0, http/1.1): its answer would be no HTTP/1.1 answer.
            request.connection().close();
            return;
        }
        String framing = framingRefusal(request);
        if (framing != null) {
            refuse(ctx, 400, framing);
            return;
        }
        String head = headRefusal(request);
        if (head != null) {
            plainText(ctx.response(), 400, head);
            return;
        }
        if (request.version() == HttpVersion.HTTP_1_0 && request.headers().contains(HttpHeaders.EXPECT)) {
            // RFC 9110 §10.1.1, §15.2: no 100 Continue to HTTP/1.0; Quarkus would send one on the first read.
            request.headers().remove(HttpHeaders.EXPECT);
        }
        if (request.version() == HttpVersion.HTTP_2) {
            draining.track(request.connection());
            // Quarkus REST's 413 adds Connection: close, a field HTTP/2 forbids (RFC 9113 §8.2.2).
            ctx.addHeadersEndHandler(
                    ended -> CONNECTION_FIELDS.forEach(ctx.response().headers()::remove));
            if (declaredLength(request) > maxBodySize) {
                tooLargeOnItsStream(ctx);
                return;
            }
        }
        if (draining.draining()) {
            refuse(ctx, 503, "shutting down");
            return;
        }
        if (request.version() != HttpVersion.HTTP_2) {
            // Over HTTP/2 this handler would hear of a stream reset by the client, not of a broken body.
            request.exceptionHandler(failure -> brokenBody(ctx));
        }
        ctx.next();
    }

    @Scheduled(every = "1s")
    void refreshDate() {
        date = now();
    }

    private static CharSequence now() {
        return HttpHeaders.createOptimized(IMF_FIXDATE.format(Instant.now()));
    }

    /**
     * vertx-web fails a target without its {@code /} (404) before any filter: {@link #otherForm} is a
     * failure handler on the {@link Router}, not a {@code @Route(type = FAILURE)}, which would get a body handler.
     */
    void routes(@Observes Router router) {
        // Ordered first: before the failure handlers Quarkus adds.
        router.route().order(Integer.MIN_VALUE).failureHandler(this::otherForm);
    }

    /** {@code OPTIONS *}: 204 with Allow (RFC 9112 §3.2.4); another target without its {@code /}: 400. */
    void otherForm(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        if (ctx.statusCode() != 404 || request.path() == null || request.path().startsWith("/")) {
            ctx.next();
            return;
        }
        HttpServerResponse response = ctx.response().putHeader(HttpHeaders.DATE, date);
        if (request.uri().equals("*") && request.method() == HttpMethod.OPTIONS) {
            response.setStatusCode(204).putHeader(HttpHeaders.ALLOW, ALLOW).end();
        } else {
            plainText(response, 400, "not a request-target");
        }
    }

    /**
     * Why the framing is in doubt (400, close), or null: Netty reads any codings with chunked as
     * chunked and others as no body, and the first of two Content-Lengths (CONTRACT §5.6).
     */
    private static String framingRefusal(HttpServerRequest request) {
        List<String> codings = request.headers().getAll(HttpHeaders.TRANSFER_ENCODING);
        if (!codings.isEmpty() && !(codings.size() == 1 && codings.getFirst().equalsIgnoreCase("chunked"))) {
            return "a Transfer-Encoding other than one chunked";
        }
        if (request.headers().getAll(HttpHeaders.CONTENT_LENGTH).size() > 1) {
            return "more than one Content-Length";
        }
        return null;
    }

    /** Why the head is refused (400, the framing is not in doubt), or null. */
    private static String headRefusal(HttpServerRequest request) {
        List<String> hosts = request.headers().getAll(HttpHeaders.HOST);
        if (hosts.size() > 1 || (hosts.size() == 1 && hosts.getFirst().isEmpty())) {
            return "more than one Host, or an empty one";
        }
        if (request.headers().contains("")) {
            return "a header with an empty name";
        }
        String target = request.uri();
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c <= 0x20 || c >= 0x7F || c == '#') {
                // CONTRACT §2.11: a target is visible ASCII (other bytes arrive percent-encoded), without a fragment
                return "a request-target outside visible ASCII, or with a fragment";
            }
        }
        return null;
    }

    /** The declared body length, or -1. Over HTTP/2 Netty has checked it is one number. */
    private static long declaredLength(HttpServerRequest request) {
        String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        try {
            return length == null ? -1 : Long.parseLong(length);
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }

    /** A plain-text answer with its status, ended; the future of its write. */
    static Future<Void> plainText(HttpServerResponse response, int status, String body) {
        return response.setStatusCode(status)
                .putHeader(HttpHeaders.CONTENT_TYPE, SimpleResource.TEXT_PLAIN)
                .end(body);
    }

    /** Answer, then close (it flushes first); over HTTP/2 the answer alone, other streams go on. */
    private static void refuse(RoutingContext ctx, int status, String reason) {
        if (ctx.request().version() == HttpVersion.HTTP_2) {
            plainText(ctx.response(), status, reason);
        } else {
            plainText(ctx.response().putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE), status, reason);
            ctx.request().connection().close();
        }
    }

    /** Over the limit on an HTTP/2 stream: 413, then RST_STREAM; Quarkus's 413 would close every stream. */
    private static void tooLargeOnItsStream(RoutingContext ctx) {
        plainText(ctx.response(), 413, "the request body is over the limit").onSuccess(written -> {
            if (!ctx.request().isEnded()) {
                ctx.response().reset(0); // NO_ERROR: the answer is complete (RFC 9113 §8.1)
            }
        });
    }

    /** A body Netty cannot decode: Vert.x would close before flushing, so the 400 is answered here. */
    private static void brokenBody(RoutingContext ctx) {
        HttpServerResponse response = ctx.response();
        if (!response.headWritten() && !response.ended() && !response.closed()) {
            refuse(ctx, 400, "the request body is not well framed");
        }
    }
}
