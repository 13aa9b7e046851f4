package dev.brigade.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.math.BigInteger;

/** The {@code datastar} query parameter: a JSON object whose {@code count} is 0 to 2^32 - 1. */
@Singleton
final class DatastarSignals {

    private static final BigInteger MAX_COUNT = BigInteger.valueOf(4_294_967_295L);

    private final JsonMapper json;

    DatastarSignals(JsonMapper json) {
        this.json = json;
    }

    /** The count, or -1 when the signals are missing or not as the contract allows. */
    long count(@Nullable String signals) {
        JsonNode tree;
        try {
            tree = signals == null ? null : json.readValue(signals, JsonNode.class);
        } catch (IOException | RuntimeException notJson) {
            return -1;
        }
        JsonNode count = tree == null || !tree.isObject() ? null : tree.get("count");
        // An integral JSON number only: 41.0 and 4e1 are floating-point nodes here, and fractional.
        Number number = count == null || !count.isNumber() ? null : count.getNumberValue();
        if (!(number instanceof Integer || number instanceof Long || number instanceof BigInteger)) {
            return -1;
        }
        BigInteger value = count.getBigIntegerValue();
        return value.signum() >= 0 && value.compareTo(MAX_COUNT) <= 0 ? value.longValue() : -1;
    }
}
