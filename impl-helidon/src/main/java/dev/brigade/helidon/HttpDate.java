package dev.brigade.helidon;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The {@code Date} header as RFC 9110 §5.6.7 writes it (IMF-fixdate), made once a second. Helidon
 * 4.5 sends its own Date when a response has none, but formats it with
 * {@code RFC_1123_DATE_TIME}, which drops the day's leading zero ("Tue, 1 Dec 2026"); RequestRules
 * sets this one on every response, routed or direct.
 */
final class HttpDate {

    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    /** The header of one second; replaced whole, so readers on any thread see a consistent pair. */
    private record Second(long epochSecond, Header header) {}

    private final Clock clock;
    private volatile Second current;

    HttpDate(Clock clock) {
        this.clock = clock;
        this.current = second(clock.millis() / 1_000);
    }

    /** The cached header of this second, formatted again once the clock has moved on. */
    Header header() {
        long now = clock.millis() / 1_000;
        Second second = current;
        if (second.epochSecond() != now) {
            second = second(now);
            current = second;
        }
        return second.header();
    }

    static String format(Instant instant) {
        return IMF_FIXDATE.format(instant);
    }

    private static Second second(long epochSecond) {
        // createCached: the value's bytes are encoded once and copied into every response.
        return new Second(
                epochSecond, HeaderValues.createCached(HeaderNames.DATE, format(Instant.ofEpochSecond(epochSecond))));
    }
}
