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
 * The {@code Date} header, made once a second. TechEmpower's Helidon entry
 * (TechEmpower/FrameworkBenchmarks, frameworks/Java/helidon/nima/.../Main.java) sets none and sends
 * Helidon's, which {@code io.helidon.http.DateTimeHelper} formats once a second on a timer with
 * {@code RFC_1123_DATE_TIME}: that drops the day's leading zero ("Sun, 6 Dec 2026"), where RFC 9110
 * §5.6.7's IMF-fixdate has two digits. So this one is set by RequestRules on every answer, formatted
 * on the first request of each second (current to the second, and no timer thread of ours).
 */
final class HttpDate {

    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    /** Replaced whole, so readers on any thread see a second and its header together. */
    private record Second(long epochSecond, Header header) {}

    private final Clock clock;
    private volatile Second current = new Second(Long.MIN_VALUE, null);

    HttpDate(Clock clock) {
        this.clock = clock;
    }

    Header header() {
        long now = clock.millis() / 1_000;
        Second second = current;
        if (second.epochSecond() != now) {
            // createCached: the value's bytes are encoded once and copied into every response
            second = new Second(now, HeaderValues.createCached(HeaderNames.DATE, format(Instant.ofEpochSecond(now))));
            current = second;
        }
        return second.header();
    }

    static String format(Instant instant) {
        return IMF_FIXDATE.format(instant);
    }
}
