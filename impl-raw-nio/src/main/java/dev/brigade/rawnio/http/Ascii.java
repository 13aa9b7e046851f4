package dev.brigade.rawnio.http;

/** Byte classes of RFC 9110/9112 and allocation-free comparisons on byte arrays. */
final class Ascii {
    private static final boolean[] TOKEN = new boolean[256];

    static {
        for (int c = '0'; c <= '9'; c++) {
            TOKEN[c] = true;
        }
        for (int c = 'a'; c <= 'z'; c++) {
            TOKEN[c] = true;
            TOKEN[c - 32] = true;
        }
        for (char c : "!#$%&'*+-.^_`|~".toCharArray()) {
            TOKEN[c] = true;
        }
    }

    private Ascii() {
    }

    static boolean isTokenChar(byte b) {
        return TOKEN[b & 0xFF];
    }

    static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    /** VCHAR: a printable, non-space ASCII byte. */
    static boolean isVisible(byte b) {
        return b > 0x20 && b < 0x7F;
    }

    /** field-vchar, SP or HTAB; obs-text (0x80 and up) is allowed, control bytes and DEL are not. */
    static boolean isFieldValueChar(byte b) {
        int c = b & 0xFF;
        return c == '\t' || (c >= 0x20 && c != 0x7F);
    }

    static int hexValue(byte b) {
        if (b >= '0' && b <= '9') {
            return b - '0';
        }
        if (b >= 'a' && b <= 'f') {
            return b - 'a' + 10;
        }
        if (b >= 'A' && b <= 'F') {
            return b - 'A' + 10;
        }
        return -1;
    }

    static byte toLower(byte b) {
        return b >= 'A' && b <= 'Z' ? (byte) (b + 32) : b;
    }

    static boolean startsWith(byte[] bytes, String prefix) {
        for (int i = 0; i < prefix.length(); i++) {
            if (bytes[i] != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    static boolean equalsIgnoreCase(byte[] bytes, int length, String lowerCase) {
        return regionEqualsIgnoreCase(bytes, 0, length, lowerCase);
    }

    static boolean regionEqualsIgnoreCase(byte[] bytes, int from, int to, String lowerCase) {
        if (to - from != lowerCase.length()) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (toLower(bytes[i]) != lowerCase.charAt(i - from)) {
                return false;
            }
        }
        return true;
    }
}
