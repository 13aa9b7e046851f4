package dev.brigade.quarkus.framing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.HttpRequest;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.impl.VertxHttpRequestDecoder;
import io.vertx.core.net.impl.ConnectionBase;
import io.vertx.core.spi.transport.Transport;
import java.nio.charset.StandardCharsets;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * What this module takes from below Vert.x's public API (StrictTransport's Javadoc, README
 * "Robustness"), as of Quarkus 3.33.2 (Vert.x 4.5.27, Netty 4.1.133). Each test names what to
 * revisit when an upgrade moves it, and one says when the strict decoder's main reason is gone.
 */
class VertxInternalsTest {

  private static final String BOTH = "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n";

  @Test
  void vertxLoadsThisTransportThroughItsServiceLoader() {
    Transport first = ServiceLoader.load(Transport.class).findFirst().orElseThrow();
    StrictTransport strict = assertInstanceOf(StrictTransport.class, first, "revisit StrictTransport: Vert.x no longer finds it");
    assertTrue(strict.isAvailable());
    assertFalse(strict.wrapped() instanceof StrictTransport);
  }

  @Test
  void theStrictDecoderReplacesVertxsDecoderUnderItsPipelineName() {
    StrictTransport.httpOptions(new HttpServerOptions());
    EmbeddedChannel channel = new EmbeddedChannel();
    channel.pipeline().addLast(StrictTransport.DECODER, new VertxHttpRequestDecoder(new HttpServerOptions()));
    assertTrue(StrictTransport.install(channel.pipeline()), "revisit StrictTransport.install: the decoder moved");
    assertInstanceOf(StrictRequestDecoder.class, channel.pipeline().get(StrictTransport.DECODER));
  }

  @Test
  void nettyStillRefusesContentLengthWithTransferEncoding() {
    // When this fails, Netty serves the pair again (as 4.2 does by default): StrictRequestDecoder
    // must then override handleTransferEncodingChunkedWithContentLength and throw, as impl-vertx's does.
    assertTrue(decode(new VertxHttpRequestDecoder(new HttpServerOptions()), BOTH).decoderResult().isFailure());
  }

  @Test
  void connectionsStillExposeTheirNettyContext() throws Exception {
    // HttpFilters.brokenBody flushes the 400 through it; when this fails, revisit brokenBody.
    assertEquals("io.netty.channel.ChannelHandlerContext",
        ConnectionBase.class.getMethod("channelHandlerContext").getReturnType().getName());
    Class<?> http1 = Class.forName("io.vertx.core.http.impl.Http1xServerConnection");
    assertTrue(ConnectionBase.class.isAssignableFrom(http1), "revisit HttpFilters.brokenBody: HTTP/1.1 connections moved");
  }

  private static HttpRequest decode(VertxHttpRequestDecoder decoder, String request) {
    EmbeddedChannel channel = new EmbeddedChannel(decoder);
    channel.writeInbound(Unpooled.copiedBuffer(request, StandardCharsets.ISO_8859_1));
    return channel.readInbound();
  }
}
