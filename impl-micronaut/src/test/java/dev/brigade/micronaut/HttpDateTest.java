package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code Date} value {@link RequestRules} keeps: IMF-fixdate, refreshed to the current second. */
class HttpDateTest {

    @Test
    void imfFixdateKeepsTheDaysLeadingZero() {
        assertEquals("Tue, 01 Dec 2026 07:05:09 GMT", RequestRules.format(Instant.parse("2026-12-01T07:05:09.999Z")));
    }

    @Test
    void aRefreshTakesTheCurrentSecond() {
        RequestRules rules = new RequestRules(null);
        String before = RequestRules.format(Instant.now());
        rules.refreshDate();
        String after = RequestRules.format(Instant.now());
        assertTrue(List.of(before, after).contains(rules.date()), rules.date());
    }
}
