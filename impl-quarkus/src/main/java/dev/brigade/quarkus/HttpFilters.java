package dev.brigade.quarkus;

import io.quarkus.vertx.web.RouteFilter;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

/**
 * Runs before every route (a {@code @RouteFilter} is a Vert.x route of high priority that Quarkus
 * puts in front of the REST resources and the reactive routes): adds the Date header, turns
 * away what Netty's decoder lets through but the contract refuses ({@link RequestRules}), and,
 * once shutdown has begun, every new request ({@link Draining}).
 */
@ApplicationScoped
public class HttpFilters {

  /** The failure handler's order: before the failure handlers Quarkus adds. */
  private static final int FIRST = Integer.MIN_VALUE;
  private static final CharSequence ALLOW = HttpHeaders.createOptimized("GET, HEAD, POST, OPTIONS");

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
    if (request.version() == null) {
      // Netty read a version Vert.x does not speak (HTTP/2.0, or http/1.1 as spelt): an answer would
      // carry that version in its status line, which is no HTTP/1.1 answer, so the connection just closes.
      request.connection().close();
      return;
    }
    String framing = RequestRules.framingRefusal(request);
    if (framing != null) {
      refuse(ctx, 400, framing);
      return;
    }
    String head = RequestRules.headRefusal(request);
    if (head != null) {
      ctx.response().setStatusCode(400).putHeader(HttpHeaders.CONTENT_TYPE, SimpleResource.TEXT_PLAIN).end(head);
      return;
    }
    if (draining.draining()) {
      refuse(ctx, 503, "shutting down");
      return;
    }
    request.exceptionHandler(failure -> brokenBody(ctx));
    ctx.next();
  }

  /**
   * vertx-web fails a target that does not begin with {@code /} with 404 before any route or filter
   * runs, so {@link #otherForm} is a failure handler on Quarkus's {@link Router} (observed at startup,
   * as Quarkus's guide shows), ahead of Quarkus's own. Not a {@code @Route(type = FAILURE)}: Quarkus
   * puts its body handler in front of every {@code @Route}, and on a route without a path that body
   * handler would read every request's body before Quarkus REST does.
   */
  void routes(@Observes Router router) {
    router.route().order(FIRST).failureHandler(this::otherForm);
  }

  /**
   * {@code OPTIONS *} is the server's own options (RFC 9112 §3.2.4); any other target without its
   * {@code /} is none of the four forms, 400 (CONTRACT §2.11.1); every other failure goes on.
   */
  void otherForm(RoutingContext ctx) {
    HttpServerRequest request = ctx.request();
    if (ctx.statusCode() != 404 || request.path() == null || request.path().startsWith("/")) {
      ctx.next();
      return;
    }
    HttpServerResponse response = ctx.response().putHeader(HttpHeaders.DATE, date.value());
    if (request.uri().equals("*") && request.method() == HttpMethod.OPTIONS) {
      response.setStatusCode(204).putHeader(HttpHeaders.ALLOW, ALLOW).end();
    } else {
      response.setStatusCode(400).putHeader(HttpHeaders.CONTENT_TYPE, SimpleResource.TEXT_PLAIN).end("not a request-target");
    }
  }

  /**
   * Answer, then close: a framing in doubt (400), so the rest is never read as a request; or
   * shutdown (503), so no request starts on this connection after the ones in flight.
   * {@code HttpConnection.close()} writes out what was answered before it closes.
   */
  private static void refuse(RoutingContext ctx, int status, String reason) {
    ctx.response().setStatusCode(status)
        .putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE)
        .putHeader(HttpHeaders.CONTENT_TYPE, SimpleResource.TEXT_PLAIN)
        .end(reason);
    ctx.request().connection().close();
  }

  /**
   * Netty could not decode the body (a chunk size that is not hex): Vert.x reports it to the
   * request's exception handler, then closes the connection at once, before it flushes what was
   * written during the read. Answered here and closed first, so the 400 goes out; nothing is
   * written once an answer has begun.
   */
  private static void brokenBody(RoutingContext ctx) {
    HttpServerResponse response = ctx.response();
    if (!response.headWritten() && !response.ended() && !response.closed()) {
      refuse(ctx, 400, "the request body is not well framed");
    }
  }
}
