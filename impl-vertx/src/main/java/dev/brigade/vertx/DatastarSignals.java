package dev.brigade.vertx;

import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;

/** The {@code datastar} query parameter: a JSON object whose {@code count} is 0 to 2^32 - 1. */
final class DatastarSignals {

    static final long MAX_COUNT = 4_294_967_295L;

    private DatastarSignals() {}

    /** The count, or -1 when the signals are missing or not as the contract allows. */
    static long count(String signals) {
        if (signals == null) {
            return -1;
        }
        try {
            // Jackson reads integral JSON numbers as Integer, Long or BigInteger (past a Long: out of range);
            // 41.0 or 4e1 arrive as Double and are fractional here, as in a strict unsigned integer parse.
            Object count = new JsonObject(signals).getValue("count");
            if (count instanceof Integer || count instanceof Long) {
                long value = ((Number) count).longValue();
                return value >= 0 && value <= MAX_COUNT ? value : -1;
            }
        } catch (DecodeException | ClassCastException notAnObject) {
            // not a JSON object: -1 below
        }
        return -1;
    }
}
