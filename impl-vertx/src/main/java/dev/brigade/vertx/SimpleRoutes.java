package dev.brigade.vertx;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;

/** {@code GET /plaintext} and {@code POST /echo}. */
final class SimpleRoutes {

  // Constant bytes and header values encoded once, as Vert.x's own benchmark entries do.
  private static final Buffer HELLO = Buffer.buffer("Hello, World!");
  private static final CharSequence HELLO_LENGTH = HttpHeaders.createOptimized(String.valueOf(HELLO.length()));
  private static final CharSequence TEXT_PLAIN = HttpHeaders.createOptimized("text/plain; charset=utf-8");
  private static final CharSequence OCTET_STREAM = HttpHeaders.createOptimized("application/octet-stream");

  /** Plaintext's whole head, Content-Type, Content-Length and the Date, as one read-only map. */
  private final HttpDate.Head plaintextHead;

  SimpleRoutes(HttpDate date) {
    plaintextHead = date.head(HttpHeaders.headers()
        .add(HttpHeaders.CONTENT_TYPE, TEXT_PLAIN)
        .add(HttpHeaders.CONTENT_LENGTH, HELLO_LENGTH));
  }

  /**
   * The answer points at the prebuilt head (as Vert.x's TechEmpower entry answers plaintext): no
   * header added or validated per answer, and Vert.x writes the head's cached bytes. A HEAD or a
   * {@code Connection: close} makes Vert.x copy it before changing it, so those stay right.
   */
  void handlePlaintext(RoutingContext ctx) {
    HttpServerResponse response = ctx.response();
    response.headers().setAll(plaintextHead.get());
    response.end(HELLO);
  }

  /** The body as read by the BodyHandler in front of this route (which answers 413 above the limit). */
  void handleEcho(RoutingContext ctx) {
    Buffer body = ctx.body().buffer();
    ctx.response()
        .putHeader(HttpHeaders.CONTENT_TYPE, OCTET_STREAM)
        .end(body == null ? Buffer.buffer() : body);
  }
}
