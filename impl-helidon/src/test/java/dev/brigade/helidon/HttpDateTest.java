package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.sameInstance;

import io.helidon.http.Header;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class HttpDateTest {

    @Test
    void daysBelowTenKeepTheirLeadingZero() {
        // Helidon's own Date (RFC_1123_DATE_TIME) would say "Tue, 1 Dec 2026".
        assertThat(HttpDate.format(Instant.parse("2026-12-01T07:05:09Z")), is("Tue, 01 Dec 2026 07:05:09 GMT"));
    }

    @Test
    void theHeaderIsMadeOncePerSecond() {
        MutableClock clock = new MutableClock(Instant.parse("2026-12-01T07:05:09.100Z"));
        HttpDate date = new HttpDate(clock);
        Header first = date.header();
        clock.now = Instant.parse("2026-12-01T07:05:09.900Z");
        assertThat(date.header(), sameInstance(first));
        clock.now = Instant.parse("2026-12-01T07:05:10.000Z");
        assertThat(date.header().get(), is("Tue, 01 Dec 2026 07:05:10 GMT"));
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
