package dev.brigade.quarkus;

import io.vertx.core.http.HttpHeaders;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The {@code Date} header value, formatted at most once a second (Vert.x under Quarkus sends no
 * Date of its own). Racy by design: two threads crossing a second may both format it, harmlessly.
 */
final class HttpDate {

  /** RFC 9110 §5.6.7 IMF-fixdate; RFC_1123_DATE_TIME would drop the day's leading zero. */
  private static final DateTimeFormatter IMF_FIXDATE =
      DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
          .withZone(ZoneOffset.UTC);

  private record Stamp(long second, CharSequence value) {
  }

  private volatile Stamp stamp = new Stamp(-1, "");

  CharSequence value() {
    long second = System.currentTimeMillis() / 1_000;
    Stamp current = stamp;
    if (current.second() != second) {
      current = new Stamp(second, format(Instant.ofEpochSecond(second)));
      stamp = current;
    }
    return current.value();
  }

  static CharSequence format(Instant instant) {
    // createOptimized: pre-encoded bytes that Netty copies into every response without re-encoding.
    return HttpHeaders.createOptimized(IMF_FIXDATE.format(instant));
  }
}
