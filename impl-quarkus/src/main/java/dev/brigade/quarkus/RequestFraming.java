package dev.brigade.quarkus;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;

/**
 * The RFC 9112 rules Netty's decoder does not enforce by itself, read from the decoded request:
 * each answer is the reason for a 400, or null when the request may go on.
 */
final class RequestFraming {

  private RequestFraming() {
  }

  static String refusal(HttpServerRequest request) {
    // The request line, Host and Transfer-Encoding were checked as the head was decoded
    // (framing/StrictRequestDecoder); what is left is a repeated Content-Length,
    // which that decoder does not look at.
    if (request.headers().getAll(HttpHeaders.CONTENT_LENGTH).size() > 1) {
      return "more than one Content-Length";
    }
    return null;
  }
}
