package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class DatastarSignalsTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void readsTheCountFromZeroToTheLargestUnsigned32BitNumber() {
        assertEquals(0, DatastarSignals.count(json, "{\"count\":0}"));
        assertEquals(41, DatastarSignals.count(json, "{\"count\":41,\"other\":true}"));
        assertEquals(4_294_967_295L, DatastarSignals.count(json, "{\"count\":4294967295}"));
    }

    @Test
    void refusesAnythingElse() {
        for (String bad : new String[] {
            null,
            "",
            "{",
            "[]",
            "41",
            "{}",
            "{\"count\":-1}",
            "{\"count\":1.5}",
            "{\"count\":4e1}",
            "{\"count\":\"41\"}",
            "{\"count\":4294967296}",
            "{\"count\":99999999999999999999}"
        }) {
            assertEquals(-1, DatastarSignals.count(json, bad), bad);
        }
    }
}
