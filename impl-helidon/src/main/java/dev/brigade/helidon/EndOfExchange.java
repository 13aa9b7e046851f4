package dev.brigade.helidon;

import io.helidon.http.HeaderValues;
import io.helidon.http.HttpPrologue;
import io.helidon.http.http2.Http2ErrorCode;
import io.helidon.http.http2.Http2Exception;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.ServerResponse;

/**
 * How a refusal ends its exchange, by protocol. Over HTTP/1.1 the answer says
 * {@code Connection: close} and the connection ends after it ({@link ConnectionClose}). Over HTTP/2
 * the connection is shared by many streams and may carry no connection-specific header (RFC 9113
 * §8.2.2: Helidon's HTTP/2 response refuses one), so only that stream ends, and the others go on.
 */
final class EndOfExchange {

  private static final String HTTP_2 = "2.0";

  private EndOfExchange() {
  }

  static boolean isHttp2(HttpPrologue prologue) {
    return HTTP_2.equals(prologue.protocolVersion());
  }

  /** Marks an HTTP/1.1 answer as the connection's last; an HTTP/2 answer is left as it is. */
  static void lastOnConnection(HttpPrologue prologue, ServerResponse response) {
    if (!isHttp2(prologue)) {
      response.header(HeaderValues.CONNECTION_CLOSE);
    }
  }

  /**
   * What ends the exchange after an answer sent while the client may still be sending its body:
   * over HTTP/1.1 the connection; over HTTP/2 the stream alone, by RST_STREAM with NO_ERROR (RFC
   * 9113 §8.1: the answer is complete, the client should stop sending). Helidon's HTTP/2 stream
   * answers a {@link CloseConnectionException} with RST_STREAM, its code taken from an
   * {@link Http2Exception} cause.
   */
  static CloseConnectionException afterAnswer(HttpPrologue prologue, String why, Throwable cause) {
    if (isHttp2(prologue)) {
      return new CloseConnectionException(why, new Http2Exception(Http2ErrorCode.NO_ERROR, why, cause));
    }
    return new CloseConnectionException(why, cause);
  }
}
