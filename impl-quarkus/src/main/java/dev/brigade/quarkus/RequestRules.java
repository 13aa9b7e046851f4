package dev.brigade.quarkus;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import java.util.List;

/**
 * What Netty's decoder hands on as a valid request but the contract refuses, read from the request
 * as Vert.x exposes it to a route filter. Rules only the decoder could see (an obs-fold, a leading
 * space) are Quarkus's behaviour: declared-deviations.txt.
 */
final class RequestRules {

  /** The fields that belong to one HTTP/1.1 connection, never to an HTTP/2 message (RFC 9113 §8.2.2). */
  static final List<CharSequence> CONNECTION_FIELDS = List.of(HttpHeaders.CONNECTION,
      HttpHeaders.createOptimized("keep-alive"), HttpHeaders.createOptimized("proxy-connection"),
      HttpHeaders.TRANSFER_ENCODING, HttpHeaders.createOptimized("upgrade"));

  private RequestRules() {
  }

  /**
   * Why the request's framing is in doubt (400, then close), or null. Netty reads a body as
   * chunked when any coding says {@code chunked} ({@code chunked, gzip}, two lines) and as absent
   * for any other coding, leaving the body to be parsed as the next request (CONTRACT §5.6); it
   * takes the first of two equal {@code Content-Length}s. Netty has trimmed SP and HTAB around
   * each value; nothing else is trimmed (a vertical tab is a smuggling favourite).
   */
  static String framingRefusal(HttpServerRequest request) {
    List<String> codings = request.headers().getAll(HttpHeaders.TRANSFER_ENCODING);
    if (!codings.isEmpty() && !(codings.size() == 1 && codings.getFirst().equalsIgnoreCase("chunked"))) {
      return "a Transfer-Encoding other than one chunked";
    }
    if (request.headers().getAll(HttpHeaders.CONTENT_LENGTH).size() > 1) {
      return "more than one Content-Length";
    }
    return null;
  }

  /**
   * The body's length as its {@code Content-Length} declares it, or -1 when there is none. Over
   * HTTP/2 Netty has checked the value is one number and will hold the DATA frames to it.
   */
  static long declaredLength(HttpServerRequest request) {
    String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
    if (length == null) {
      return -1;
    }
    try {
      return Long.parseLong(length);
    } catch (NumberFormatException notANumber) {
      return -1;
    }
  }

  /** Why the head is refused (400, the framing is not in doubt), or null. */
  static String headRefusal(HttpServerRequest request) {
    List<String> hosts = request.headers().getAll(HttpHeaders.HOST);
    if (hosts.size() > 1 || (hosts.size() == 1 && hosts.getFirst().isEmpty())) {
      return "more than one Host, or an empty one";
    }
    if (request.headers().contains("")) {
      return "a header with an empty name";
    }
    String target = request.uri();
    for (int i = 0; i < target.length(); i++) {
      char c = target.charAt(i);
      if (c <= 0x20 || c >= 0x7F || c == '#') {
        // CONTRACT §2.11: a target is visible ASCII (other bytes arrive percent-encoded), without a fragment
        return "a request-target outside visible ASCII, or with a fragment";
      }
    }
    return null;
  }
}
