package dev.brigade.vertx;

import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpHeaders;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The {@code Date} header (Vert.x sends none), made once a second on the verticle's event loop and read there only, as
 * Vert.x's TechEmpower entry makes it: {@code vertx.setPeriodic(1000, ..)}, the value pre-encoded by {@code
 * createOptimized} (TechEmpower/FrameworkBenchmarks, frameworks/Java/vertx/src/main/java/vertx/App.java).
 */
final class HttpDate {

    /** RFC 9110 §5.6.7 IMF-fixdate; RFC_1123_DATE_TIME would drop the day's leading zero. */
    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private MultiMap head;

    /** Starts the refresh timer; Vert.x cancels it when the verticle is undeployed. */
    HttpDate(Vertx vertx) {
        refresh();
        vertx.setPeriodic(1_000, tick -> refresh());
    }

    /** Read-only, for {@code setAll(..)}: answers share the entry, not add and validate it (copied if a route adds). */
    MultiMap head() {
        return head;
    }

    static CharSequence format(Instant instant) {
        return HttpHeaders.createOptimized(IMF_FIXDATE.format(instant));
    }

    private void refresh() {
        head = HttpHeaders.headers()
                .add(HttpHeaders.DATE, format(Instant.now()))
                .copy(false);
    }
}
