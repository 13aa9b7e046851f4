package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.QueryString;
import dev.brigade.rawnio.json.JsonException;
import dev.brigade.rawnio.json.JsonParser;
import java.util.Map;

/** Reads Datastar's signals (JSON in the {@code datastar} query parameter) for the stream. */
final class DatastarSignals {
    static final long MAX_COUNT = 4_294_967_295L;

    private DatastarSignals() {}

    /** The signals' {@code count}, or null when the parameter, the JSON or the count is not good. */
    static Long count(String query) {
        String json = QueryString.first(query, "datastar");
        if (json == null) {
            return null;
        }
        try {
            if (JsonParser.parse(json) instanceof Map<?, ?> signals
                    && signals.get("count") instanceof Long count
                    && count >= 0
                    && count <= MAX_COUNT) {
                return count;
            }
            return null;
        } catch (JsonException e) {
            return null;
        }
    }
}
