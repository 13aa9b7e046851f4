package dev.brigade.conformance.checks;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The menu's equivalent mode (CONTRACT.md §6): other spellings of the five HTML entities, decimal
 * or hex character references, mapped onto {@code &amp; &lt; &gt; &quot; &#39;} before comparing.
 */
final class Entities {

    private static final Pattern REFERENCE = Pattern.compile("&#(?:([0-9]+)|[xX]([0-9a-fA-F]+));|&(?:quot|apos);");
    private static final Map<Integer, String> CANONICAL =
            Map.of((int) '&', "&amp;", (int) '<', "&lt;", (int) '>', "&gt;", (int) '"', "&quot;", (int) '\'', "&#39;");

    private Entities() {}

    static String canonical(String html) {
        Matcher m = REFERENCE.matcher(html);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int code;
            if (m.group(1) != null) {
                code = parse(m.group(1), 10);
            } else if (m.group(2) != null) {
                code = parse(m.group(2), 16);
            } else {
                code = m.group().toLowerCase(Locale.ROOT).equals("&quot;") ? '"' : '\'';
            }
            m.appendReplacement(out, Matcher.quoteReplacement(CANONICAL.getOrDefault(code, m.group())));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static int parse(String digits, int radix) {
        try {
            return Integer.parseInt(digits, radix);
        } catch (NumberFormatException tooLong) {
            return -1;
        }
    }
}
