package dev.brigade.vertx;

import java.util.List;
import java.util.regex.Pattern;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.DefaultLastHttpContent;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.AsciiString;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.impl.VertxHttpRequestDecoder;
import io.vertx.core.net.impl.ConnectionBase;

/**
 * The only code below Vert.x's public API, for rules of the contract that Vert.x offers no
 * option for (the two below, and the request line and header name checks further down). Checked against Vert.x 5.0.7 with Netty 4.2.9 (the versions of the
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
  /** RFC 3986 §3.2.2: a bracketed IP literal or a reg-name, then an optional port of digits. */
  private static final Pattern HOST = Pattern.compile("(?:\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9._~!$&'()*+,;=%-]*)(?::[0-9]*)?");

  StrictRequestDecoder(HttpServerOptions options) {
    super(options);
  }

  @Override
  protected void handleTransferEncodingChunkedWithContentLength(HttpMessage message) {
    throw new IllegalArgumentException("Content-Length and Transfer-Encoding together");
  }

  private final HeadScanner head = new HeadScanner();
  /** The current request's chunked body, while Netty reads it; null otherwise. */
  private ChunkScanner chunks;
  /** Bytes from the reader index on that {@link #head} or {@link #chunks} has already seen. */
  private int scanned;
  /** A head broke a rule: everything after it is dropped (Vert.x answers 400 and closes). */
  private boolean refused;

  /**
   * Runs {@link HeadScanner} over each head before Netty reads it. A broken head becomes Netty's
   * own invalid message (Vert.x's invalid-request handler answers 400 and closes), and the bytes
   * after it are dropped, as Netty does after its own refusals.
   */
  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) throws Exception {
    if (refused) {
      in.skipBytes(in.readableBytes());
      return;
    }
    if (chunks != null || !head.headDone()) {
      int end = chunks != null ? chunks.scan(in, in.readerIndex() + scanned) : head.scan(in, in.readerIndex() + scanned);
      if (end < 0) {
        refused = true;
        in.skipBytes(in.readableBytes());
        out.add(chunks != null ? invalidChunk() : invalidHead());
        return;
      }
      scanned = end - in.readerIndex();
    }
    int before = in.readerIndex();
    super.decode(ctx, in, out);
    scanned = Math.max(0, scanned - (in.readerIndex() - before));
    for (Object decoded : out) {
      if (decoded instanceof HttpMessage message && message.decoderResult().isSuccess()
          && HttpUtil.isTransferEncodingChunked(message)) {
        chunks = new ChunkScanner(); // Netty stops right after the head: the body is not read yet
        scanned = 0;
      }
    }
    if (!out.isEmpty() && out.getLast() instanceof LastHttpContent) {
      head.reset();
      chunks = null;
      scanned = 0;
    }
  }

  /** What Netty makes of a head it refuses: Vert.x's invalid-request handler answers 400 and closes. */
  private HttpMessage invalidHead() {
    HttpMessage invalid = createInvalidMessage();
    invalid.setDecoderResult(DecoderResult.failure(new IllegalArgumentException("obs-fold, leading whitespace or a bare CR")));
    return invalid;
  }

  /** What Netty makes of a chunk it refuses (a bad size): the request fails, and RouteFailures answers 400 and closes. */
  private static LastHttpContent invalidChunk() {
    LastHttpContent invalid = new DefaultLastHttpContent(Unpooled.EMPTY_BUFFER);
    invalid.setDecoderResult(DecoderResult.failure(new IllegalArgumentException("chunk framing RFC 9112 §7.1 refuses")));
    return invalid;
  }

  /**
   * Called by Netty once a head's fields are all read, before it decides how the body is framed:
   * the place to refuse what it would frame wrongly (CONTRACT §5.6). Netty reads a body as chunked
   * whenever any {@code Transfer-Encoding} value says {@code chunked} ({@code chunked, gzip}, two
   * lines) and any other coding as no body, leaving the body to be parsed as the next request; only
   * one {@code Transfer-Encoding: chunked} is taken. {@code Host}: exactly one in HTTP/1.1, at most
   * one in HTTP/1.0, each {@code uri-host [":" port]} (RFC 9112 §3.2); Netty keeps any.
   */
  @Override
  protected boolean isContentAlwaysEmpty(HttpMessage message) {
    HttpHeaders headers = message.headers();
    List<String> codings = headers.getAll(HttpHeaderNames.TRANSFER_ENCODING);
    if (!codings.isEmpty() && !(codings.size() == 1 && ows(codings.getFirst()).equalsIgnoreCase("chunked"))) {
      throw new IllegalArgumentException("a Transfer-Encoding other than one chunked");
    }
    List<String> hosts = headers.getAll(HttpHeaderNames.HOST);
    if (hosts.size() > 1 || (hosts.isEmpty() && message.protocolVersion().equals(HttpVersion.HTTP_1_1))
        || (hosts.size() == 1 && !HOST.matcher(hosts.getFirst()).matches())) {
      throw new IllegalArgumentException("a missing, repeated or malformed Host");
    }
    return super.isContentAlwaysEmpty(message);
  }

  /** Trims SP and HTAB only: String.strip would also take a vertical tab, a smuggling favourite. */
  private static String ows(String value) {
    int from = 0;
    int to = value.length();
    while (from < to && (value.charAt(from) == ' ' || value.charAt(from) == '\t')) {
      from++;
    }
    while (to > from && (value.charAt(to - 1) == ' ' || value.charAt(to - 1) == '\t')) {
      to--;
    }
    return value.substring(from, to);
  }

  /**
   * The request line, checked before Netty builds the request (a throw here makes Netty mark the
   * message invalid, so Vert.x's invalid-request handler answers 400 and closes). Netty takes any
   * version spelling it can read ({@code http/1.1}, {@code HTTP/2.0} answered as such) and any
   * target; the contract does not (§2.10, §2.11, §5.1): the version exactly {@code HTTP/1.1} or
   * {@code HTTP/1.0}, the target origin-form or {@code http://} absolute-form, {@code *} only for
   * OPTIONS, visible ASCII only and no fragment.
   */
  @Override
  protected HttpMessage createMessage(String[] initialLine) {
    String target = initialLine[1];
    String version = initialLine[2];
    if (!version.equals("HTTP/1.1") && !version.equals("HTTP/1.0")) {
      throw new IllegalArgumentException("not HTTP/1.1 or HTTP/1.0: " + version);
    }
    boolean form = target.startsWith("/") || target.regionMatches(true, 0, "http://", 0, 7)
        || (target.equals("*") && initialLine[0].equals("OPTIONS"));
    if (!form || target.indexOf('#') >= 0 || !target.chars().allMatch(c -> c > 0x20 && c < 0x7F)) {
      throw new IllegalArgumentException("a request-target the contract refuses");
    }
    return super.createMessage(initialLine);
  }

  /** An empty header name ({@code ": a"}), which Netty keeps as a header named "": 400 (RFC 9112 §5.1). */
  @Override
  protected AsciiString splitHeaderName(byte[] line, int start, int end) {
    if (end <= start) {
      throw new IllegalArgumentException("an empty header name");
    }
    return super.splitHeaderName(line, start, end);
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
