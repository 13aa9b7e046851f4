package dev.brigade.micronaut;

import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * Every response gets the cached IMF-fixdate {@code Date} (see {@link HttpDate}); first in the chain,
 * so the answers other filters give instead of a route's ({@link RequestRules}) are dated too.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
@Order(Ordered.HIGHEST_PRECEDENCE)
final class DateHeaderFilter {

  private final HttpDate date;

  DateHeaderFilter(HttpDate date) {
    this.date = date;
  }

  @ResponseFilter
  void addDate(MutableHttpResponse<?> response) {
    response.getHeaders().set(HttpHeaders.DATE, date.value());
  }
}
