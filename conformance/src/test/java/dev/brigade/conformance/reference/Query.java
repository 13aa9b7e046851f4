package dev.brigade.conformance.reference;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Query strings and path segments, percent-decoded as UTF-8. */
final class Query {

    private Query() {}

    /** The first value of {@code name}; empty when absent or not decodable. */
    static Optional<String> parameter(String query, String name) {
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            if (isNamed(pair, eq, name)) {
                return decode(eq < 0 ? "" : pair.substring(eq + 1), true);
            }
        }
        return Optional.empty();
    }

    /** Whether {@code name} is in the query at all, whatever its value. */
    static boolean has(String query, String name) {
        for (String pair : query.split("&")) {
            if (isNamed(pair, pair.indexOf('='), name)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isNamed(String pair, int eq, String name) {
        return decode(eq < 0 ? pair : pair.substring(0, eq), true)
                .filter(name::equals)
                .isPresent();
    }

    /** A path segment: {@code +} stays a plus sign there. */
    static Optional<String> segment(String raw) {
        return decode(raw, false);
    }

    private static Optional<String> decode(String raw, boolean plusIsSpace) {
        try {
            return Optional.of(URLDecoder.decode(plusIsSpace ? raw : raw.replace("+", "%2B"), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
