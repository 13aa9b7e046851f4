package dev.brigade.conformance.reference;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** The {@code Date} header value (RFC 9110 IMF-fixdate), formatted once per second. */
final class HttpDate {

    /**
     * RFC 9110 §5.6.7 IMF-fixdate. Not {@code RFC_1123_DATE_TIME}: that writes the day of the month
     * without its leading zero ({@code Tue, 1 Dec 2026}), which IMF-fixdate does not allow.
     */
    static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private record Stamp(long second, String text) {}

    private final Clock clock;
    private final boolean frozen;
    private volatile Stamp current;

    /** {@code frozen} keeps the first value for ever: fault {@link Fault#DATE_FROZEN}. */
    HttpDate(Clock clock, boolean frozen) {
        this.clock = clock;
        this.frozen = frozen;
        this.current = stamp(clock.instant());
    }

    String now() {
        Stamp stamp = current;
        if (frozen) {
            return stamp.text();
        }
        Instant instant = clock.instant();
        if (instant.getEpochSecond() != stamp.second()) {
            stamp = stamp(instant);
            current = stamp;
        }
        return stamp.text();
    }

    private static Stamp stamp(Instant instant) {
        return new Stamp(instant.getEpochSecond(), IMF_FIXDATE.format(instant));
    }
}
