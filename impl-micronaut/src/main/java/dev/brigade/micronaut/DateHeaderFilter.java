package dev.brigade.micronaut;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

/** Every response gets the cached IMF-fixdate {@code Date} (see {@link HttpDate}). */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
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
