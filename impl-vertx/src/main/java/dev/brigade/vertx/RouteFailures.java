package dev.brigade.vertx;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;

/**
 * The router's failure handler: every failed route ends in a 4xx with the status's reason as
 * body; nothing but a real server fault becomes a 500. Oversized and broken bodies also close
 * the connection, since the rest of such a body is not worth reading.
 */
final class RouteFailures {

  private RouteFailures() {
  }

  static void handle(RoutingContext ctx) {
    HttpServerRequest request = ctx.request();
    HttpServerResponse response = ctx.response();
    if (response.headWritten()) {
      // Failed after the answer started (mid-stream): nothing honest to add but closing.
      request.connection().close();
      return;
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
      response.putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE).end(answer.reasonPhrase());
      // Closed after the answer, so no byte of the unread body is read as a request. For a broken
      // body Vert.x closes the channel itself as soon as this handler returns, before its flush: the
      // 400 may not get out (a close without answer, which CONTRACT §5 tolerates).
      request.connection().close();
    } else {
      response.end(answer.reasonPhrase());
    }
  }
}
