package dev.brigade.vertx;

import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.HttpMessage;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.impl.VertxHttpRequestDecoder;
import io.vertx.core.net.impl.ConnectionBase;

/**
 * The only code below Vert.x's public API, for two rules of the contract that Vert.x offers no
 * option for. Checked against Vert.x 5.0.7 with Netty 4.2.9 (the versions of the
 * {@code vertx-stack-depchain} BOM in the parent pom); {@code VertxInternalsTest} fails when an
 * upgrade moves what they rely on, and {@code BadInputTest} when either stops working.
 *
 * <ol>
 * <li><b>{@code Content-Length} with {@code Transfer-Encoding}: 400 and close.</b> Netty's
 * {@code HttpObjectDecoder} drops the Content-Length and reads the body as chunked (RFC 9112 lets a
 * proxy do so), so the request reaches the router looking clean: a request-smuggling vector. Netty's
 * Javadoc of {@code handleTransferEncodingChunkedWithContentLength} says to override it and throw to
 * make the message invalid; this class does that on Vert.x's decoder ({@code io.vertx.core.http.impl},
 * whose subclass keeps Vert.x's header interning and message types), and {@link #install} puts it in
 * place of the pipeline's {@code "httpDecoder"} (the name {@code HttpServerConnectionInitializer}
 * gives it) from {@code HttpServer.connectionHandler}, before the first byte is decoded. Reaching
 * the pipeline needs {@code io.vertx.core.net.impl.ConnectionBase#channelHandlerContext()}.
 * Without it the request is answered 200 and the connection kept.
 * <li><b>A bad chunk size: 400 and close.</b> Netty marks the body content invalid;
 * {@code Http1xServerConnection.onContent} then fails the connection and {@code VertxHandler}
 * closes the channel at once. The request's exception handler has run by then (the
 * {@code BodyHandler} fails the route, {@link RouteFailures} writes the 400), but Vert.x batches the
 * writes made during a read and flushes them at the read's end, after the close: the 400 is dropped.
 * {@link #flush} writes it out first, again through {@code ConnectionBase#channelHandlerContext()}.
 * Without it the client sees the connection close with no answer.
 * </ol>
 */
final class StrictRequestDecoder extends VertxHttpRequestDecoder {

  /** The decoder's name in Vert.x's HTTP/1.1 pipeline. */
  static final String DECODER = "httpDecoder";

  StrictRequestDecoder(HttpServerOptions options) {
    super(options);
  }

  @Override
  protected void handleTransferEncodingChunkedWithContentLength(HttpMessage message) {
    throw new IllegalArgumentException("Content-Length and Transfer-Encoding together");
  }

  /**
   * For {@code HttpServer.connectionHandler}: runs as the connection is set up, before any byte is
   * decoded. Returns whether the decoder was replaced (false only if Vert.x's internals moved).
   */
  static boolean install(HttpConnection connection, HttpServerOptions options) {
    if (connection instanceof ConnectionBase base) {
      ChannelPipeline pipeline = base.channelHandlerContext().pipeline();
      if (pipeline.get(DECODER) instanceof VertxHttpRequestDecoder) {
        pipeline.replace(DECODER, DECODER, new StrictRequestDecoder(options));
        return true;
      }
    }
    return false;
  }

  /** Writes out what the connection has batched; returns false only if Vert.x's internals moved. */
  static boolean flush(HttpConnection connection) {
    if (connection instanceof ConnectionBase base) {
      base.channelHandlerContext().flush();
      return true;
    }
    return false;
  }
}
