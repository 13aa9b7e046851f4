package dev.brigade.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.brigade.conformance.diff.ByteDiff;
import dev.brigade.conformance.diff.JsonDiff;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawResponse;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.opentest4j.AssertionFailedError;

/** Assertions that say what was expected and what came, in the kit's words. */
final class Expect {

    private Expect() {}

    static void status(String what, int expected, int actual) {
        if (expected != actual) {
            throw fail(what + ": expected status " + expected + ", got " + actual);
        }
    }

    static void bytes(String what, byte[] expected, byte[] actual) {
        ByteDiff.firstDifference(expected, actual).ifPresent(difference -> {
            throw fail(what + ": " + difference);
        });
    }

    static void json(String what, JsonNode expected, JsonNode actual) {
        JsonDiff.firstDifference(expected, actual).ifPresent(difference -> {
            throw fail(what + ": " + difference);
        });
    }

    /** The header's value, exactly (one occurrence). */
    static void header(String what, RawResponse response, String name, String expected) {
        String actual = single(what, response, name);
        if (!expected.equals(actual)) {
            throw fail(what + ": expected " + name + ": " + expected + ", got " + name + ": " + actual);
        }
    }

    /**
     * The media type in {@code Content-Type}, compared as RFC 9110 does: type, subtype and parameter
     * names case-insensitive, no spaces around {@code ;}, the charset value case-insensitive.
     */
    static void contentType(String what, Optional<String> actual, String expected) {
        if (actual.isEmpty() || !normalMediaType(actual.get()).equals(normalMediaType(expected))) {
            throw fail(what + ": expected Content-Type: " + expected + ", got "
                    + actual.map(v -> "Content-Type: " + v).orElse("no Content-Type"));
        }
    }

    static void contentType(String what, RawResponse response, String expected) {
        if (response.all("Content-Type").size() > 1) {
            throw fail(what + ": expected one Content-Type, got " + response.all("Content-Type"));
        }
        contentType(what, response.header("Content-Type"), expected);
    }

    static String single(String what, RawResponse response, String name) {
        var values = response.all(name);
        if (values.size() != 1) {
            throw fail(what + ": expected one " + name + " header, got "
                    + (values.isEmpty() ? "none" : values.size() + ": " + values));
        }
        return values.getFirst();
    }

    static void absent(String what, RawResponse response, String name) {
        if (!response.all(name).isEmpty()) {
            throw fail(what + ": expected no " + name + " header, got " + name + ": " + response.all(name));
        }
    }

    static void that(boolean condition, Supplier<String> failure) {
        if (!condition) {
            throw fail(failure.get());
        }
    }

    /** The next response on the connection, or a failure saying none came. */
    static RawResponse answer(String what, RawConnection connection) {
        try {
            return connection.read();
        } catch (IOException e) {
            throw fail(what + ": expected an answer, got none (" + e.getMessage() + ")");
        }
    }

    static AssertionFailedError fail(String message) {
        return new AssertionFailedError(message);
    }

    static String normalMediaType(String value) {
        StringBuilder out = new StringBuilder();
        for (String part : value.split(";")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            int eq = p.indexOf('=');
            String normal = eq < 0
                    ? p.toLowerCase(Locale.ROOT)
                    : p.substring(0, eq).strip().toLowerCase(Locale.ROOT) + "="
                            + unquote(p.substring(eq + 1).strip());
            if (normal.startsWith("charset=")) {
                normal = normal.toLowerCase(Locale.ROOT);
            }
            out.append(out.isEmpty() ? "" : ";").append(normal);
        }
        return out.toString();
    }

    private static String unquote(String value) {
        return value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")
                ? value.substring(1, value.length() - 1)
                : value;
    }
}
