package dev.brigade.vertx;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpHeaders;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The {@code Date} header value, formatted once a second by a timer on the owning verticle's event
 * loop (Vert.x's HTTP server sends no Date of its own). Read and written on that one thread only.
 */
final class HttpDate {

  /** RFC 9110 §5.6.7 IMF-fixdate; RFC_1123_DATE_TIME would drop the day's leading zero. */
  private static final DateTimeFormatter IMF_FIXDATE =
      DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
          .withZone(ZoneOffset.UTC);

  private CharSequence value = format(Instant.now());

  /** Starts the refresh timer; Vert.x cancels it when the verticle is undeployed. */
  HttpDate(Vertx vertx) {
    vertx.setPeriodic(1_000, tick -> value = format(Instant.now()));
  }

  CharSequence value() {
    return value;
  }

  static CharSequence format(Instant instant) {
    // createOptimized: pre-encoded bytes that Netty copies into every response without re-encoding.
    return HttpHeaders.createOptimized(IMF_FIXDATE.format(instant));
  }
}
