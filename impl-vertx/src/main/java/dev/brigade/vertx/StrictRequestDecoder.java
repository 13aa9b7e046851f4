package dev.brigade.vertx;

import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.HttpMessage;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.impl.VertxHttpRequestDecoder;
import io.vertx.core.net.impl.ConnectionBase;

/**
 * Vert.x's request decoder, refusing a request that carries both {@code Content-Length} and
 * {@code Transfer-Encoding} (CONTRACT §5: 400 and close). Netty's default drops the
 * Content-Length and reads the body as chunked, which hides a request-smuggling attempt; its
 * Javadoc names overriding this hook, and throwing makes Netty mark the request invalid, so
 * Vert.x's invalid request handler answers 400 and closes.
 *
 * <p>This is the one place below Vert.x's public API: Vert.x exposes no decoder option for it,
 * so {@link #install} swaps the decoder in the connection's pipeline before its first read, and
 * {@link #flush} pushes out a 400 that Vert.x would otherwise drop (see there).
 */
final class StrictRequestDecoder extends VertxHttpRequestDecoder {

  private static final String DECODER = "httpDecoder";

  StrictRequestDecoder(HttpServerOptions options) {
    super(options);
  }

  @Override
  protected void handleTransferEncodingChunkedWithContentLength(HttpMessage message) {
    throw new IllegalArgumentException("Content-Length and Transfer-Encoding together");
  }

  /** For {@code HttpServer.connectionHandler}: runs as the connection is set up, before any byte is decoded. */
  static void install(HttpConnection connection, HttpServerOptions options) {
    if (connection instanceof ConnectionBase base) {
      ChannelPipeline pipeline = base.channelHandlerContext().pipeline();
      if (pipeline.get(DECODER) instanceof VertxHttpRequestDecoder) {
        pipeline.replace(DECODER, DECODER, new StrictRequestDecoder(options));
      }
    }
  }

  /**
   * When Netty finds a broken body (a bad chunk size), Vert.x calls the request's exception
   * handler and closes the channel at once; an answer written in that handler still sits in the
   * batch Vert.x flushes at the end of the read, and the close would discard it. Flushed here, the
   * 400 goes out before the close.
   */
  static void flush(HttpConnection connection) {
    if (connection instanceof ConnectionBase base) {
      base.channelHandlerContext().flush();
    }
  }
}
