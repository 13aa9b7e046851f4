package dev.brigade.helidon;

import io.helidon.http.DirectHandler;
import io.helidon.http.ServerResponseHeaders;
import io.helidon.http.Status;
import io.helidon.webserver.http.DirectHandlers;

/**
 * Helidon's direct handlers (its documented hook for the answers it gives before or outside
 * routing), with this server's {@code Date} header and one status changed: a request line
 * Helidon's parser throws on ({@code GE(T}, control bytes) reaches them as an internal error with
 * no request attached. It is the client's fault, so 400 (CONTRACT §5: never a 5xx for bad input);
 * errors inside routing carry their request and stay 500.
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
    if (type == EventType.INTERNAL_ERROR && request == TransportRequest.empty()) {
      answer = Status.BAD_REQUEST_400;
    }
    headers.set(date.header());
    return DirectHandler.defaultHandler().handle(request, type, answer, headers, message);
  }
}
