package dev.brigade.rawnio.http;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Percent-decoding of query parameters and path segments, strict: a bad escape or bad UTF-8 is null. */
public final class QueryString {
    private QueryString() {}

    /** The first value of {@code name} in {@code query} ('+' is a space), or null if absent or malformed. */
    public static String first(String query, String name) {
        if (query == null) {
            return null;
        }
        for (String pair : query.split("&", -1)) {
            int equals = pair.indexOf('=');
            String key = decode(equals < 0 ? pair : pair.substring(0, equals), true);
            if (name.equals(key)) {
                return equals < 0 ? "" : decode(pair.substring(equals + 1), true);
            }
        }
        return null;
    }

    /** Decodes {@code %XX} escapes (and '+' when {@code plusIsSpace}); null when malformed. */
    public static String decode(String text, boolean plusIsSpace) {
        if (text.indexOf('%') < 0 && !(plusIsSpace && text.indexOf('+') >= 0)) {
            return text;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%') {
                if (i + 2 >= text.length()) {
                    return null;
                }
                int high = Character.digit(text.charAt(i + 1), 16);
                int low = Character.digit(text.charAt(i + 2), 16);
                if (high < 0 || low < 0) {
                    return null;
                }
                bytes.write(high * 16 + low);
                i += 2;
            } else {
                bytes.write(plusIsSpace && c == '+' ? ' ' : c);
            }
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
