package dev.brigade.helidon;

import io.helidon.http.HeaderValues;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.Filter;
import io.helidon.webserver.http.FilterChain;
import io.helidon.webserver.http.RoutingRequest;
import io.helidon.webserver.http.RoutingResponse;

/**
 * Closes the connection after an answer that says {@code Connection: close}, as RFC 9112 §9.6
 * requires. Helidon 4.5 writes that header when the request asked for it (or a filter set it, as
 * {@link Draining} does) but then goes on reading the connection, which stays open until the idle
 * timeout closes it. {@link CloseConnectionException} is Helidon's own way to end a connection from
 * routing: the error handling lets it through, and the connection handler closes the socket after
 * the answer already written.
 */
final class ConnectionClose implements Filter {

  @Override
  public void filter(FilterChain chain, RoutingRequest request, RoutingResponse response) {
    chain.proceed();
    // Helidon adds the header to the response's own when the request asked for close, so the
    // response's headers alone say whether this answer ends the connection
    if (response.isSent() && response.headers().containsToken(HeaderValues.CONNECTION_CLOSE)) {
      throw new CloseConnectionException("the answer said Connection: close");
    }
  }
}
