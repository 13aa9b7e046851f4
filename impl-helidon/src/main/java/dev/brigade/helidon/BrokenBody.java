package dev.brigade.helidon;

import io.helidon.http.HttpException;
import io.helidon.http.RequestException;
import io.helidon.http.Status;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

/**
 * A request body refused or broken. Helidon raises its own {@link RequestException} while the
 * handler reads it (413 past max-payload-size, a chunk size that is not hex, a broken last chunk),
 * or, counting an HTTP/2 stream's body, an {@link HttpException} (413), which routing would answer;
 * over HTTP/1.1 it then keeps reading the connection, taking the rest of the body for the next
 * request (framing, CONTRACT §5.5). Here the failure is answered (Helidon's status, else 400) with
 * {@code Connection: close}, then {@link CloseConnectionException} ends the connection. Over HTTP/2
 * the answer ends that stream alone ({@link EndOfExchange}).
 */
public final class BrokenBody {

  private BrokenBody() {
  }

  /**
   * A body announced past the listener's {@code max-payload-size}: 413 before any of it is read.
   * Helidon's HTTP/1 does this itself before routing; its HTTP/2 only counts the body as the handler
   * reads it, so a client that waits for the answer before it sends the rest would wait forever.
   */
  public static boolean refusedTooLarge(ServerRequest request, ServerResponse response) {
    long limit = request.listenerContext().config().maxPayloadSize();
    if (limit < 0 || request.headers().contentLength().orElse(0) <= limit) {
      return false;
    }
    answer(request, response, Status.REQUEST_ENTITY_TOO_LARGE_413, "the announced body is past " + limit + " bytes", null);
    return true;
  }

  /** Answers a failure raised while the body was read, and ends the exchange. */
  public static void answer(ServerRequest request, ServerResponse response, RuntimeException failure) {
    Status status = Status.BAD_REQUEST_400;
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof StalledBody.StalledException) {
        status = Status.REQUEST_TIMEOUT_408;
        break;
      }
      if (cause instanceof RequestException helidon) {
        status = helidon.status();
        break;
      }
      if (cause instanceof HttpException helidon) {
        status = helidon.status();
        break;
      }
    }
    answer(request, response, status, "the request body was broken: " + failure.getMessage(), failure);
  }

  private static void answer(ServerRequest request, ServerResponse response, Status status, String why, Throwable cause) {
    if (!response.isSent()) {
      response.status(status);
      EndOfExchange.lastOnConnection(request.prologue(), response);
      response.send();
    }
    EndOfExchange.endAfterAnswer(request.prologue(), why, cause);
  }
}
