package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

class MedianTest {

    @Test
    void middleValueOddAndEven() {
        assertEquals(3, Median.median(new double[] {5, 1, 3}));
        assertEquals(2.5, Median.median(new double[] {4, 1, 3, 2}));
        assertEquals(0, Median.median(new double[] {}));
    }

    @Test
    void failedRoundsAreLeftOutAndErrorsAdded() {
        List<Sample> samples = List.of(
                sample(100, 3, 1),
                sample(300, 1, 0),
                sample(200, 2, 2),
                Sample.failed("x", "plaintext", 4, 1, "crashed"));
        Median m = Median.of("x", "plaintext", samples);
        assertEquals(3, m.rounds());
        assertEquals(200, m.requestsPerSecond());
        assertEquals(2, m.p99Millis());
        assertEquals(3, m.non2xx());
    }

    @Test
    void allRoundsFailedKeepsTheReason() {
        Median m = Median.of("x", "sse", List.of(Sample.failed("x", "sse", 1, 1, "no 200 within 30 s")));
        assertFalse(m.counted());
        assertEquals("no 200 within 30 s", m.error());
    }

    private static Sample sample(double rps, double p99, long non2xx) {
        return new Sample(
                "x",
                "plaintext",
                1,
                1,
                500,
                rps,
                1,
                p99,
                10,
                non2xx,
                0,
                20,
                1024,
                2,
                0.5,
                0.95,
                0,
                0,
                null,
                null,
                null);
    }
}
