package dev.brigade.micronaut;

import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;
import jakarta.inject.Singleton;

/**
 * What Netty's HTTP/1.1 decoder has already judged, answered as the contract wants before Micronaut
 * answers it otherwise. Micronaut maps every {@code TooLongFrameException} to 413, and writes every
 * answer in the request's version, so without this a request line over 8 KiB got 413 (CONTRACT: 414),
 * a header section over 16 KiB 413 (431), and {@code HTTP/2.0} on an HTTP/1.1 connection a 200 in
 * "HTTP/2.0". Through the same documented hook as {@link HeadTimeout}, one handler behind the codec
 * looks at each decoded request head before Micronaut's handlers do:
 *
 * <ul>
 *   <li>a decoder failure of {@link TooLongHttpLineException}: 414; of
 *       {@link TooLongHttpHeaderException}: 431;
 *   <li>a version Netty parsed into one of its own: major 2 or more, 505; 1.0 or 1.1 that is not
 *       Netty's constant, so not spelled {@code HTTP/1.x} on the wire ({@code http/1.1}, which
 *       {@code HttpVersion.valueOf} upper-cases), 400.
 * </ul>
 *
 * <p>Each is answered with {@code Connection: close} and the connection closes after it: the decoder
 * has stopped reading it. One more head is changed, not answered: with {@code http-version: 2.0}
 * Micronaut puts Netty's h2c upgrade handler behind the codec, with no setting to leave it out, and
 * it would answer {@code Upgrade: h2c} with 101; this handler sits in front of it and takes the
 * {@code Upgrade} field away, so the request is served over HTTP/1.1 (CONTRACT §7.8; RFC 9110 §7.8
 * lets a server ignore an upgrade). Everything else passes unchanged. HTTP/1.1 only: the HTTP/2
 * pipelines have no such codec.
 */
@Singleton
final class HeadRefusals extends ConnectionHandlers {

  private final HttpDate date;

  HeadRefusals(HttpDate date) {
    this.date = date;
  }

  /** Behind HTTP/1.1's codec, found by its type; a pipeline without it (HTTP/2 by ALPN) gets nothing. */
  @Override
  void addHandlers(ChannelPipeline pipeline) {
    ChannelHandlerContext codec = pipeline.context(HttpServerCodec.class);
    if (codec != null) {
      pipeline.addAfter(codec.name(), "brigade-head-refusals", new Refusals());
    }
  }

  /** Behind the codec, on the connection's event loop. */
  private final class Refusals extends ChannelInboundHandlerAdapter {

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object message) {
      HttpResponseStatus refusal = message instanceof HttpRequest request ? refusal(request) : null;
      if (refusal == null) {
        if (message instanceof HttpRequest request) {
          request.headers().remove(HttpHeaderNames.UPGRADE);
        }
        ctx.fireChannelRead(message);
        return;
      }
      ReferenceCountUtil.release(message);
      FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, refusal, Unpooled.EMPTY_BUFFER);
      response.headers()
          .set(HttpHeaderNames.DATE, date.value())
          .set(HttpHeaderNames.CONTENT_LENGTH, 0)
          .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
      ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
  }

  /** The status a decoded head is refused with, or null when Micronaut should have it. */
  static HttpResponseStatus refusal(HttpRequest request) {
    DecoderResult result = request.decoderResult();
    if (result.isFailure()) {
      if (result.cause() instanceof TooLongHttpLineException) {
        return HttpResponseStatus.REQUEST_URI_TOO_LONG;
      }
      if (result.cause() instanceof TooLongHttpHeaderException) {
        return HttpResponseStatus.REQUEST_HEADER_FIELDS_TOO_LARGE;
      }
      return null;
    }
    HttpVersion version = request.protocolVersion();
    if (version == HttpVersion.HTTP_1_1 || version == HttpVersion.HTTP_1_0) {
      return null;
    }
    if (version.majorVersion() >= 2) {
      return HttpResponseStatus.HTTP_VERSION_NOT_SUPPORTED;
    }
    if (version.majorVersion() == 1 && version.minorVersion() <= 1) {
      return HttpResponseStatus.BAD_REQUEST;
    }
    return null;
  }
}
