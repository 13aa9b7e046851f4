package dev.brigade.vertx;

import io.vertx.core.MultiMap;
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

  /**
   * A head that answers point at instead of filling: these constant headers and the Date as one
   * read-only map, made again when the Date changes (as Vert.x's TechEmpower entry does).
   * {@code response.headers().setAll(head.get())} shares a read-only map's entries instead of adding
   * and validating them one by one (Vert.x copies them only if the answer then changes a header), and
   * with {@code vertx.cacheImmutableHttpResponseHeaders} Vert.x encodes such a map to bytes once.
   */
  Head head(MultiMap constants) {
    return new Head(constants.copy(false));
  }

  /** One head, read and made again on this verticle's event loop only. */
  final class Head {

    private final MultiMap constants;
    private CharSequence dated;
    private MultiMap current;

    private Head(MultiMap constants) {
      this.constants = constants;
    }

    /** The read-only head with the current Date: one reference compare per answer, a new map once a second. */
    MultiMap get() {
      CharSequence now = value;
      if (now != dated) {
        current = constants.copy(true).add(HttpHeaders.DATE, now).copy(false);
        dated = now;
      }
      return current;
    }
  }
}
