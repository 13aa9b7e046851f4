package dev.brigade.micronaut.netty;

import dev.brigade.micronaut.HttpDate;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Between Netty's decoder and Micronaut: answers what must not reach a route, then closes.
 * Micronaut itself answers every decoder failure with 400, or 413 for anything too long; the
 * contract wants 414 for a long request line and 431 for large headers, and 400 for a
 * request-target that is not origin-form ({@code *} outside OPTIONS, a fragment, bytes outside
 * visible ASCII) and for a missing or repeated {@code Host}. An absolute-form target is served:
 * it is rewritten to its path and query. A HEAD is passed on as a GET (see {@link #channelRead}):
 * Micronaut's own HEAD routes answer without Content-Length and Content-Type, which RFC 9110 and
 * the contract want as GET would send them.
 *
 * <p>On the way out it closes the connection after Micronaut's own 413 (a body over
 * {@code max-request-size}): Micronaut answers from the Content-Length and keeps the connection,
 * leaving the unread body to be parsed as the next request; CONTRACT §3.3 wants a close.
 */
final class RequestGuard extends ChannelDuplexHandler {

  static final String NAME = "brigade-request-guard";

  /** RFC 9112 §3.2: uri-host (reg-name, IPv4 or an IP literal) and an optional port of digits. */
  private static final Pattern HOST = Pattern.compile(
      "(?:[A-Za-z0-9._~!$&'()*+;=%-]*|\\[[0-9A-Fa-f:.]+\\])(?::[0-9]*)?");

  private final HttpDate date;
  private final HeadDeadline deadline;
  /** {@code micronaut.server.max-request-size}: a body announced over it is refused before it is asked for. */
  private final long maxBody;
  /** After a rejection nothing more is read from this connection. */
  private boolean closing;

  RequestGuard(HttpDate date, HeadDeadline deadline, long maxBody) {
    this.maxBody = maxBody;
    this.date = date;
    this.deadline = deadline;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (closing) {
      ReferenceCountUtil.release(msg);
      return;
    }
    if (msg instanceof HttpRequest request) {
      deadline.headComplete();
      HttpResponseStatus rejection = rejection(request);
      if (rejection != null) {
        ReferenceCountUtil.release(msg);
        reject(ctx, rejection);
        return;
      }
      if (request.method().equals(HttpMethod.HEAD)) {
        // Served as the GET it mirrors; StrictServerCodec's encoder, which saw HEAD, sends the
        // GET's status and headers (Content-Length and Content-Type included) without the body.
        request.setMethod(HttpMethod.GET);
      }
    } else if (msg instanceof HttpObject body && body.decoderResult().isFailure()) {
      // A broken body (a bad chunk size) after a good head: the route may already be reading it.
      ReferenceCountUtil.release(msg);
      reject(ctx, HttpResponseStatus.BAD_REQUEST);
      return;
    }
    if (msg instanceof LastHttpContent) {
      deadline.expectHead();
    }
    ctx.fireChannelRead(msg);
  }

  /** Set when a 413 is on its way out: the connection closes once its last part is written. */
  private boolean closeAfterResponse;

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    if (msg instanceof HttpResponse response && response.status().equals(HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE)) {
      response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
      closeAfterResponse = true;
      closing = true;
    }
    if (closeAfterResponse && msg instanceof LastHttpContent) {
      closeAfterResponse = false;
      ctx.write(msg, promise.unvoid()).addListener(ChannelFutureListener.CLOSE);
      return;
    }
    ctx.write(msg, promise);
  }

  private HttpResponseStatus rejection(HttpRequest request) {
    DecoderResult result = request.decoderResult();
    if (result.isFailure()) {
      Throwable cause = result.cause();
      if (cause instanceof TooLongHttpLineException) {
        return HttpResponseStatus.REQUEST_URI_TOO_LONG;
      }
      if (cause instanceof TooLongHttpHeaderException) {
        return HttpResponseStatus.REQUEST_HEADER_FIELDS_TOO_LARGE;
      }
      return HttpResponseStatus.BAD_REQUEST;
    }
    HttpHeaders headers = request.headers();
    if (HttpUtil.is100ContinueExpected(request) && HttpUtil.getContentLength(request, -1L) > maxBody) {
      // Micronaut sends 100 Continue first and only then refuses; RFC 9110 §10.1.1 lets a server
      // answer the final status at once, so the client never sends the body.
      return HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE;
    }
    List<String> hosts = headers.getAll(HttpHeaderNames.HOST);
    if (request.protocolVersion().equals(HttpVersion.HTTP_1_1) ? hosts.size() != 1 : hosts.size() > 1) {
      return HttpResponseStatus.BAD_REQUEST;
    }
    if (!hosts.isEmpty() && !HOST.matcher(hosts.get(0)).matches()) {
      return HttpResponseStatus.BAD_REQUEST;
    }
    List<String> codings = headers.getAll(HttpHeaderNames.TRANSFER_ENCODING);
    if (!codings.isEmpty() && !(codings.size() == 1 && codings.get(0).trim().equalsIgnoreCase("chunked"))) {
      // Only "chunked", once: another coding, a list or a repeat is refused (RFC 9112 §6.1), never guessed at.
      return HttpResponseStatus.BAD_REQUEST;
    }
    String target = request.uri();
    if (!visibleAscii(target) || target.indexOf('#') >= 0) {
      return HttpResponseStatus.BAD_REQUEST;
    }
    if (target.startsWith("/")) {
      return null;
    }
    if (target.equals("*")) {
      return request.method().equals(HttpMethod.OPTIONS) ? null : HttpResponseStatus.BAD_REQUEST;
    }
    String origin = originForm(target);
    if (origin == null) {
      return HttpResponseStatus.BAD_REQUEST;
    }
    request.setUri(origin);
    return null;
  }

  /** {@code http://authority/path?query} as {@code /path?query}, or null when it is not absolute-form. */
  private static String originForm(String target) {
    String scheme = target.regionMatches(true, 0, "http://", 0, 7) ? "http://" : null;
    if (scheme == null) {
      return null;
    }
    int slash = target.indexOf('/', scheme.length());
    int query = target.indexOf('?', scheme.length());
    if (slash < 0 || (query >= 0 && query < slash)) {
      return query < 0 ? "/" : "/" + target.substring(query);
    }
    return target.substring(slash);
  }

  private static boolean visibleAscii(String target) {
    for (int i = 0; i < target.length(); i++) {
      char c = target.charAt(i);
      if (c <= 0x20 || c >= 0x7f) {
        return false;
      }
    }
    return !target.isEmpty();
  }

  private void reject(ChannelHandlerContext ctx, HttpResponseStatus status) {
    closing = true;
    byte[] reason = status.reasonPhrase().getBytes(StandardCharsets.US_ASCII);
    FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.wrappedBuffer(reason));
    response.headers()
        .set(HttpHeaderNames.DATE, date.value())
        .set(HttpHeaderNames.CONTENT_TYPE, "text/plain; charset=utf-8")
        .set(HttpHeaderNames.CONTENT_LENGTH, reason.length)
        .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
    ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
  }
}
