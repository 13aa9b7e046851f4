package dev.brigade.helidon;

import io.helidon.http.HeaderValues;
import io.helidon.http.HttpPrologue;
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
   * After an answer sent while the client may still be sending its body. Over HTTP/1.1 the rest of
   * that body would be read as the next request, so the connection ends here (Helidon closes it on
   * {@link CloseConnectionException}, after the answer). Over HTTP/2 the stream frames the body:
   * once the handler returns, Helidon's stream reads and drops the rest of it up to the client's
   * END_STREAM, and the connection's other streams go on. It does that before any hook could reset
   * the stream, so no RST_STREAM(NO_ERROR) is sent while the client's side is open (README.md).
   */
  static void endAfterAnswer(HttpPrologue prologue, String why, Throwable cause) {
    if (!isHttp2(prologue)) {
      throw new CloseConnectionException(why, cause);
    }
  }
}
