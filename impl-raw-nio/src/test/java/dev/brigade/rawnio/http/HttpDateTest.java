package dev.brigade.rawnio.http;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

class HttpDateTest {
    private static final DateTimeFormatter IMF_FIXDATE =
            DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US).withZone(ZoneOffset.UTC);

    @ParameterizedTest
    @ValueSource(longs = {0L, 784_111_777_000L, 951_782_400_000L, 1_798_761_600_000L, 1_709_164_799_999L, 4_102_444_800_000L})
    void formatsAsTheJdkDoes(long epochMillis) {
        HttpDate date = new HttpDate(epochMillis);
        assertEquals(IMF_FIXDATE.format(Instant.ofEpochMilli(epochMillis)),
                new String(date.bytes(), StandardCharsets.US_ASCII));
    }

    @ParameterizedTest
    @ValueSource(longs = {1_000L, 86_399_000L, 86_400_000L})
    void refreshesOnlyWhenTheSecondChanges(long later) {
        HttpDate date = new HttpDate(0);
        assertEquals(false, date.refresh(999));
        assertEquals(true, date.refresh(later));
        assertEquals(IMF_FIXDATE.format(Instant.ofEpochMilli(later)), new String(date.bytes(), StandardCharsets.US_ASCII));
    }
}
