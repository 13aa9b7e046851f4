package dev.brigade.quarkus;

import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import java.util.List;

/**
 * The RFC 9112 rules Netty's decoder does not enforce by itself, read from the decoded request:
 * each answer is the reason for a 400, or null when the request may go on.
 */
final class RequestFraming {

  private RequestFraming() {
  }

  static String refusal(HttpServerRequest request) {
    String target = request.uri();
    for (int i = 0; i < target.length(); i++) {
      char c = target.charAt(i);
      if (c <= ' ' || c >= 0x7f) {
        return "the request-target holds a byte outside visible ASCII";
      }
      if (c == '#') {
        return "a fragment is not part of a request-target";
      }
    }
    if (target.equals("*") && request.method() != HttpMethod.OPTIONS) {
      return "the asterisk-form is for OPTIONS only";
    }
    MultiMap headers = request.headers();
    List<String> encodings = headers.getAll(HttpHeaders.TRANSFER_ENCODING);
    if (!encodings.isEmpty()) {
      // Only a lone, final "chunked" frames a body this server can read; Netty has already
      // dropped a Content-Length sent beside it, so that case is refused at decoding (see README).
      if (encodings.size() > 1 || !encodings.getFirst().trim().equalsIgnoreCase("chunked")) {
        return "Transfer-Encoding other than a single chunked";
      }
    }
    List<String> lengths = headers.getAll(HttpHeaders.CONTENT_LENGTH);
    if (lengths.size() > 1) {
      return "more than one Content-Length";
    }
    if (request.version() == HttpVersion.HTTP_1_1) {
      List<String> hosts = headers.getAll(HttpHeaders.HOST);
      if (hosts.size() != 1 || !validHost(hosts.getFirst())) {
        return "an HTTP/1.1 request needs exactly one well-formed Host";
      }
    }
    return null;
  }

  /** uri-host [ ":" port ] with no whitespace, userinfo, path or empty port (RFC 9110 §7.2). */
  private static boolean validHost(String host) {
    if (host.isEmpty() || host.endsWith(":")) {
      return false;
    }
    for (int i = 0; i < host.length(); i++) {
      char c = host.charAt(i);
      if (c <= ' ' || c >= 0x7f || c == '/' || c == '@' || c == '?' || c == '#' || c == '\\') {
        return false;
      }
    }
    return true;
  }
}
