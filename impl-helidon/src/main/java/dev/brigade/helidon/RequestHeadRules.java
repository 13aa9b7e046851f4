package dev.brigade.helidon;

import io.helidon.http.DirectHandler;
import io.helidon.http.Header;
import io.helidon.http.Headers;
import io.helidon.http.HttpPrologue;
import io.helidon.http.Method;
import io.helidon.http.RequestException;
import io.helidon.http.Status;
import io.helidon.webserver.ConnectionContext;
import io.helidon.webserver.http1.Http1ConnectionListener;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The contract's rules on the request head that Helidon's HTTP/1 parser lets through, checked
 * where Helidon itself validates the Host header: right after the request line and the header
 * section are parsed, before routing. A {@link RequestException} thrown here is answered by
 * Helidon's direct handler with its status, and the connection is closed.
 *
 * <ul>
 *   <li>A fragment in the request-target (Helidon splits it off and routes the path): 400.
 *   <li>Bytes outside visible ASCII in the request-target (Helidon decodes it as US-ASCII): 400.
 *   <li>{@code *} with a method other than OPTIONS: 400 (RFC 9112 §3.2.4).
 *   <li>An absolute-form request-target (RFC 9112 §3.2.2) for another host: 400. Helidon routes
 *       the absolute form by its path, whatever its authority.
 *   <li>A method that is not upper-case letters ({@code get}): 400. Helidon upper-cases the
 *       method it parses, so the method's bytes as sent come from {@link RequestLines}.
 *   <li>A header with an empty name ({@code : a}): 400.
 *   <li>A header section over the contract's 16 KiB: 431. Helidon answers every broken header
 *       section 400, its {@code max-headers-size} included, so that limit is set above this one
 *       (application.yaml) and this one is counted here.
 *   <li>A head whose header section is not complete 10 s after its request line: the connection
 *       is closed. Helidon's idle check interrupts a connection only while it waits for a request
 *       line; this interrupts one stalled in its headers, as Helidon's idle check does (an
 *       interrupted blocking read closes the socket).
 * </ul>
 */
final class RequestHeadRules implements Http1ConnectionListener {

  private static final Status HEADERS_TOO_LARGE = Status.create(431, "Request Header Fields Too Large");

  private final int maxHeadersSize;
  private final long headTimeoutNanos;
  /** The connection threads reading a header section, and when each must be done. */
  private final Map<Thread, Long> headDeadlines = new ConcurrentHashMap<>();

  RequestHeadRules(int maxHeadersSize, Duration headTimeout) {
    this.maxHeadersSize = maxHeadersSize;
    this.headTimeoutNanos = headTimeout.toNanos();
    Thread.ofVirtual().name("head-deadlines").start(this::enforceDeadlines);
  }

  @Override
  public void prologue(ConnectionContext ctx, HttpPrologue prologue) {
    if (prologue.fragment().hasValue()) {
      throw reject(Status.BAD_REQUEST_400, "a fragment in the request-target");
    }
    String target = prologue.uriPath().rawPath();
    if (!visibleAscii(target) || (prologue.hasQuery() && !visibleAscii(prologue.query().rawValue()))) {
      throw reject(Status.BAD_REQUEST_400, "bytes outside visible ASCII in the request-target");
    }
    String sent = RequestLines.method(ctx);
    if ((sent != null && !sent.equals(prologue.method().text())) || !upperCaseLetters(prologue.method().text())) {
      throw reject(Status.BAD_REQUEST_400, "a method that is not upper-case letters");
    }
    if (target.equals("*") && !prologue.method().equals(Method.OPTIONS)) {
      throw reject(Status.BAD_REQUEST_400, "* is the target of OPTIONS only");
    }
    if (!target.startsWith("/") && !target.equals("*") && !isThisServer(target, ctx.localPeer().address())) {
      throw reject(Status.BAD_REQUEST_400, "a request-target for another server");
    }
    headDeadlines.put(Thread.currentThread(), System.nanoTime() + headTimeoutNanos);
  }

  /** An absolute-form target naming the address and port this connection came in on (or localhost). */
  private static boolean isThisServer(String target, SocketAddress local) {
    URI uri;
    try {
      uri = new URI(target);
    } catch (URISyntaxException malformed) {
      return false;
    }
    if (!(local instanceof InetSocketAddress address) || uri.getHost() == null
        || !("http".equalsIgnoreCase(uri.getScheme()))) {
      return false;
    }
    String host = uri.getHost().replace("[", "").replace("]", "");
    int port = uri.getPort() == -1 ? 80 : uri.getPort();
    return port == address.getPort()
        && (host.equalsIgnoreCase("localhost") || host.equalsIgnoreCase(address.getAddress().getHostAddress()));
  }

  @Override
  public void headers(ConnectionContext ctx, Headers headers) {
    headDeadlines.remove(Thread.currentThread());
    long size = 0;
    for (Header header : headers) {
      if (header.name().isEmpty()) {
        throw reject(Status.BAD_REQUEST_400, "a header with an empty name");
      }
      // name ": " value CRLF, each value of a repeated header counted once
      for (String value : header.allValues()) {
        size += header.name().length() + value.length() + 4;
      }
    }
    if (size > maxHeadersSize) {
      throw reject(HEADERS_TOO_LARGE, "header section over " + maxHeadersSize + " bytes");
    }
  }

  /** Once a second: a connection thread past its head deadline is interrupted, which closes its socket. */
  private void enforceDeadlines() {
    while (true) {
      try {
        Thread.sleep(1_000);
      } catch (InterruptedException e) {
        return;
      }
      long now = System.nanoTime();
      headDeadlines.forEach((thread, deadline) -> {
        if (now - deadline > 0 && headDeadlines.remove(thread, deadline)) {
          thread.interrupt();
        }
      });
    }
  }

  private static boolean upperCaseLetters(String method) {
    for (int i = 0; i < method.length(); i++) {
      char c = method.charAt(i);
      if (c < 'A' || c > 'Z') {
        return false;
      }
    }
    return !method.isEmpty();
  }

  private static boolean visibleAscii(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c <= ' ' || c > '~') {
        return false;
      }
    }
    return true;
  }

  private static RequestException reject(Status status, String why) {
    return RequestException.builder()
        .type(DirectHandler.EventType.BAD_REQUEST)
        .status(status)
        .setKeepAlive(false)
        .message(why)
        .build();
  }
}
