package dev.brigade.rawnio.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class HttpDateTest {
    private static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US)
            .withZone(ZoneOffset.UTC);

    @ParameterizedTest
    @ValueSource(
            longs = {0L, 784_111_777_000L, 951_782_400_000L, 1_798_761_600_000L, 1_709_164_799_999L, 4_102_444_800_000L
            })
    void formatsAsTheJdkDoes(long epochMillis) {
        HttpDate date = new HttpDate(epochMillis);
        assertEquals(
                IMF_FIXDATE.format(Instant.ofEpochMilli(epochMillis)),
                new String(date.bytes(), StandardCharsets.US_ASCII));
    }

    /** Literal expectations, so a JDK formatter that drops the leading zero cannot agree with itself. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "2026-12-01T07:05:09Z|Tue, 01 Dec 2026 07:05:09 GMT",
                "1994-11-16T08:49:37Z|Wed, 16 Nov 1994 08:49:37 GMT",
                "2020-02-29T23:59:59Z|Sat, 29 Feb 2020 23:59:59 GMT",
            })
    void formatsImfFixdate(String instant, String expected) {
        HttpDate date = new HttpDate(Instant.parse(instant).toEpochMilli());
        assertEquals(expected, new String(date.bytes(), StandardCharsets.US_ASCII));
    }

    @ParameterizedTest
    @ValueSource(longs = {1_000L, 86_399_000L, 86_400_000L})
    void refreshesOnlyWhenTheSecondChanges(long later) {
        HttpDate date = new HttpDate(0);
        assertEquals(false, date.refresh(999));
        assertEquals(true, date.refresh(later));
        assertEquals(
                IMF_FIXDATE.format(Instant.ofEpochMilli(later)), new String(date.bytes(), StandardCharsets.US_ASCII));
    }
}
