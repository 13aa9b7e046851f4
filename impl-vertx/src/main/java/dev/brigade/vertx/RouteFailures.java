package dev.brigade.vertx;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;

/**
 * The router's failure handler: every failed route ends in a 4xx with the status's reason as
 * body; nothing but a real server fault becomes a 500. Oversized and broken bodies also close
 * the connection, since the rest of such a body is not worth reading.
 */
final class RouteFailures {

  private final HttpDate date;

  RouteFailures(HttpDate date) {
    this.date = date;
  }

  void handle(RoutingContext ctx) {
    HttpServerRequest request = ctx.request();
    HttpServerResponse response = ctx.response();
    if (response.headWritten()) {
      // Failed after the answer started (mid-stream): nothing honest to add but closing, on HTTP/2
      // the stream alone.
      if (request.version() == HttpVersion.HTTP_2) {
        response.reset();
      } else {
        request.connection().close();
      }
      return;
    }
    // vertx-web fails some requests before any route ran, RequestRules included: dated here.
    if (!response.headers().contains(HttpHeaders.DATE)) {
      response.putHeader(HttpHeaders.DATE, date.value());
    }
    if (ctx.statusCode() == HttpResponseStatus.NOT_FOUND.code() && !request.path().startsWith("/")) {
      RequestRules.handleOtherForm(ctx);
      return;
    }
    // ctx.fail(status) and HttpException carry a status; a bare exception carries none (< 400).
    int status = ctx.failure() instanceof HttpException http ? http.getStatusCode() : ctx.statusCode();
    // A bare exception while the body is still arriving is Netty failing to decode it (a bad
    // chunk size), reported through the BodyHandler: the client's fault.
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
      // For a broken HTTP/1.1 body Vert.x closes the channel itself as soon as this handler returns,
      // before its flush: the 400 may not get out (a close without answer, which CONTRACT §5 tolerates).
      endUnread(ctx, answer.reasonPhrase());
    } else {
      response.end(answer.reasonPhrase());
    }
  }

  /**
   * Answers a request whose body is not to be read on. HTTP/1.1: {@code Connection: close}, then the
   * connection closed, so no byte of the unread body is read as a request. HTTP/2: only the stream
   * ends, with RST_STREAM(NO_ERROR) if the client is still sending (RFC 9113 §8.1), which drops its
   * unread frames and gives their flow-control window back; the connection serves on.
   */
  static void endUnread(RoutingContext ctx, String body) {
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
