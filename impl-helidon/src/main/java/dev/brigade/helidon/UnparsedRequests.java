package dev.brigade.helidon;

import io.helidon.http.DirectHandler;
import io.helidon.http.ServerResponseHeaders;
import io.helidon.http.Status;
import io.helidon.webserver.http.DirectHandlers;

/**
 * Helidon's direct handler (the answers given before or outside routing) with two statuses
 * changed, and this server's Date header:
 * <ul>
 *   <li>HTTP/1.0: 400, not 505. RFC 9110 §15.6.6 keeps 505 for a major version the server does
 *       not support; this server does not serve 1.0 requests, and says so as a client error.
 *   <li>A request line Helidon's parser throws on ({@code GE(T}, control bytes) reaches this
 *       handler as an internal error with no request attached: the client's fault, so 400.
 *       Errors inside routing carry their request and stay 500.
 * </ul>
 */
final class UnparsedRequests implements DirectHandler {

  private final HttpDate date;

  private UnparsedRequests(HttpDate date) {
    this.date = date;
  }

  static DirectHandlers handlers(HttpDate date) {
    UnparsedRequests handler = new UnparsedRequests(date);
    DirectHandlers.Builder builder = DirectHandlers.builder();
    for (EventType type : EventType.values()) {
      builder.addHandler(type, handler);
    }
    return builder.build();
  }

  @Override
  public TransportResponse handle(TransportRequest request, EventType type, Status status,
      ServerResponseHeaders headers, String message) {
    Status answer = status;
    if (type == EventType.HTTP_VERSION_NOT_SUPPORTED
        || (type == EventType.INTERNAL_ERROR && request == TransportRequest.empty())) {
      answer = Status.BAD_REQUEST_400;
    }
    headers.set(date.header());
    return DirectHandler.defaultHandler().handle(request, type, answer, headers, message);
  }
}
