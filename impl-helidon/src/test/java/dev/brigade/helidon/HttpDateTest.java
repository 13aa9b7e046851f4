package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.sameInstance;

import io.helidon.http.Header;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The Date RequestRules sets: an IMF-fixdate, made once a second. */
class HttpDateTest {

    @Test
    void daysBelowTenKeepTheirLeadingZero() {
        // Helidon's own Date (RFC_1123_DATE_TIME) would say "Tue, 1 Dec 2026".
        assertThat(
                RequestRules.IMF_FIXDATE.format(Instant.parse("2026-12-01T07:05:09Z")),
                is("Tue, 01 Dec 2026 07:05:09 GMT"));
    }

    @Test
    void theHeaderIsMadeOncePerSecond() {
        MutableClock clock = new MutableClock(Instant.parse("2026-12-01T07:05:09.100Z"));
        RequestRules date = new RequestRules(16 * 1_024, Duration.ZERO, clock);
        Header first = date.date();
        clock.now = Instant.parse("2026-12-01T07:05:09.900Z");
        assertThat(date.date(), sameInstance(first));
        clock.now = Instant.parse("2026-12-01T07:05:10.000Z");
        assertThat(date.date().get(), is("Tue, 01 Dec 2026 07:05:10 GMT"));
    }

    private static final class MutableClock extends Clock {
        Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
