package dev.brigade.quarkus.framing;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultLastHttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.AsciiString;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.impl.VertxHttpRequestDecoder;
import java.util.List;

/**
 * Vert.x's HTTP/1.1 request decoder (Netty's, with Vert.x's header handling), made to refuse what
 * RFC 9112 and the contract refuse but Netty 4.1 accepts (README, "Robustness"). Each refusal is
 * Netty's own: a throw from one of the hooks its {@code HttpObjectDecoder} offers for subclasses, or
 * an invalid message built as Netty builds one; Vert.x then answers 400 and closes, as it does for
 * any head Netty cannot read. {@link StrictTransport} puts it in place of Vert.x's decoder.
 * Content-Length with Transfer-Encoding needs nothing here: Netty 4.1.133 refuses the pair itself
 * ({@code VertxInternalsTest} says when that changes).
 */
final class StrictRequestDecoder extends VertxHttpRequestDecoder {

  private final HeadScanner head = new HeadScanner();
  /** The current request's chunked body while Netty reads it, else null. */
  private ChunkScanner chunks;
  /** How many bytes from the reader index the current scanner has already seen. */
  private int scanned;
  /** A request broke a rule: the rest of the connection's bytes are dropped (Vert.x closes it). */
  private boolean refused;

  StrictRequestDecoder(HttpServerOptions options) {
    super(options);
  }

  /**
   * The raw bytes of each head, and of each chunked body's framing, pass a scanner before Netty
   * reads them; what the scanner refuses becomes Netty's invalid message and nothing after it is read.
   */
  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) throws Exception {
    if (refused) {
      in.skipBytes(in.readableBytes());
      return;
    }
    if (chunks != null || !head.headDone()) {
      int from = in.readerIndex() + scanned;
      int end = chunks != null ? chunks.scan(in, from) : head.scan(in, from);
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
        chunks = new ChunkScanner(); // Netty stops right after the head: the body is still unread
        scanned = 0;
      }
    }
    if (!out.isEmpty() && out.getLast() instanceof LastHttpContent) {
      head.reset();
      chunks = null;
      scanned = 0;
    }
  }

  private HttpMessage invalidHead() {
    HttpMessage invalid = createInvalidMessage();
    invalid.setDecoderResult(DecoderResult.failure(new IllegalArgumentException("obs-fold, leading whitespace or a bare CR")));
    return invalid;
  }

  /** As Netty marks a chunk size it cannot read: the request fails (HttpFilters answers 400 and closes). */
  private static LastHttpContent invalidChunk() {
    LastHttpContent invalid = new DefaultLastHttpContent(Unpooled.EMPTY_BUFFER);
    invalid.setDecoderResult(DecoderResult.failure(new IllegalArgumentException("chunk framing RFC 9112 §7.1 refuses")));
    return invalid;
  }

  /**
   * Called once a head's fields are read, before Netty frames the body (CONTRACT §5.6). Netty reads
   * a body as chunked whenever any Transfer-Encoding value says chunked, and any other coding as no
   * body, leaving the body to be parsed as the next request: only one {@code chunked} is taken.
   * Host: exactly one on HTTP/1.1, at most one on HTTP/1.0, each {@code uri-host [":" port]}.
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
        || (hosts.size() == 1 && !validHost(hosts.getFirst()))) {
      throw new IllegalArgumentException("a missing, repeated or malformed Host");
    }
    return super.isContentAlwaysEmpty(message);
  }

  /**
   * RFC 3986 §3.2.2: a bracketed IP literal or a reg-name, then an optional port of digits. A loop,
   * not a regular expression: it runs on every request (a Pattern showed in the JFR profile).
   */
  static boolean validHost(String host) {
    int at = 0;
    int n = host.length();
    if (at < n && host.charAt(at) == '[') {
      at++;
      while (at < n && (Character.digit(host.charAt(at), 16) >= 0 || host.charAt(at) == ':' || host.charAt(at) == '.')) {
        at++;
      }
      if (at == 1 || at >= n || host.charAt(at) != ']') {
        return false;
      }
      at++;
    } else {
      while (at < n && REG_NAME.indexOf(host.charAt(at)) >= 0) {
        at++;
      }
    }
    if (at < n && host.charAt(at) == ':') {
      at++;
      while (at < n && host.charAt(at) >= '0' && host.charAt(at) <= '9') {
        at++;
      }
    }
    return at == n;
  }

  private static final String REG_NAME = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~!$&'()*+,;=%-";

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
   * The request line, before Netty builds the request: Netty takes any version it can spell
   * ({@code http/1.1} served, {@code HTTP/2.0} answered in kind) and any target; the contract wants
   * exactly HTTP/1.1 or HTTP/1.0, and an origin-form or http absolute-form target in visible ASCII
   * without a fragment, {@code *} for OPTIONS only (§2.10, §2.11, §5.1).
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
    if (!form || !visibleWithoutFragment(target)) {
      throw new IllegalArgumentException("a request-target the contract refuses");
    }
    return super.createMessage(initialLine);
  }

  private static boolean visibleWithoutFragment(String target) {
    for (int i = 0; i < target.length(); i++) {
      char c = target.charAt(i);
      if (c <= 0x20 || c >= 0x7F || c == '#') {
        return false;
      }
    }
    return true;
  }

  /** An empty header name ({@code ": a"}), which Netty keeps as a header named "" (RFC 9112 §5.1). */
  @Override
  protected AsciiString splitHeaderName(byte[] line, int start, int end) {
    if (end <= start) {
      throw new IllegalArgumentException("an empty header name");
    }
    return super.splitHeaderName(line, start, end);
  }
}
