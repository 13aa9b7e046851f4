package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class HttpDateTest {

    @Test
    void imfFixdateKeepsTheDaysLeadingZero() {
        assertEquals("Tue, 01 Dec 2026 07:05:09 GMT", HttpDate.format(Instant.parse("2026-12-01T07:05:09.999Z")));
    }

    @Test
    void theValueMovesOnWithTheSecond() {
        AtomicLong now =
                new AtomicLong(Instant.parse("2026-01-01T00:00:00.100Z").toEpochMilli());
        HttpDate date = new HttpDate(now::get);
        assertEquals("Thu, 01 Jan 2026 00:00:00 GMT", date.value());
        now.addAndGet(800);
        assertEquals("Thu, 01 Jan 2026 00:00:00 GMT", date.value());
        now.addAndGet(200);
        assertEquals("Thu, 01 Jan 2026 00:00:01 GMT", date.value());
    }
}
