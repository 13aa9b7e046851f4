package dev.brigade.vertx;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;

/** The failure handler: 4xx with the reason as body, 500 only for a server fault; bad bodies end the connection. */
public final class RouteFailures {

    private final HttpDate date;

    RouteFailures(HttpDate date) {
        this.date = date;
    }

    void handle(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        HttpServerResponse response = ctx.response();
        if (response.headWritten()) {
            // Failed mid-answer: nothing honest to add but closing (on HTTP/2, the stream alone).
            if (request.version() == HttpVersion.HTTP_2) {
                response.reset();
            } else {
                request.connection().close();
            }
            return;
        }
        // vertx-web fails some requests before any route ran, RequestRules included: dated here.
        if (!response.headers().contains(HttpHeaders.DATE)) {
            response.headers().addAll(date.head());
        }
        if (ctx.statusCode() == HttpResponseStatus.NOT_FOUND.code()
                && !request.path().startsWith("/")) {
            RequestRules.handleOtherForm(ctx);
            return;
        }
        // ctx.fail(status) and HttpException carry a status; a bare exception carries none (< 400).
        int status = ctx.failure() instanceof HttpException http ? http.getStatusCode() : ctx.statusCode();
        // A bare exception while the body still arrives is Netty failing to decode it: the client's fault.
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
}
