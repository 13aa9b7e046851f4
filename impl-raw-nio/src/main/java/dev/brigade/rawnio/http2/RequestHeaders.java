package dev.brigade.rawnio.http2;

import dev.brigade.rawnio.http.Request;
import java.util.Arrays;

/**
 * Checks one decoded header block as RFC 9113 §8.2-8.3 asks and fills the stream's {@link Request}.
 * A malformed block is a stream error (PROTOCOL_ERROR), but the block is still decoded to its end
 * (the HPACK table must stay in step), so the first fault is only noted here and acted on after.
 */
final class RequestHeaders implements HpackDecoder.Sink {
    private static final byte[][] CONNECTION_SPECIFIC = {
        ascii("connection"),
        ascii("keep-alive"),
        ascii("proxy-connection"),
        ascii("transfer-encoding"),
        ascii("upgrade")
    };
    private static final byte[] METHOD = ascii(":method");
    private static final byte[] PATH = ascii(":path");
    private static final byte[] SCHEME = ascii(":scheme");
    private static final byte[] AUTHORITY = ascii(":authority");
    private static final byte[] TE = ascii("te");
    private static final byte[] TRAILERS = ascii("trailers");
    private static final byte[] CONTENT_LENGTH = ascii("content-length");
    private static final byte[] AUTHORIZATION = ascii("authorization");
    private static final long NO_LENGTH = -1;
    /** By byte value: a token character (RFC 9110 §5.6.2), and a lower-case one (a field name, §8.2.1). */
    private static final boolean[] TOKEN = new boolean[256];

    private static final boolean[] NAME = new boolean[256];
    /** By byte value: never in a field value (NUL, CR, LF: §8.2.1). */
    private static final boolean[] NOT_IN_VALUE = new boolean[256];

    static {
        for (int b = 0; b < 128; b++) {
            TOKEN[b] = (b >= 'a' && b <= 'z')
                    || (b >= 'A' && b <= 'Z')
                    || (b >= '0' && b <= '9')
                    || "!#$%&'*+-.^_`|~".indexOf(b) >= 0;
            NAME[b] = TOKEN[b] && !(b >= 'A' && b <= 'Z');
        }
        NOT_IN_VALUE[0] = true;
        NOT_IN_VALUE['\r'] = true;
        NOT_IN_VALUE['\n'] = true;
    }

    private final int maxPathBytes;
    private final int maxStoredValueBytes;
    private Request request;
    private boolean trailers;
    private String fault;
    private boolean pathTooLong;
    private boolean regularSeen;
    private boolean hasMethod;
    private boolean hasPath;
    private boolean hasScheme;
    private boolean hasAuthority;
    private boolean hasAuthorization;
    private long contentLength;

    RequestHeaders(int maxPathBytes, int maxStoredValueBytes) {
        this.maxPathBytes = maxPathBytes;
        this.maxStoredValueBytes = maxStoredValueBytes;
    }

    /** Starts a request's header block, filling {@code into}; or its trailers when {@code into} is null. */
    void begin(Request into) {
        request = into;
        trailers = into == null;
        fault = null;
        pathTooLong = false;
        regularSeen = false;
        hasMethod = false;
        hasPath = false;
        hasScheme = false;
        hasAuthority = false;
        hasAuthorization = false;
        contentLength = NO_LENGTH;
    }

    /** Why the block is malformed, or null; checked once the block has ended. */
    String fault() {
        if (fault == null && !trailers && !(hasMethod && hasPath && hasScheme)) {
            return "a pseudo-header field is missing";
        }
        return fault;
    }

    /** The :path was longer than allowed (414), the block otherwise well-formed. */
    boolean pathTooLong() {
        return pathTooLong;
    }

    /** The request's content-length, or -1. */
    long contentLength() {
        return contentLength;
    }

    @Override
    public void field(byte[] name, int nameLength, byte[] value, int valueLength) {
        if (fault != null) {
            return;
        }
        if (!validValue(value, valueLength)) {
            fault = "a field value with a control byte or surrounding whitespace";
        } else if (nameLength > 0 && name[0] == ':') {
            pseudo(name, nameLength, value, valueLength);
        } else if (!validName(name, nameLength)) {
            fault = "a field name that is not a lower-case token";
        } else {
            regular(name, nameLength, value, valueLength);
        }
    }

    private void pseudo(byte[] name, int nameLength, byte[] value, int valueLength) {
        if (trailers || regularSeen) {
            fault = "a pseudo-header field in trailers or after a regular field";
        } else if (is(name, nameLength, METHOD)) {
            if (hasMethod || valueLength == 0 || !token(value, valueLength)) {
                fault = "a bad or repeated :method";
                return;
            }
            hasMethod = true;
            request.setMethod(value, valueLength);
        } else if (is(name, nameLength, PATH)) {
            if (hasPath || !validPath(value, valueLength)) {
                fault = "a bad or repeated :path";
                return;
            }
            hasPath = true;
            if (valueLength > maxPathBytes) {
                pathTooLong = true;
            } else {
                request.setTarget(value, valueLength);
            }
        } else if (is(name, nameLength, SCHEME)) {
            fault = hasScheme || valueLength == 0 ? "a bad or repeated :scheme" : null;
            hasScheme = true;
        } else if (is(name, nameLength, AUTHORITY)) {
            fault = hasAuthority ? "a repeated :authority" : null;
            hasAuthority = true;
        } else {
            fault = "an unknown pseudo-header field";
        }
    }

    private void regular(byte[] name, int nameLength, byte[] value, int valueLength) {
        regularSeen = true;
        for (byte[] forbidden : CONNECTION_SPECIFIC) {
            if (is(name, nameLength, forbidden)) {
                fault = "a connection-specific field";
                return;
            }
        }
        if (is(name, nameLength, TE)) {
            if (!is(value, valueLength, TRAILERS)) {
                fault = "te other than trailers";
            }
        } else if (is(name, nameLength, CONTENT_LENGTH) && !trailers) {
            long parsed = decimal(value, valueLength);
            if (parsed < 0 || (contentLength != NO_LENGTH && contentLength != parsed)) {
                fault = "a bad content-length";
            }
            contentLength = parsed;
        } else if (is(name, nameLength, AUTHORIZATION) && !trailers) {
            if (hasAuthorization) {
                fault = "a repeated authorization";
                return;
            }
            hasAuthorization = true;
            // A value too long to keep cannot be a valid credential: kept empty, it fails as one.
            request.setAuthorization(value, valueLength > maxStoredValueBytes ? 0 : valueLength);
        }
    }

    /** Origin-form (a path starting with '/', visible ASCII, no fragment) or '*' (OPTIONS only, checked by the routes). */
    private static boolean validPath(byte[] value, int length) {
        if (length == 0 || (value[0] != '/' && !(length == 1 && value[0] == '*'))) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (value[i] <= ' ' || value[i] >= 0x7F || value[i] == '#') {
                return false;
            }
        }
        return true;
    }

    /** RFC 9113 §8.2.1: no NUL, CR or LF, and no whitespace at either end. */
    private static boolean validValue(byte[] value, int length) {
        for (int i = 0; i < length; i++) {
            if (NOT_IN_VALUE[value[i] & 0xFF]) {
                return false;
            }
        }
        return length == 0 || !(isSpace(value[0]) || isSpace(value[length - 1]));
    }

    /** A lower-case token. */
    private static boolean validName(byte[] name, int length) {
        for (int i = 0; i < length; i++) {
            if (!NAME[name[i] & 0xFF]) {
                return false;
            }
        }
        return length > 0;
    }

    private static boolean token(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            if (!TOKEN[bytes[i] & 0xFF]) {
                return false;
            }
        }
        return true;
    }

    private static long decimal(byte[] value, int length) {
        if (length == 0 || length > 18) {
            return -1;
        }
        long parsed = 0;
        for (int i = 0; i < length; i++) {
            if (value[i] < '0' || value[i] > '9') {
                return -1;
            }
            parsed = parsed * 10 + (value[i] - '0');
        }
        return parsed;
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t';
    }

    private static boolean is(byte[] bytes, int length, byte[] constant) {
        return length == constant.length && Arrays.equals(bytes, 0, length, constant, 0, length);
    }

    private static byte[] ascii(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
}
