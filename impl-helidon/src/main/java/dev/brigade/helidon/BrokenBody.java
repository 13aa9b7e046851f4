package dev.brigade.helidon;

import io.helidon.http.HttpException;
import io.helidon.http.RequestException;
import io.helidon.http.Status;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

/**
 * A request body that failed while the handler read it. Helidon raises its own
 * {@link RequestException} (413 past max-payload-size, a chunk size that is not hex, a broken last
 * chunk) or, counting an HTTP/2 stream's body, an {@link HttpException} (413), which routing would answer, and then it keeps reading the connection, taking the rest of
 * the body for the next request (framing, CONTRACT §5.5). Here the failure is answered (Helidon's
 * status, else 400) with {@code Connection: close}, then {@link CloseConnectionException} ends the
 * connection. Over HTTP/2, where the stream frames the body, the answer ends that stream alone
 * ({@link EndOfExchange}).
 */
final class BrokenBody {

  private BrokenBody() {
  }

  static CloseConnectionException answer(ServerRequest request, ServerResponse response, RuntimeException failure) {
    Status status = Status.BAD_REQUEST_400;
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof RequestException helidon) {
        status = helidon.status();
        break;
      }
      if (cause instanceof HttpException helidon) {
        status = helidon.status();
        break;
      }
    }
    if (!response.isSent()) {
      response.status(status);
      EndOfExchange.lastOnConnection(request.prologue(), response);
      response.send();
    }
    return EndOfExchange.afterAnswer(request.prologue(), "the request body was broken: " + failure.getMessage(), failure);
  }
}
