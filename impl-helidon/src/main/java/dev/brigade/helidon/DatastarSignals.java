package dev.brigade.helidon;

import static dev.brigade.helidon.conduit.ConduitJson.MAPPER;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;

/** The {@code datastar} parameter: a JSON object whose {@code count} is 0 to 2^32 - 1. */
final class DatastarSignals {

    private static final long MAX_COUNT = 4_294_967_295L;

    private DatastarSignals() {}

    /** The count, or -1 when the signals are missing or not as the contract allows. */
    static long count(String signals) {
        try {
            JsonNode count = signals == null ? null : MAPPER.readTree(signals).get("count");
            // an integer that fits a long: 41.0 and 4e1 are fractional, as in a strict unsigned parse
            long value = count != null && count.isIntegralNumber() && count.canConvertToLong() ? count.asLong() : -1;
            return value >= 0 && value <= MAX_COUNT ? value : -1;
        } catch (JsonProcessingException notJson) {
            return -1;
        }
    }
}
