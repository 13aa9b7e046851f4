package dev.brigade.conformance.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The reference server's Date header, on fixed clocks: the day of the month keeps its leading zero. */
class HttpDateTest {

    @Test
    void aSingleDigitDayKeepsItsLeadingZero() {
        HttpDate date = new HttpDate(fixed("2026-12-01T07:05:09Z"), false);
        assertEquals("Tue, 01 Dec 2026 07:05:09 GMT", date.now());
    }

    @Test
    void twoDigitDaysAndTheLeapDay() {
        assertEquals("Wed, 16 Nov 1994 08:49:37 GMT", new HttpDate(fixed("1994-11-16T08:49:37Z"), false).now());
        assertEquals("Sat, 29 Feb 2020 23:59:59 GMT", new HttpDate(fixed("2020-02-29T23:59:59Z"), false).now());
    }

    private static Clock fixed(String instant) {
        return Clock.fixed(Instant.parse(instant), ZoneOffset.UTC);
    }
}
