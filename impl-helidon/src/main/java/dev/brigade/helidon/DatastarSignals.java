package dev.brigade.helidon;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * The {@code datastar} parameter: a JSON object whose {@code count} is 0 to 2^32 - 1, read with Jackson's
 * streaming parser by {@code readTree}'s rules (the last count wins, nothing after the object is read).
 */
final class DatastarSignals {

    private static final long MAX_COUNT = 4_294_967_295L;
    private static final JsonFactory JSON = new JsonFactory();

    private DatastarSignals() {}

    /** The count, or -1 when the signals are missing or not as the contract allows. */
    static long count(String signals) {
        if (signals == null) {
            return -1;
        }
        try (JsonParser parser = JSON.createParser(signals)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return -1;
            }
            long count = -1;
            for (JsonToken field = parser.nextToken(); field != JsonToken.END_OBJECT; field = parser.nextToken()) {
                if (field != JsonToken.FIELD_NAME) {
                    return -1;
                }
                boolean isCount = "count".equals(parser.currentName());
                JsonToken value = parser.nextToken();
                if (isCount) {
                    // an integer token that fits a long: 41.0 and 4e1 are fractional, as in a strict unsigned parse
                    boolean integer = value == JsonToken.VALUE_NUMBER_INT
                            && parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER;
                    long number = integer ? parser.getLongValue() : -1;
                    count = number >= 0 && number <= MAX_COUNT ? number : -1;
                }
                parser.skipChildren(); // a nested object or array, to its end (and checked on the way)
            }
            return count;
        } catch (IOException notJson) {
            return -1;
        }
    }
}
