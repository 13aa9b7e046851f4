package dev.brigade.conformance.diff;

import java.nio.charset.StandardCharsets;

/** Shows bytes as readable text: printable ASCII as is, the rest as {@code \r \n \t \xNN}. */
public final class Escape {

    private Escape() {}

    public static String bytes(byte[] bytes) {
        return bytes(bytes, 0, bytes.length);
    }

    public static String bytes(byte[] bytes, int from, int to) {
        StringBuilder out = new StringBuilder();
        for (int i = Math.max(0, from); i < Math.min(to, bytes.length); i++) {
            int b = bytes[i] & 0xff;
            switch (b) {
                case '\r' -> out.append("\\r");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (b >= 0x20 && b < 0x7f) {
                        out.append((char) b);
                    } else {
                        out.append(String.format("\\x%02X", b));
                    }
                }
            }
        }
        return out.toString();
    }

    /** A header value or line, read as ISO-8859-1, escaped the same way. */
    public static String text(String latin1) {
        return bytes(latin1.getBytes(StandardCharsets.ISO_8859_1));
    }
}
