package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DatastarSignalsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"count\":41}|41",
                "{\"count\":0}|0",
                "{\"count\":4294967295}|4294967295",
                "{\"other\":1,\"count\":7}|7",
                "{\"count\":4294967296}|-1",
                "{\"count\":-1}|-1",
                "{\"count\":2.0}|-1",
                "{\"count\":1e2}|-1",
                "{\"count\":true}|-1",
                "{\"count\":99999999999999999999999}|-1",
                "{}|-1",
                "[41]|-1",
                "41|-1",
                "not json|-1",
            })
    void countIsAnUnsigned32BitInteger(String signals, long expected) {
        assertEquals(expected, DatastarSignals.count(signals));
    }

    @org.junit.jupiter.api.Test
    void missingSignalsHaveNoCount() {
        assertEquals(-1, DatastarSignals.count(null));
    }
}
