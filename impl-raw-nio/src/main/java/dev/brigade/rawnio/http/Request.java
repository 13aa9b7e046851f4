package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One parsed request. A mutable holder, not a record: each connection reuses one so that the
 * plaintext path allocates nothing; the parser copies what the routes need out of the read buffer
 * (target, the Authorization value, the body) into arrays that live as long as the connection.
 * Routes that hand work to another thread copy what they need first.
 */
public final class Request {
    private static final int INITIAL_BODY_BYTES = 8 * 1_024;

    Method method = Method.OTHER;
    final byte[] target;
    int targetLength;
    int pathLength;
    boolean keepAlive;
    long contentLength;
    boolean chunked;
    boolean expectContinue;
    final byte[] authorization;
    int authorizationLength;
    private byte[] body = new byte[INITIAL_BODY_BYTES];
    int bodyLength;

    Request(int maxTargetBytes, int maxAuthorizationBytes) {
        this.target = new byte[maxTargetBytes];
        this.authorization = new byte[maxAuthorizationBytes];
        reset();
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
        return pathLength == targetLength ? null
                : new String(target, pathLength + 1, targetLength - pathLength - 1, StandardCharsets.US_ASCII);
    }

    /** The Authorization header value, or null when absent. */
    public String authorization() {
        return authorizationLength < 0 ? null
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

    /** Room for {@code more} body bytes, growing the array (rarely: it is kept for the connection). */
    byte[] bodyRoom(int more) {
        if (bodyLength + more > body.length) {
            body = Arrays.copyOf(body, Math.max(bodyLength + more, body.length * 2));
        }
        return body;
    }
}
