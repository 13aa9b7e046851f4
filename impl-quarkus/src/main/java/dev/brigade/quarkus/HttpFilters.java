package dev.brigade.quarkus;

import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.web.RouteFilter;
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
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Runs before every route (a {@code @RouteFilter} is a Vert.x route of high priority that Quarkus
 * puts in front of the REST resources and the reactive routes): adds the Date header, turns
 * away what Netty's decoder lets through but the contract refuses ({@link RequestRules}), and,
 * once shutdown has begun, every new request ({@link Draining}). Over HTTP/2 a refusal ends its
 * stream only: the connection carries other streams, and Quarkus's shutdown sends it GOAWAY.
 */
@ApplicationScoped
public class HttpFilters {

  /** The failure handler's order: before the failure handlers Quarkus adds. */
  private static final int FIRST = Integer.MIN_VALUE;
  private static final CharSequence ALLOW = HttpHeaders.createOptimized("GET, HEAD, POST, OPTIONS");

  /** RST_STREAM's NO_ERROR: the answer is complete, the client may stop sending (RFC 9113 §8.1). */
  private static final long NO_ERROR = 0;

  private final HttpDate date = new HttpDate();
  private final Draining draining;
  private final long maxBodySize;

  @Inject
  HttpFilters(Draining draining, @ConfigProperty(name = "quarkus.http.limits.max-body-size") MemorySize maxBodySize) {
    this.draining = draining;
    this.maxBodySize = maxBodySize.asLongValue();
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
    if (request.version() == HttpVersion.HTTP_1_0 && request.headers().contains(HttpHeaders.EXPECT)) {
      // RFC 9110 §10.1.1: a 100-continue expectation in an HTTP/1.0 request MUST be ignored, and no
      // 1xx goes to an HTTP/1.0 client (§15.2); Quarkus sends 100 Continue when the body is first read.
      request.headers().remove(HttpHeaders.EXPECT);
    }
    if (request.version() == HttpVersion.HTTP_2) {
      draining.track(request.connection());
      ctx.addHeadersEndHandler(ended -> withoutConnectionFields(ctx.response()));
      if (RequestRules.declaredLength(request) > maxBodySize) {
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
   * {@code HttpConnection.close()} writes out what was answered before it closes. Over HTTP/2 the
   * answer alone: frames leave no framing in doubt, {@code Connection} is a field HTTP/2 forbids
   * (RFC 9113 §8.2.2), and closing would end the connection's other streams.
   */
  private static void refuse(RoutingContext ctx, int status, String reason) {
    HttpServerResponse response = ctx.response().setStatusCode(status)
        .putHeader(HttpHeaders.CONTENT_TYPE, SimpleResource.TEXT_PLAIN);
    if (ctx.request().version() == HttpVersion.HTTP_2) {
      response.end(reason);
      return;
    }
    response.putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE).end(reason);
    ctx.request().connection().close();
  }

  /**
   * A body declared over quarkus.http.limits.max-body-size on an HTTP/2 stream: 413 on that stream,
   * then RST_STREAM(NO_ERROR) once the answer is written, so the client stops sending the rest.
   * Quarkus's own 413 (the upload limit route, after this filter) is made for HTTP/1.1: it adds
   * {@code Connection: close}, which an HTTP/2 client takes for a malformed answer, and closes the
   * connection with every other stream on it.
   */
  private static void tooLargeOnItsStream(RoutingContext ctx) {
    HttpServerRequest request = ctx.request();
    HttpServerResponse response = ctx.response();
    response.setStatusCode(413).putHeader(HttpHeaders.CONTENT_TYPE, SimpleResource.TEXT_PLAIN)
        .end("the request body is over the limit")
        .onSuccess(written -> {
          if (!request.isEnded()) {
            response.reset(NO_ERROR);
          }
        });
  }

  /**
   * HTTP/2 forbids connection-specific fields in a message (RFC 9113 §8.2.2), and Vert.x sends
   * what it is given: a client takes such an answer for malformed. Quarkus REST adds
   * {@code Connection: close} to its 413 for a body over the limit that declared no length (it then
   * closes the connection, as for HTTP/1.1); removed here, just before the head is written.
   */
  private static void withoutConnectionFields(HttpServerResponse response) {
    for (CharSequence name : RequestRules.CONNECTION_FIELDS) {
      response.headers().remove(name);
    }
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
