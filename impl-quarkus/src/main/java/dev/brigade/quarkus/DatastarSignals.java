package dev.brigade.quarkus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The {@code datastar} query parameter: a JSON object whose {@code count} is 0 to 2^32 - 1. */
final class DatastarSignals {

    static final long MAX_COUNT = 4_294_967_295L;

    private DatastarSignals() {}

    /** The count, or -1 when the signals are missing or not as the contract allows. */
    static long count(ObjectMapper json, String signals) {
        JsonNode count;
        try {
            // Only an object has a "count": get() on any other node, an array or a number, is null.
            JsonNode tree = signals == null ? null : json.readTree(signals);
            count = tree == null ? null : tree.get("count");
        } catch (JsonProcessingException notJson) {
            return -1;
        }
        // Only integral JSON numbers: 41.0 or 4e1 are floating-point nodes, fractional here, as in a
        // strict unsigned integer parse; canConvertToLong is false past Long's range.
        if (count == null || !count.isIntegralNumber() || !count.canConvertToLong()) {
            return -1;
        }
        long value = count.longValue();
        return value >= 0 && value <= MAX_COUNT ? value : -1;
    }
}
