package dev.brigade.helidon;

import io.helidon.http.HeaderValues;
import io.helidon.http.RequestException;
import io.helidon.http.Status;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.ServerResponse;

/**
 * A request body that failed while the handler read it. Helidon raises its own
 * {@link RequestException} for some failures (413 over max-payload-size, a broken last chunk) but
 * lets a chunk size that is not hex escape as a bare NumberFormatException, which routing would
 * answer 500; and after either answer it keeps reading the connection, taking the rest of the
 * body for the next request. Here the failure is answered (Helidon's status, else 400) with
 * {@code Connection: close}, then {@link CloseConnectionException} ends the connection.
 */
final class BrokenBody {

  private BrokenBody() {
  }

  static CloseConnectionException answer(ServerResponse response, RuntimeException failure) {
    Status status = Status.BAD_REQUEST_400;
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof RequestException helidon) {
        status = helidon.status();
        break;
      }
    }
    if (!response.isSent()) {
      response.status(status).header(HeaderValues.CONNECTION_CLOSE).send();
    }
    return new CloseConnectionException("the request body was broken: " + failure.getMessage(), failure);
  }
}
