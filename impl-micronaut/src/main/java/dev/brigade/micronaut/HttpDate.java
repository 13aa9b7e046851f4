package dev.brigade.micronaut;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The {@code Date} header value, formatted at most once a second and shared by every event loop.
 * Micronaut's own date header is off (application.yml): it formats with RFC_1123_DATE_TIME, which
 * drops the day's leading zero (RFC 9110 wants {@code Tue, 01 Dec}), and it formats per response.
 */
@Singleton
public final class HttpDate {

    /** RFC 9110 §5.6.7 IMF-fixdate. */
    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    /** One second's value; replaced whole, so readers never see a half-updated pair. */
    private record Stamp(long second, String value) {}

    private final LongSupplier clockMillis;
    private volatile Stamp stamp = new Stamp(Long.MIN_VALUE, "");

    @Inject
    HttpDate() {
        this(System::currentTimeMillis);
    }

    HttpDate(LongSupplier clockMillis) {
        this.clockMillis = clockMillis;
    }

    public String value() {
        long millis = clockMillis.getAsLong();
        long second = Math.floorDiv(millis, 1_000L);
        Stamp current = stamp;
        if (current.second() != second) {
            current = new Stamp(second, format(Instant.ofEpochSecond(second)));
            stamp = current;
        }
        return current.value();
    }

    static String format(Instant instant) {
        return IMF_FIXDATE.format(instant);
    }
}
