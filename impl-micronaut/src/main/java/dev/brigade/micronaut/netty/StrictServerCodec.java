package dev.brigade.micronaut.netty;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.CombinedChannelDuplexHandler;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultLastHttpContent;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpRequestDecoder;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseEncoder;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.regex.Pattern;

/**
 * Netty's {@code HttpServerCodec} as Micronaut builds it, with its decoder made strict where Netty
 * takes hostile framing silently (CONTRACT §5, RFC 9112):
 * <ul>
 * <li>A request with both {@code Content-Length} and {@code Transfer-Encoding} is invalid. Netty's
 * default drops the Content-Length and reads the body as chunked, which hides a request-smuggling
 * attempt; its Javadoc names overriding {@code handleTransferEncodingChunkedWithContentLength} as
 * the way to refuse, and throwing there makes the decoder mark the request failed.
 * <li>The request line's version and method are spelt exactly ({@link Decoder#createMessage}).
 * <li>Each head's line framing and each chunked body's framing are read by {@link HeadScanner} and
 * {@link ChunkScanner} before Netty reads them: Netty's line and chunk-size parsers (private) skip
 * leading whitespace, unfold obs-fold and stop a chunk size at the first odd byte, dropping the
 * rest of the line.
 * </ul>
 * Every refusal is a message whose decoder result failed, which {@link RequestGuard} answers with
 * 400 and a close.
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

    private final HeadScanner head = new HeadScanner();
    /** The chunked body Netty is reading, or null between bodies. */
    private ChunkScanner chunks;
    /** How many bytes from the reader index on the scanners have already seen. */
    private int scanned;
    /** A scanner refused the framing: nothing after it is decoded (RequestGuard answers 400 and closes). */
    private boolean refused;

    /**
     * Each head and each chunked body goes past its scanner before Netty reads it; a refusal
     * becomes the same failed message Netty makes of what it refuses itself, so
     * {@link RequestGuard} answers it. Everything after a refusal is dropped unread.
     */
    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf buffer, List<Object> out) throws Exception {
      if (refused) {
        buffer.skipBytes(buffer.readableBytes());
        return;
      }
      if (chunks != null || !head.done()) {
        int from = buffer.readerIndex() + scanned;
        int end = chunks != null ? chunks.scan(buffer, from) : head.scan(buffer, from);
        if (end < 0) {
          refused = true;
          buffer.skipBytes(buffer.readableBytes());
          out.add(chunks != null ? failedChunk() : failedHead());
          return;
        }
        scanned = end - buffer.readerIndex();
      }
      int before = out.size();
      int readFrom = buffer.readerIndex();
      super.decode(ctx, buffer, out);
      scanned = Math.max(0, scanned - (buffer.readerIndex() - readFrom));
      for (int i = before; i < out.size(); i++) {
        Object decoded = out.get(i);
        if (decoded instanceof HttpRequest request) {
          methods.add(request.method());
          if (request.decoderResult().isSuccess() && HttpUtil.isTransferEncodingChunked(request)) {
            chunks = new ChunkScanner(); // Netty returns right after a head: the body is still unread
            scanned = 0;
          }
        }
        if (decoded instanceof LastHttpContent) {
          head.reset();
          chunks = null;
          scanned = 0;
        }
      }
    }

    private HttpMessage failedHead() {
      HttpMessage failed = createInvalidMessage();
      failed.setDecoderResult(DecoderResult.failure(new IllegalArgumentException("obs-fold, stray whitespace or a bare CR in the head")));
      return failed;
    }

    private static LastHttpContent failedChunk() {
      LastHttpContent failed = new DefaultLastHttpContent(Unpooled.EMPTY_BUFFER);
      failed.setDecoderResult(DecoderResult.failure(new IllegalArgumentException("chunk framing RFC 9112 §7.1 refuses")));
      return failed;
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
