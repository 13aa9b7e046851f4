package dev.brigade.quarkus;

import io.quarkus.vertx.web.RouteFilter;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.net.impl.ConnectionBase;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * Runs before every route (a {@code @RouteFilter} is a Vert.x route of high priority that Quarkus
 * puts in front of the REST resources and the reactive routes): adds the Date header, turns
 * away what Netty's decoder lets through but RFC 9112 forbids, and, once shutdown has begun,
 * every new request ({@link Draining}).
 */
@ApplicationScoped
public class HttpFilters {

  private final HttpDate date = new HttpDate();
  private final Draining draining;

  @Inject
  HttpFilters(Draining draining) {
    this.draining = draining;
  }

  @RouteFilter(RouteFilter.DEFAULT_PRIORITY + 100)
  void filter(RoutingContext ctx) {
    ctx.response().putHeader(HttpHeaders.DATE, date.value());
    HttpServerRequest request = ctx.request();
    String refusal = RequestFraming.refusal(request);
    if (refusal != null) {
      refuse(ctx, 400, refusal);
      return;
    }
    if (draining.draining()) {
      refuse(ctx, 503, "shutting down");
      return;
    }
    request.exceptionHandler(failure -> brokenBody(ctx, failure));
    ctx.next();
  }

  /**
   * Answer, then close: a framing in doubt (400), so the rest is never read as a request; or
   * shutdown (503), so no request starts on this connection after the ones in flight.
   */
  private static void refuse(RoutingContext ctx, int status, String reason) {
    HttpServerRequest request = ctx.request();
    ctx.response().setStatusCode(status)
        .putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE)
        .putHeader(HttpHeaders.CONTENT_TYPE, SimpleResource.TEXT_PLAIN)
        .end(reason)
        .onComplete(written -> request.connection().close());
  }

  /**
   * Netty could not decode the body (a chunk size that is not hex): Vert.x reports it to the
   * request's exception handler, then closes the connection at once. Answered here first, so the
   * client learns why; nothing is written once an answer has begun.
   *
   * <p>The one step below the public API: the handler runs inside Vert.x's read, where writes wait
   * for the end of the read to be flushed, and the close that follows discards them. Neither
   * Quarkus nor Vert.x offers a flush, so the connection's Netty context is flushed directly.
   */
  private static void brokenBody(RoutingContext ctx, Throwable failure) {
    HttpServerResponse response = ctx.response();
    if (!response.headWritten() && !response.ended() && !response.closed()) {
      response.setStatusCode(400)
          .putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE)
          .putHeader(HttpHeaders.CONTENT_TYPE, SimpleResource.TEXT_PLAIN)
          .end("the request body is not well framed");
      if (ctx.request().connection() instanceof ConnectionBase connection) {
        connection.channelHandlerContext().flush();
      }
    }
  }
}
