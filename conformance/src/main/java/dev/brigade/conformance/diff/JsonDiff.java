package dev.brigade.conformance.diff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Compares two JSON values as values: key order free, types exact (a number is not a string,
 * null is not ""), numbers by value. Names the path of the first difference, e.g.
 * {@code $.articles[3].author.image: expected null, got ""}.
 */
public final class JsonDiff {

    private JsonDiff() {}

    public static Optional<String> firstDifference(JsonNode expected, JsonNode actual) {
        return compare("$", expected, actual);
    }

    private static Optional<String> compare(String path, JsonNode expected, JsonNode actual) {
        if (expected.isNumber() && actual.isNumber()) {
            return expected.decimalValue().compareTo(actual.decimalValue()) == 0
                    ? Optional.empty()
                    : differ(path, expected, actual);
        }
        if (expected.getNodeType() != actual.getNodeType()) {
            return differ(path, expected, actual);
        }
        if (expected.isObject()) {
            // the expected keys in their order (slug before author), then any the answer adds
            Set<String> names = new LinkedHashSet<>();
            expected.fieldNames().forEachRemaining(names::add);
            actual.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                String child = path + "." + name;
                if (!actual.has(name)) {
                    return Optional.of(child + ": expected " + expected.get(name) + ", got no such key");
                }
                if (!expected.has(name)) {
                    return Optional.of(child + ": expected no such key, got " + brief(actual.get(name)));
                }
                Optional<String> difference = compare(child, expected.get(name), actual.get(name));
                if (difference.isPresent()) {
                    return difference;
                }
            }
            return Optional.empty();
        }
        if (expected.isArray()) {
            Iterator<JsonNode> e = expected.elements();
            Iterator<JsonNode> a = actual.elements();
            for (int i = 0; e.hasNext() || a.hasNext(); i++) {
                String child = path + "[" + i + "]";
                if (!a.hasNext()) {
                    return Optional.of(path + ": expected " + expected.size() + " elements, got " + actual.size());
                }
                if (!e.hasNext()) {
                    return Optional.of(path + ": expected " + expected.size() + " elements, got " + actual.size() + " ("
                            + child + " is " + brief(a.next()) + ")");
                }
                Optional<String> difference = compare(child, e.next(), a.next());
                if (difference.isPresent()) {
                    return difference;
                }
            }
            return Optional.empty();
        }
        return expected.equals(actual) ? Optional.empty() : differ(path, expected, actual);
    }

    private static Optional<String> differ(String path, JsonNode expected, JsonNode actual) {
        return Optional.of(path + ": expected " + brief(expected) + ", got " + brief(actual));
    }

    private static String brief(JsonNode node) {
        String text = node.toString();
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }
}
