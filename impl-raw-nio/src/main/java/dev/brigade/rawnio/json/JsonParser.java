package dev.brigade.rawnio.json;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict RFC 8259 parser for the little JSON this server reads (Datastar signals, comment bodies).
 * Objects become {@link Map}s, arrays {@link List}s, integers {@link Long} (or {@link BigInteger}
 * when larger), other numbers {@link Double}, and JSON null Java null. Anything else, including
 * trailing text, leading zeros, bad escapes or lone surrogates, is a {@link JsonException}.
 */
public final class JsonParser {
    private static final int MAX_DEPTH = 64;

    private final String text;
    private int at;
    private int depth;

    private JsonParser(String text) {
        this.text = text;
    }

    public static Object parse(String text) {
        JsonParser parser = new JsonParser(text);
        parser.skipWhitespace();
        Object value = parser.value();
        parser.skipWhitespace();
        if (parser.at != text.length()) {
            throw parser.error("unexpected text after the value");
        }
        return value;
    }

    private Object value() {
        if (at >= text.length()) {
            throw error("a value was expected");
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw error("unexpected character");
            }
        };
    }

    private Map<String, Object> object() {
        enter();
        at++;
        Map<String, Object> members = new LinkedHashMap<>();
        skipWhitespace();
        if (peek() == '}') {
            at++;
            depth--;
            return members;
        }
        while (true) {
            skipWhitespace();
            if (peek() != '"') {
                throw error("a member name was expected");
            }
            String name = string();
            skipWhitespace();
            expect(':');
            skipWhitespace();
            members.put(name, value());
            skipWhitespace();
            char next = take();
            if (next == '}') {
                depth--;
                return members;
            }
            if (next != ',') {
                throw error("',' or '}' was expected");
            }
        }
    }

    private List<Object> array() {
        enter();
        at++;
        List<Object> items = new ArrayList<>();
        skipWhitespace();
        if (peek() == ']') {
            at++;
            depth--;
            return items;
        }
        while (true) {
            skipWhitespace();
            items.add(value());
            skipWhitespace();
            char next = take();
            if (next == ']') {
                depth--;
                return items;
            }
            if (next != ',') {
                throw error("',' or ']' was expected");
            }
        }
    }

    private String string() {
        at++;
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = take();
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                throw error("control character in a string");
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char escaped = take();
            switch (escaped) {
                case '"', '\\', '/' -> out.append(escaped);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> out.append(unicodeEscape());
                default -> throw error("bad escape");
            }
        }
    }

    /** One {@code \\uXXXX}, or a surrogate pair of two; a lone surrogate is not text. */
    private String unicodeEscape() {
        char high = hex4();
        if (!Character.isSurrogate(high)) {
            return String.valueOf(high);
        }
        if (Character.isHighSurrogate(high) && text.startsWith("\\u", at)) {
            at += 2;
            char low = hex4();
            if (Character.isLowSurrogate(low)) {
                return new String(new char[] {high, low});
            }
        }
        throw error("lone surrogate");
    }

    private char hex4() {
        if (at + 4 > text.length()) {
            throw error("truncated \\u escape");
        }
        int value = 0;
        for (int i = 0; i < 4; i++) {
            int digit = Character.digit(text.charAt(at++), 16);
            if (digit < 0) {
                throw error("bad \\u escape");
            }
            value = value * 16 + digit;
        }
        return (char) value;
    }

    private Object number() {
        int start = at;
        boolean integer = true;
        if (peek() == '-') {
            at++;
        }
        if (peek() == '0') {
            at++;
        } else if (isDigit(peek())) {
            digits();
        } else {
            throw error("a digit was expected");
        }
        if (peek() == '.') {
            integer = false;
            at++;
            if (!isDigit(peek())) {
                throw error("a digit was expected after '.'");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            integer = false;
            at++;
            if (peek() == '+' || peek() == '-') {
                at++;
            }
            if (!isDigit(peek())) {
                throw error("a digit was expected in the exponent");
            }
            digits();
        }
        String literal = text.substring(start, at);
        if (!integer) {
            return Double.parseDouble(literal);
        }
        BigInteger value = new BigInteger(literal);
        return value.bitLength() < 64 ? (Object) value.longValue() : value;
    }

    private void digits() {
        while (isDigit(peek())) {
            at++;
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("unknown literal");
        }
        at += word.length();
        return value;
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error("nested too deeply");
        }
    }

    private void skipWhitespace() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            at++;
        }
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private char take() {
        if (at >= text.length()) {
            throw error("unexpected end");
        }
        return text.charAt(at++);
    }

    private void expect(char c) {
        if (take() != c) {
            throw error("'" + c + "' was expected");
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private JsonException error(String message) {
        return new JsonException(message + " at offset " + at);
    }
}
