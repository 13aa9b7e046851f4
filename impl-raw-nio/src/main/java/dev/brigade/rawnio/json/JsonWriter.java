package dev.brigade.rawnio.json;

/**
 * A small streaming JSON writer: {@code beginObject().name("a").value(1).endObject()}. Commas are
 * placed by tracking, per open container, whether a value has been written yet.
 */
public final class JsonWriter {
    private static final int MAX_DEPTH = 32;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final StringBuilder out = new StringBuilder(256);
    private final boolean[] hasValue = new boolean[MAX_DEPTH];
    private int depth;
    private boolean afterName;

    public JsonWriter beginObject() {
        open('{');
        return this;
    }

    public JsonWriter endObject() {
        return close('}');
    }

    public JsonWriter beginArray() {
        open('[');
        return this;
    }

    public JsonWriter endArray() {
        return close(']');
    }

    public JsonWriter name(String name) {
        separate();
        quote(name);
        out.append(':');
        afterName = true;
        return this;
    }

    public JsonWriter value(String value) {
        separate();
        if (value == null) {
            out.append("null");
        } else {
            quote(value);
        }
        return this;
    }

    public JsonWriter value(long value) {
        separate();
        out.append(value);
        return this;
    }

    public JsonWriter value(boolean value) {
        separate();
        out.append(value);
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private void open(char bracket) {
        separate();
        out.append(bracket);
        hasValue[++depth] = false;
    }

    private JsonWriter close(char bracket) {
        out.append(bracket);
        depth--;
        return this;
    }

    /** A comma before every value of a container but its first; nothing right after a name. */
    private void separate() {
        if (afterName) {
            afterName = false;
            return;
        }
        if (depth > 0) {
            if (hasValue[depth]) {
                out.append(',');
            }
            hasValue[depth] = true;
        }
    }

    private void quote(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
