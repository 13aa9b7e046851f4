package dev.brigade.helidon;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The {@code datastar} query parameter: a JSON object whose {@code count} is 0 to 2^32 - 1. */
final class DatastarSignals {

  static final long MAX_COUNT = 4_294_967_295L;
  private static final ObjectMapper JSON = new ObjectMapper();

  private DatastarSignals() {
  }

  /** The count, or -1 when the signals are missing or not as the contract allows. */
  static long count(String signals) {
    if (signals == null) {
      return -1;
    }
    JsonNode count;
    try {
      JsonNode root = JSON.readTree(signals);
      if (root == null || !root.isObject()) {
        return -1;
      }
      count = root.get("count");
    } catch (JacksonException notJson) {
      return -1;
    }
    // 41.0 and 4e1 are floating-point nodes: fractional here, as in a strict unsigned integer parse.
    if (count == null || !count.isIntegralNumber() || !count.canConvertToLong()) {
      return -1;
    }
    long value = count.longValue();
    return value >= 0 && value <= MAX_COUNT ? value : -1;
  }
}
