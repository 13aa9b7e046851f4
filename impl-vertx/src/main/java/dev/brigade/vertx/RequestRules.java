package dev.brigade.vertx;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import java.util.List;

/**
 * The contract's filter, first on {@code router.route()}: dates the answer, refuses what Netty's decoder lets through
 * but the contract does not (declared-deviations.txt: what only Netty sees). Also the failure and bad-request handlers.
 */
public final class RequestRules {

    private static final CharSequence ALLOW = HttpHeaders.createOptimized("GET, HEAD, POST, OPTIONS");

    private final HttpDate date;

    RequestRules(HttpDate date) {
        this.date = date;
    }

    void handle(RoutingContext ctx) {
        ctx.response().headers().setAll(date.head());
        HttpServerRequest request = ctx.request();
        if (request.version() == null) {
            // HTTP/2.0 or http/1.1 as spelt, which Vert.x does not speak: its answer would be no HTTP/1.1, so close.
            request.connection().close();
            return;
        }
        if (hasBadFraming(request)) {
            // Framing in doubt: nothing more is read of it, so that no byte after it is read as a request.
            ctx.response().setStatusCode(HttpResponseStatus.BAD_REQUEST.code());
            endUnread(ctx, "Transfer-Encoding other than one chunked");
            return;
        }
        // two Hosts, an empty one, or a header without a name (RFC 9112 §3.2, §5.1): Netty keeps them all
        List<String> hosts = request.headers().getAll(HttpHeaders.HOST);
        if (!isVisibleAscii(request.uri())
                || hosts.size() > 1
                || (hosts.size() == 1 && hosts.getFirst().isEmpty())
                || request.headers().contains("")) {
            ctx.fail(HttpResponseStatus.BAD_REQUEST.code());
            return;
        }
        ctx.next();
    }

    /** 4xx with the reason as body, 500 only for a server fault. */
    void handleFailure(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        HttpServerResponse response = ctx.response();
        // ctx.fail(status) and HttpException carry a status; a bare exception carries none (< 400).
        int status = ctx.failure() instanceof HttpException http ? http.getStatusCode() : ctx.statusCode();
        if (status < 400 && !request.isEnded() && request.version() == HttpVersion.HTTP_2) {
            // Its stream or connection failed while the body came: Vert.x fails every such stream from inside the
            // connection's failing write, and an answer failed it again, stream after stream (HeldStreamsTest).
            return;
        }
        if (response.headWritten()) {
            // Failed mid-answer: nothing honest to add but closing (on HTTP/2, the stream alone).
            if (request.version() == HttpVersion.HTTP_2) {
                response.reset();
            } else {
                request.connection().close();
            }
            return;
        }
        // vertx-web fails some requests before any route ran, handle(..) included: dated here.
        if (!response.headers().contains(HttpHeaders.DATE)) {
            response.headers().addAll(date.head());
        }
        if (ctx.statusCode() == HttpResponseStatus.NOT_FOUND.code()
                && !request.path().startsWith("/")) {
            handleOtherForm(ctx);
            return;
        }
        // A bare exception while an HTTP/1.1 body still arrives is Netty failing to decode it: the client's fault.
        boolean brokenBody = status < 400 && !request.isEnded();
        if (brokenBody) {
            status = HttpResponseStatus.BAD_REQUEST.code();
        } else if (status < 400) {
            status = HttpResponseStatus.INTERNAL_SERVER_ERROR.code();
            System.err.println("brigade-vertx: " + request.path() + " failed: " + ctx.failure());
        }
        HttpResponseStatus answer = HttpResponseStatus.valueOf(status);
        response.setStatusCode(status);
        if (brokenBody || answer == HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE) {
            // Vert.x closes a broken HTTP/1.1 body's channel before this 400 may flush (CONTRACT §5 allows it).
            endUnread(ctx, answer.reasonPhrase());
        } else {
            response.end(answer.reasonPhrase());
        }
    }

    /** What Netty's decoder rejects: Vert.x's default answer (400, 414 or 431, then close), dated. */
    void handleInvalidRequest(HttpServerRequest request) {
        request.response().headers().addAll(date.head());
        HttpServerRequest.DEFAULT_INVALID_REQUEST_HANDLER.handle(request);
    }

    /**
     * Answers a request whose body is not to be read on. HTTP/1.1: {@code Connection: close}, then the connection closed.
     * HTTP/2: the stream alone, RST_STREAM(NO_ERROR) if the client still sends (RFC 9113 §8.1).
     */
    public static void endUnread(RoutingContext ctx, String body) {
        HttpServerRequest request = ctx.request();
        HttpServerResponse response = ctx.response();
        if (request.version() == HttpVersion.HTTP_2) {
            response.end(body);
            if (!request.isEnded()) {
                response.reset(0);
            }
        } else {
            response.putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE).end(body);
            request.connection().close();
        }
    }

    /** One {@code chunked}, exactly: Netty also takes {@code gzip, chunked}, not decoded here (CONTRACT §5.6). */
    private static boolean hasBadFraming(HttpServerRequest request) {
        List<String> codings = request.headers().getAll(HttpHeaders.TRANSFER_ENCODING);
        return !codings.isEmpty() && !(codings.size() == 1 && codings.getFirst().equalsIgnoreCase("chunked"));
    }

    /** vertx-web 404s a target without {@code /}: {@code OPTIONS *} asks the server's (RFC 9112 §3.2.4), else 400. */
    private static void handleOtherForm(RoutingContext ctx) {
        if (ctx.request().uri().equals("*") && ctx.request().method() == HttpMethod.OPTIONS) {
            ctx.response()
                    .setStatusCode(HttpResponseStatus.NO_CONTENT.code())
                    .putHeader(HttpHeaders.ALLOW, ALLOW)
                    .end();
        } else {
            ctx.response()
                    .setStatusCode(HttpResponseStatus.BAD_REQUEST.code())
                    .end(HttpResponseStatus.BAD_REQUEST.reasonPhrase());
        }
    }

    /** CONTRACT §2.11: a target is visible ASCII (a byte outside it arrives percent-encoded) without a fragment. */
    private static boolean isVisibleAscii(String target) {
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c <= 0x20 || c >= 0x7F || c == '#') {
                return false;
            }
        }
        return true;
    }
}
