package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpHeaders;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Date header on fixed instants: IMF-fixdate keeps the day's leading zero. */
class HttpDateTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "2026-12-01T07:05:09Z|Tue, 01 Dec 2026 07:05:09 GMT",
                "1970-01-01T00:00:00Z|Thu, 01 Jan 1970 00:00:00 GMT",
                "1994-11-16T08:49:37Z|Wed, 16 Nov 1994 08:49:37 GMT",
                "2020-02-29T23:59:59Z|Sat, 29 Feb 2020 23:59:59 GMT",
            })
    void formatsImfFixdate(String instant, String expected) {
        assertEquals(expected, HttpDate.format(Instant.parse(instant)).toString());
    }

    /** The head is the Date alone, read-only, the same map while the Date stays. */
    @Test
    void theHeadIsTheDateReadOnly() {
        Vertx vertx = Vertx.vertx();
        try {
            HttpDate date = new HttpDate(vertx);
            MultiMap head = date.head();
            assertFalse(head.isMutable());
            assertEquals(1, head.size());
            assertTrue(head.get(HttpHeaders.DATE).endsWith(" GMT"));
        } finally {
            vertx.close();
        }
    }
}
