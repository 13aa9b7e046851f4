package dev.brigade.helidon;

import io.helidon.http.BadRequestException;
import io.helidon.http.RequestException;

/**
 * A request body that failed while being read. Helidon raises its own {@link RequestException}
 * for some failures (413 over max-payload-size) but lets a chunk size that is not hex escape as a
 * bare NumberFormatException, which routing would answer 500. Rethrown here: Helidon's own
 * exception as it is, anything else as a 400; both end the connection (the rest of the body is
 * not worth reading).
 */
final class BrokenBody {

  private BrokenBody() {
  }

  static RuntimeException of(RuntimeException failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof RequestException helidon) {
        return helidon;
      }
    }
    return new BadRequestException("malformed request body: " + failure.getMessage(), failure);
  }
}
