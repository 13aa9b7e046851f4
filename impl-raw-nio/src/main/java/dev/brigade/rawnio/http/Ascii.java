package dev.brigade.rawnio.http;

/** Byte classes of RFC 9110/9112 and allocation-free comparisons on byte arrays. */
final class Ascii {
    private static final boolean[] TOKEN = new boolean[256];
    private static final boolean[] HOST = new boolean[256];

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
        for (int c = 0; c < 256; c++) {
            HOST[c] = Character.isLetterOrDigit(c) && c < 0x80;
        }
        for (char c : "-._~!$&'()*+,;=%".toCharArray()) {
            HOST[c] = true; // RFC 3986 reg-name: unreserved, sub-delims, pct-encoded
        }
    }

    private Ascii() {}

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

    /** The largest TCP port: RFC 3986's port is any run of digits, but an http URI's names a TCP port (RFC 9110 §4.2.1). */
    private static final int MAX_PORT = 65_535;

    /**
     * A valid {@code Host} value (RFC 9112 §3.2, RFC 3986 §3.2.2): a reg-name, IPv4 address or
     * bracketed IPv6 literal, then an optional {@code :port} of digits up to 65535; no userinfo,
     * spaces or list, and never an empty host (RFC 9110 §4.2.1: an http URI's host is not empty).
     */
    static boolean isHost(byte[] bytes, int length) {
        int i = 0;
        if (length > 0 && bytes[0] == '[') {
            while (++i < length && bytes[i] != ']') {
                if (hexValue(bytes[i]) < 0 && bytes[i] != ':' && bytes[i] != '.') {
                    return false;
                }
            }
            if (i == length) {
                return false;
            }
            i++;
        } else {
            while (i < length && bytes[i] != ':') {
                if (!HOST[bytes[i] & 0xFF]) {
                    return false;
                }
                i++;
            }
        }
        if (i == 0 || (i < length && bytes[i++] != ':')) {
            return false;
        }
        int port = 0;
        for (; i < length; i++) {
            if (!isDigit(bytes[i])) {
                return false;
            }
            port = Math.min(port * 10 + bytes[i] - '0', MAX_PORT + 1); // capped: no overflow however many digits
        }
        return port <= MAX_PORT;
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

    /** Whether {@code in[from..to)} (absolute indices) starts with {@code prefix}, ASCII case ignored. */
    static boolean regionStartsWithIgnoreCase(java.nio.ByteBuffer in, int from, int to, String prefix) {
        if (to - from < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (toLower(in.get(from + i)) != Character.toLowerCase(prefix.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
