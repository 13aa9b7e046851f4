package dev.brigade.micronaut.netty;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.CombinedChannelDuplexHandler;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpRequestDecoder;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseEncoder;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.regex.Pattern;

/**
 * Netty's {@code HttpServerCodec} as Micronaut builds it, with one rule changed: a request with
 * both {@code Content-Length} and {@code Transfer-Encoding} is invalid (CONTRACT §5: 400 and
 * close). Netty's default drops the Content-Length and reads the body as chunked, which hides a
 * request-smuggling attempt; its Javadoc names overriding
 * {@code handleTransferEncodingChunkedWithContentLength} as the way to refuse, and throwing there
 * makes the decoder mark the request failed, which Micronaut answers with 400 and a close.
 *
 * <p>{@code HttpServerCodec} cannot be subclassed for this (its decoder is private), so this is the
 * same pair: the decoder, and the encoder that remembers each request's method to send no body
 * after a HEAD.
 */
final class StrictServerCodec extends CombinedChannelDuplexHandler<HttpRequestDecoder, HttpResponseEncoder> {

  private static final Pattern UPPER_CASE_TOKEN = Pattern.compile("[A-Z]+");

  private final Queue<HttpMethod> methods = new ArrayDeque<>();

  StrictServerCodec(HttpDecoderConfig config) {
    init(new Decoder(config), new Encoder());
  }

  private final class Decoder extends HttpRequestDecoder {

    Decoder(HttpDecoderConfig config) {
      super(config);
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf buffer, List<Object> out) throws Exception {
      int before = out.size();
      super.decode(ctx, buffer, out);
      for (int i = before; i < out.size(); i++) {
        if (out.get(i) instanceof HttpRequest request) {
          methods.add(request.method());
        }
      }
    }

    /**
     * The request line as RFC 9112 §3 spells it: Netty reads the version and the method without
     * regard to case ({@code http/1.1}, {@code get}) and takes HTTP/2.0 on an HTTP/1.1 connection;
     * here each fails the request (400 from {@link RequestGuard}).
     */
    @Override
    protected HttpMessage createMessage(String[] initialLine) throws Exception {
      String version = initialLine[2];
      if (!version.equals("HTTP/1.1") && !version.equals("HTTP/1.0")) {
        throw new IllegalArgumentException("unsupported HTTP version: " + version);
      }
      if (!UPPER_CASE_TOKEN.matcher(initialLine[0]).matches()) {
        throw new IllegalArgumentException("methods are case-sensitive: " + initialLine[0]);
      }
      return super.createMessage(initialLine);
    }

    @Override
    protected void handleTransferEncodingChunkedWithContentLength(HttpMessage message) {
      throw new IllegalArgumentException("Content-Length and Transfer-Encoding together");
    }
  }

  private final class Encoder extends HttpResponseEncoder {

    @Override
    protected boolean isContentAlwaysEmpty(HttpResponse response) {
      HttpMethod method = methods.poll();
      return HttpMethod.HEAD.equals(method) || super.isContentAlwaysEmpty(response);
    }
  }
}
