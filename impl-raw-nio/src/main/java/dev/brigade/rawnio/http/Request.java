package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One parsed request. A mutable holder, not a record: each connection reuses one so that the
 * plaintext path allocates nothing; the parser copies what the routes need out of the read buffer
 * (target, the Authorization value, the body) into arrays that live as long as the connection,
 * grown on first need so that idle connections stay small.
 * Routes that hand work to another thread copy what they need first.
 */
public final class Request {
    private static final int INITIAL_TARGET_BYTES = 128;
    private static final byte[] NO_BYTES = new byte[0];

    Method method = Method.OTHER;
    byte[] target;
    int targetLength;
    int pathLength;
    boolean keepAlive;
    long contentLength;
    boolean chunked;
    boolean expectContinue;
    private byte[] authorization = NO_BYTES;
    int authorizationLength;
    private byte[] body = NO_BYTES;
    int bodyLength;

    Request() {
        this(INITIAL_TARGET_BYTES);
    }

    private Request(int targetBytes) {
        target = targetBytes == 0 ? NO_BYTES : new byte[targetBytes];
        reset();
    }

    /**
     * An empty request for one HTTP/2 stream, which fills it from the stream's decoded header fields.
     * Its target array is made by {@link #setTarget} to the {@code :path}'s length: a stream lives
     * for one request, so a connection-sized array would be allocated for each.
     */
    public static Request forStream() {
        return new Request(0);
    }

    /** The {@code :method} token {@code token[0..length)}. */
    public void setMethod(byte[] token, int length) {
        method = Method.of(token, length);
    }

    /** The {@code :path} {@code bytes[0..length)}, already checked to be a valid origin-form target (or {@code *}). */
    public void setTarget(byte[] bytes, int length) {
        if (target.length < length) {
            target = new byte[length];
        }
        System.arraycopy(bytes, 0, target, 0, length);
        targetLength = length;
        pathLength = length;
        for (int i = 0; i < length; i++) {
            if (bytes[i] == '?') {
                pathLength = i;
                break;
            }
        }
    }

    /** Appends {@code n} body bytes from {@code src} at absolute index {@code from} (a DATA frame's). */
    public void appendBody(java.nio.ByteBuffer src, int from, int n) {
        bodyRoom(n);
        src.get(from, body, bodyLength, n);
        bodyLength += n;
    }

    void reset() {
        method = Method.OTHER;
        targetLength = 0;
        pathLength = 0;
        keepAlive = true;
        contentLength = -1;
        chunked = false;
        expectContinue = false;
        authorizationLength = -1;
        bodyLength = 0;
    }

    public Method method() {
        return method;
    }

    /** Whether the path (the target before any {@code ?}) is exactly {@code path}. */
    public boolean pathIs(byte[] path) {
        return pathLength == path.length && Arrays.equals(target, 0, pathLength, path, 0, path.length);
    }

    /** Whether the path starts with {@code prefix}. */
    public boolean pathStartsWith(byte[] prefix) {
        return pathLength >= prefix.length && Arrays.equals(target, 0, prefix.length, prefix, 0, prefix.length);
    }

    /** The raw (still percent-encoded) path. */
    public String path() {
        return new String(target, 0, pathLength, StandardCharsets.US_ASCII);
    }

    /** The raw query after {@code ?}, or null when the target has none. */
    public String query() {
        return pathLength == targetLength
                ? null
                : new String(target, pathLength + 1, targetLength - pathLength - 1, StandardCharsets.US_ASCII);
    }

    /** The Authorization header value, or null when absent. */
    public String authorization() {
        return authorizationLength < 0
                ? null
                : new String(authorization, 0, authorizationLength, StandardCharsets.ISO_8859_1);
    }

    public boolean keepAlive() {
        return keepAlive;
    }

    /** The body bytes; only {@code [0, bodyLength())} are this request's. */
    public byte[] bodyArray() {
        return body;
    }

    public int bodyLength() {
        return bodyLength;
    }

    /** Keeps {@code value[0..length)} as the Authorization value (the array grows once, then is reused). */
    public void setAuthorization(byte[] value, int length) {
        if (authorization.length < length) {
            authorization = Arrays.copyOf(value, length);
        } else {
            System.arraycopy(value, 0, authorization, 0, length);
        }
        authorizationLength = length;
    }

    /** Appends one byte of the request target; the parser bounds its length. */
    void appendTarget(byte b) {
        if (targetLength == target.length) {
            target = Arrays.copyOf(target, Math.max(INITIAL_TARGET_BYTES, target.length * 2));
        }
        target[targetLength++] = b;
    }

    /** Room for {@code more} body bytes, growing the array (rarely: it is kept for the connection). */
    byte[] bodyRoom(int more) {
        if (bodyLength + more > body.length) {
            body = Arrays.copyOf(body, Math.max(bodyLength + more, Math.max(4 * 1_024, body.length * 2)));
        }
        return body;
    }
}
