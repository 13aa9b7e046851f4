package dev.brigade.rawnio.routes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DatastarSignalsTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "datastar=%7B%22count%22%3A41%7D|41",
                "datastar={\"count\":0}|0",
                "x=1&datastar=%7B%22count%22%3A4294967295%2C%22other%22%3A%5B%5D%7D|4294967295",
                "datastar=%7B+%22count%22+%3A+7+%7D|7"
            })
    void readsTheCount(String query, long count) {
        assertEquals(count, DatastarSignals.count(query));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "datastar=",
                "other=%7B%22count%22%3A1%7D",
                "datastar=%7B%22count%22%3A-1%7D",
                "datastar=%7B%22count%22%3A4294967296%7D",
                "datastar=%7B%22count%22%3A1.5%7D",
                "datastar=%7B%22count%22%3A%221%22%7D",
                "datastar=%7B%7D",
                "datastar=%5B1%5D",
                "datastar=%7B%22count%22%3A1",
                "datastar=%ZZ",
                "datastar=%7B%22count%22%3A1%7D%"
            })
    void refusesBadSignals(String query) {
        assertNull(DatastarSignals.count(query));
    }
}
