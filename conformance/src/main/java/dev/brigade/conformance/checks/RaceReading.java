package dev.brigade.conformance.checks;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the public race reads an answer before it compares it (its {@code validate}, race tier): its
 * checks go through a shell, which trims the newlines at the end of what curl printed, and it maps
 * every spelling of the five HTML entities onto one, so that any engine's escaping passes while a
 * character left raw still fails.
 */
final class RaceReading {

    /**
     * The race's table of spellings (its {@code entitySpellings}), each onto the one menu.html uses:
     * exactly these, so a spelling the race does not know (upper-case X, leading zeros) fails here
     * as it fails there. brigade's {@code --equivalent} maps more ({@link Entities}).
     */
    private static final Map<String, String> SPELLINGS = spellings(
            "&#38;", "&amp;", "&#x26;", "&amp;", "&#60;", "&lt;", "&#x3c;", "&lt;", "&#x3C;", "&lt;", "&#62;", "&gt;",
            "&#x3e;", "&gt;", "&#x3E;", "&gt;", "&#34;", "&quot;", "&#x22;", "&quot;", "&#x27;", "&#39;", "&apos;",
            "&#39;");

    private RaceReading() {}

    /** The bytes without the LFs at their end. */
    static byte[] trimNewlines(byte[] bytes) {
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] == '\n') {
            end--;
        }
        return Arrays.copyOf(bytes, end);
    }

    /** A menu page as the race compares it: entities mapped (CONTRACT.md §6.1), trailing newlines trimmed. */
    static byte[] menu(byte[] page) {
        return trimNewlines(canonical(new String(page, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8));
    }

    /** Every spelling of the table replaced, left to right, none of them twice. */
    static String canonical(String html) {
        StringBuilder out = new StringBuilder(html.length());
        int i = 0;
        scan:
        while (i < html.length()) {
            if (html.charAt(i) == '&') {
                for (Map.Entry<String, String> spelling : SPELLINGS.entrySet()) {
                    if (html.startsWith(spelling.getKey(), i)) {
                        out.append(spelling.getValue());
                        i += spelling.getKey().length();
                        continue scan;
                    }
                }
            }
            out.append(html.charAt(i++));
        }
        return out.toString();
    }

    private static Map<String, String> spellings(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }
}
