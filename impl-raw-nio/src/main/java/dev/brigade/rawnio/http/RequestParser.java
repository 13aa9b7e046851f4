package dev.brigade.rawnio.http;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * A strict, resumable HTTP/1.1 request parser: an explicit state machine fed whatever bytes have
 * arrived, so a request split at any byte parses the same as one read whole. It copies what the
 * routes need into the connection's {@link Request} and keeps no reference to the read buffer.
 *
 * <pre>
 *  REQUEST_START -> METHOD -> TARGET -> VERSION -> REQUEST_LINE_LF
 *    -> (HEADER_START -> HEADER_NAME -> HEADER_VALUE_START -> HEADER_VALUE -> HEADER_LF)*
 *    -> HEADERS_END_LF -> DONE
 *                       | BODY -> DONE                                    (Content-Length)
 *                       | (CHUNK_SIZE [-> CHUNK_EXTENSION] -> CHUNK_SIZE_LF
 *                            -> CHUNK_DATA -> CHUNK_DATA_CR -> CHUNK_DATA_LF)*
 *                         -> TRAILER_START (-> TRAILER_NAME -> TRAILER_LINE -> TRAILER_LF)* -> TRAILER_END_LF -> DONE
 *  any state -> FAILED, with the status to answer before closing.
 * </pre>
 */
public final class RequestParser {
    public enum Result {
        INCOMPLETE,
        COMPLETE,
        ERROR
    }

    private enum State {
        REQUEST_START,
        LEADING_LF,
        METHOD,
        TARGET,
        VERSION,
        REQUEST_LINE_LF,
        HEADER_START,
        HEADER_NAME,
        HEADER_VALUE_START,
        HEADER_VALUE,
        HEADER_LF,
        HEADERS_END_LF,
        BODY,
        CHUNK_SIZE,
        CHUNK_EXTENSION,
        CHUNK_SIZE_LF,
        CHUNK_DATA,
        CHUNK_DATA_CR,
        CHUNK_DATA_LF,
        TRAILER_START,
        TRAILER_NAME,
        TRAILER_LINE,
        TRAILER_LF,
        TRAILER_END_LF,
        DONE,
        FAILED
    }

    private static final String ABSOLUTE_PREFIX = "http://";
    private static final byte CR = '\r';
    private static final byte LF = '\n';
    private static final int MAX_METHOD_BYTES = 16;
    private static final int MAX_VERSION_BYTES = 8;
    /** Leading zeros are valid (1*HEXDIG), so more than 16 digits can be a size, but not without end. */
    private static final int MAX_CHUNK_SIZE_DIGITS = 64;

    private static final int MAX_CHUNK_EXTENSION_BYTES = 1_024;
    private static final int INITIAL_VALUE_BYTES = 64; // grown on first need: idle connections stay small

    private final int maxRequestLineBytes;
    private final int maxHeaderBytes;
    private final int maxBodyBytes;
    private final Request request;

    private State state = State.REQUEST_START;
    private Status error;
    private final byte[] token = new byte[MAX_METHOD_BYTES];
    private int tokenLength;
    private int requestLineBytes;
    private int headerBytes;
    private boolean http10;
    private boolean sawQuery;
    private int absoluteBytes = -1;

    private final byte[] name = new byte[HeaderName.MAX_LENGTH];
    private int nameLength;
    private HeaderName header;
    private final int maxStoredValueBytes;
    private byte[] value = new byte[INITIAL_VALUE_BYTES];
    private int valueLength;
    private int valueTrimmedLength;
    private boolean valueOverflow;

    private int hostCount;
    private boolean sawTransferEncoding;
    private boolean connectionClose;
    private boolean continuePending;

    private long bodyRemaining;
    private long chunkSize;
    private int chunkDigits;
    private int chunkExtensionBytes;
    private final ChunkExtensions extensions = new ChunkExtensions();
    private boolean asteriskForm;

    /**
     * @param maxStoredValueBytes the longest header value kept for the routes (Authorization);
     *                            longer values are validated, then read as empty
     */
    public RequestParser(int maxRequestLineBytes, int maxHeaderBytes, int maxBodyBytes, int maxStoredValueBytes) {
        this.maxRequestLineBytes = maxRequestLineBytes;
        this.maxHeaderBytes = maxHeaderBytes;
        this.maxBodyBytes = maxBodyBytes;
        this.maxStoredValueBytes = maxStoredValueBytes;
        this.request = new Request();
    }

    /**
     * Whether the first line in {@code in} (up to {@code lineEnd}, its LF) could be an HTTP/1.x
     * request line: one with fewer than three parts (the parser answers those), or with a part
     * after a space that starts {@code HTTP/} in any case. A line of three or more parts none of
     * which is an HTTP version is not HTTP/1.x at all (RFC 9112 §2.3): on a port shared with
     * HTTP/2 it is neither protocol's, and the connection is closed without an answer, as HTTP/2
     * asks for a bad preface (RFC 9113 §3.4).
     */
    public static boolean mayBeHttp1(ByteBuffer in, int lineEnd) {
        int spaces = 0;
        for (int i = in.position(); i < lineEnd; i++) {
            if (in.get(i) == ' ') {
                spaces++;
                if (Ascii.regionStartsWithIgnoreCase(in, i + 1, lineEnd, "HTTP/")) {
                    return true;
                }
            }
        }
        return spaces < 2;
    }

    /** The request filled in by the last {@link Result#COMPLETE}; valid until the next parse. */
    public Request request() {
        return request;
    }

    /** The status to answer with after {@link Result#ERROR}. */
    public Status error() {
        return error;
    }

    /** Whether part of a request has been read but not all of it. */
    public boolean inProgress() {
        return state != State.REQUEST_START && state != State.DONE;
    }

    /** Whether a request head has begun and not ended: its deadline runs from its first byte. */
    public boolean inHead() {
        return state.compareTo(State.REQUEST_START) > 0 && state.compareTo(State.HEADERS_END_LF) <= 0;
    }

    /** True once per request whose client waits for {@code 100 Continue} before sending its body. */
    public boolean takeContinue() {
        boolean pending = continuePending;
        continuePending = false;
        return pending;
    }

    /** Consumes bytes from {@code in} up to the end of one request at most. */
    public Result parse(ByteBuffer in) {
        if (state == State.DONE) {
            startNext();
        }
        while (state != State.FAILED && in.hasRemaining()) {
            if (state == State.BODY || state == State.CHUNK_DATA) {
                copyBody(in);
            } else {
                step(in.get());
            }
            if (state == State.DONE) {
                return Result.COMPLETE;
            }
        }
        return state == State.FAILED ? Result.ERROR : Result.INCOMPLETE;
    }

    private void startNext() {
        request.reset();
        state = State.REQUEST_START;
        error = null;
        tokenLength = 0;
        requestLineBytes = 0;
        headerBytes = 0;
        http10 = false;
        sawQuery = false;
        absoluteBytes = -1;
        asteriskForm = false;
        hostCount = 0;
        sawTransferEncoding = false;
        connectionClose = false;
        continuePending = false;
        bodyRemaining = 0;
        chunkSize = 0;
        chunkDigits = 0;
        chunkExtensionBytes = 0;
    }

    private void step(byte b) {
        switch (state) {
            case REQUEST_START, LEADING_LF, METHOD, TARGET, VERSION, REQUEST_LINE_LF -> requestLine(b);
            case HEADER_START, HEADER_NAME, HEADER_VALUE_START, HEADER_VALUE, HEADER_LF, HEADERS_END_LF ->
                headerLine(b);
            case CHUNK_SIZE, CHUNK_EXTENSION, CHUNK_SIZE_LF, CHUNK_DATA_CR, CHUNK_DATA_LF -> chunkFraming(b);
            case TRAILER_START, TRAILER_NAME, TRAILER_LINE, TRAILER_LF, TRAILER_END_LF -> trailer(b);
            default -> throw new IllegalStateException("no byte expected in " + state);
        }
    }

    private void requestLine(byte b) {
        if (++requestLineBytes > maxRequestLineBytes) {
            fail(Status.URI_TOO_LONG);
            return;
        }
        switch (state) {
            case REQUEST_START -> {
                // RFC 9112 §2.2: empty lines before a request line are ignored.
                if (b == CR) {
                    state = State.LEADING_LF;
                } else if (Ascii.isTokenChar(b)) {
                    requestLineBytes = 1;
                    token[0] = b;
                    tokenLength = 1;
                    state = State.METHOD;
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            case LEADING_LF -> state = b == LF ? State.REQUEST_START : fail(Status.BAD_REQUEST);
            case METHOD -> {
                if (b == ' ') {
                    request.method = Method.of(token, tokenLength);
                    state = State.TARGET;
                } else if (Ascii.isTokenChar(b) && tokenLength < MAX_METHOD_BYTES) {
                    token[tokenLength++] = b;
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            case TARGET -> target(b);
            case VERSION -> {
                if (b == CR) {
                    version();
                } else if (Ascii.isVisible(b) && tokenLength < MAX_VERSION_BYTES) {
                    token[tokenLength++] = b;
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            case REQUEST_LINE_LF -> state = b == LF ? State.HEADER_START : fail(Status.BAD_REQUEST);
            default -> throw new IllegalStateException(state.name());
        }
    }

    private void target(byte b) {
        if (request.targetLength == 0 && b == '*' && absoluteBytes < 0 && request.method == Method.OPTIONS) {
            // Asterisk-form (RFC 9112 §3.2.4): OPTIONS about the server as a whole, its target the one byte '*'.
            asteriskForm = true;
            request.appendTarget(b);
        } else if (request.targetLength == 0 && b != ' ' && (absoluteBytes >= 0 || b != '/')) {
            absoluteForm(b);
        } else if (asteriskForm && b != ' ') {
            fail(Status.BAD_REQUEST);
        } else if (b == ' ') {
            if (request.targetLength == 0) {
                fail(Status.BAD_REQUEST);
                return;
            }
            if (!sawQuery) {
                request.pathLength = request.targetLength;
            }
            tokenLength = 0;
            state = State.VERSION;
        } else if (Ascii.isVisible(b) && b != '#') {
            // Origin-form (RFC 9112 §3.2.1): a path starting with '/', then an optional query; never a
            // fragment (CONTRACT §2.11.2: a client does not send one).
            if (b == '?' && !sawQuery) {
                sawQuery = true;
                request.pathLength = request.targetLength;
            }
            request.appendTarget(b);
        } else {
            fail(Status.BAD_REQUEST);
        }
    }

    /**
     * Absolute-form (RFC 9112 §3.2.2, CONTRACT §2.10): {@code http://} and an authority, skipped, then
     * the path read as origin-form. The authority is not compared with Host: a server must accept
     * the form, and this one serves every name the same. Anything else ({@code *} outside OPTIONS
     * included) is 400.
     */
    private void absoluteForm(byte b) {
        if (absoluteBytes < 0) {
            absoluteBytes = 0;
        }
        if (absoluteBytes < ABSOLUTE_PREFIX.length()) {
            if (Ascii.toLower(b) == ABSOLUTE_PREFIX.charAt(absoluteBytes)) {
                absoluteBytes++;
            } else {
                fail(Status.BAD_REQUEST);
            }
        } else if (b == '/') {
            absoluteBytes = -1;
            request.appendTarget(b);
        } else if (Ascii.isVisible(b) && b != '?' && b != '#' && b != '@') {
            absoluteBytes++;
        } else {
            fail(Status.BAD_REQUEST);
        }
    }

    private void version() {
        if (tokenLength == MAX_VERSION_BYTES
                && Ascii.startsWith(token, "HTTP/1.")
                && (token[7] == '1' || token[7] == '0')) {
            http10 = token[7] == '0';
            state = State.REQUEST_LINE_LF;
        } else if (tokenLength == MAX_VERSION_BYTES
                && Ascii.startsWith(token, "HTTP/")
                && Ascii.isDigit(token[5])
                && token[6] == '.'
                && Ascii.isDigit(token[7])) {
            fail(Status.HTTP_VERSION_NOT_SUPPORTED);
        } else {
            fail(Status.BAD_REQUEST);
        }
    }

    private void headerLine(byte b) {
        if (++headerBytes > maxHeaderBytes) {
            fail(Status.HEADER_FIELDS_TOO_LARGE);
            return;
        }
        switch (state) {
            case HEADER_START -> {
                if (b == CR) {
                    state = State.HEADERS_END_LF;
                } else if (Ascii.isTokenChar(b)) {
                    // A line starting with whitespace (obsolete folding) is not a token char: 400.
                    name[0] = Ascii.toLower(b);
                    nameLength = 1;
                    state = State.HEADER_NAME;
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            case HEADER_NAME -> {
                if (b == ':') {
                    header = HeaderName.of(name, nameLength);
                    valueLength = 0;
                    valueTrimmedLength = 0;
                    valueOverflow = false;
                    state = State.HEADER_VALUE_START;
                } else if (Ascii.isTokenChar(b)) {
                    if (nameLength < name.length) {
                        name[nameLength] = Ascii.toLower(b);
                    }
                    nameLength++;
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            case HEADER_VALUE_START -> {
                if (b == CR) {
                    state = State.HEADER_LF;
                } else if (b != ' ' && b != '\t') {
                    state = State.HEADER_VALUE;
                    valueByte(b);
                }
            }
            case HEADER_VALUE -> {
                if (b == CR) {
                    state = State.HEADER_LF;
                } else {
                    valueByte(b);
                }
            }
            case HEADER_LF -> {
                if (b == LF) {
                    state = State.HEADER_START;
                    finishHeader();
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            case HEADERS_END_LF -> {
                if (b == LF) {
                    finishHead();
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            default -> throw new IllegalStateException(state.name());
        }
    }

    private void valueByte(byte b) {
        if (!Ascii.isFieldValueChar(b)) {
            fail(Status.BAD_REQUEST);
            return;
        }
        if (header == HeaderName.OTHER) {
            return;
        }
        if (valueLength == value.length) {
            if (valueLength == maxStoredValueBytes) {
                valueOverflow = true;
                return;
            }
            value = Arrays.copyOf(value, Math.min(2 * value.length, maxStoredValueBytes));
        }
        value[valueLength++] = b;
        if (b != ' ' && b != '\t') {
            valueTrimmedLength = valueLength;
        }
    }

    private void finishHeader() {
        if (header == HeaderName.OTHER) {
            return;
        }
        int length = valueTrimmedLength;
        switch (header) {
            case HOST -> {
                hostCount++;
                if (valueOverflow || !Ascii.isHost(value, length)) {
                    fail(Status.BAD_REQUEST); // RFC 9112 §3.2: a Host that is not uri-host [":" port]
                }
            }
            case CONTENT_LENGTH -> contentLength(length);
            case TRANSFER_ENCODING -> {
                if (sawTransferEncoding || valueOverflow || !Ascii.equalsIgnoreCase(value, length, "chunked")) {
                    fail(Status.BAD_REQUEST);
                }
                sawTransferEncoding = true;
                request.chunked = true;
            }
            case CONNECTION -> connectionTokens(length);
            case AUTHORIZATION -> {
                if (request.authorizationLength >= 0) {
                    fail(Status.BAD_REQUEST);
                    return;
                }
                // A value too long to keep cannot be a valid credential; keep it empty so it fails as one.
                request.setAuthorization(value, valueOverflow ? 0 : length);
            }
            case EXPECT -> request.expectContinue = Ascii.equalsIgnoreCase(value, length, "100-continue");
            default -> throw new IllegalStateException(header.name());
        }
    }

    private void contentLength(int length) {
        if (length == 0 || valueOverflow) {
            fail(Status.BAD_REQUEST);
            return;
        }
        long parsed = 0;
        for (int i = 0; i < length; i++) {
            if (!Ascii.isDigit(value[i])) {
                fail(Status.BAD_REQUEST);
                return;
            }
            int digit = value[i] - '0';
            if (parsed > (Long.MAX_VALUE - digit) / 10) {
                // Past 2^63-1 the value is not a length this server can hold: malformed (400), not too large (413).
                fail(Status.BAD_REQUEST);
                return;
            }
            parsed = parsed * 10 + digit;
        }
        if (request.contentLength >= 0 && request.contentLength != parsed) {
            fail(Status.BAD_REQUEST);
            return;
        }
        request.contentLength = parsed;
    }

    private void connectionTokens(int length) {
        int start = 0;
        for (int i = 0; i <= length; i++) {
            if (i == length || value[i] == ',') {
                int from = start;
                int to = i;
                while (from < to && (value[from] == ' ' || value[from] == '\t')) {
                    from++;
                }
                while (to > from && (value[to - 1] == ' ' || value[to - 1] == '\t')) {
                    to--;
                }
                connectionClose |= Ascii.regionEqualsIgnoreCase(value, from, to, "close");
                start = i + 1;
            }
        }
    }

    private void finishHead() {
        if (hostCount > 1 || (!http10 && hostCount == 0)) {
            fail(Status.BAD_REQUEST);
            return;
        }
        if (request.chunked && (request.contentLength >= 0 || http10)) {
            // RFC 9112 §6.1: both framings at once is a smuggling attempt.
            fail(Status.BAD_REQUEST);
            return;
        }
        // HTTP/1.0 keep-alive would need a Connection: keep-alive answer header; closing is simpler and allowed.
        request.keepAlive = !http10 && !connectionClose;
        if (request.chunked) {
            continuePending = request.expectContinue;
            state = State.CHUNK_SIZE;
        } else if (request.contentLength > maxBodyBytes) {
            fail(Status.CONTENT_TOO_LARGE);
        } else if (request.contentLength > 0) {
            continuePending = request.expectContinue;
            bodyRemaining = request.contentLength;
            state = State.BODY;
        } else {
            state = State.DONE;
        }
    }

    private void copyBody(ByteBuffer in) {
        long wanted = state == State.BODY ? bodyRemaining : chunkSize;
        int n = (int) Math.min(in.remaining(), wanted);
        in.get(request.bodyRoom(n), request.bodyLength, n);
        request.bodyLength += n;
        if (state == State.BODY) {
            bodyRemaining -= n;
            if (bodyRemaining == 0) {
                state = State.DONE;
            }
        } else {
            chunkSize -= n;
            if (chunkSize == 0) {
                state = State.CHUNK_DATA_CR;
            }
        }
    }

    private void chunkFraming(byte b) {
        switch (state) {
            case CHUNK_SIZE -> {
                int digit = Ascii.hexValue(b);
                if (digit >= 0) {
                    // Past 2^63-1 is malformed: 400, not 413 (which is for a size the server can hold).
                    if (++chunkDigits > MAX_CHUNK_SIZE_DIGITS || chunkSize > (Long.MAX_VALUE - digit) / 16) {
                        fail(Status.BAD_REQUEST);
                    } else {
                        chunkSize = chunkSize * 16 + digit;
                    }
                } else if (chunkDigits == 0 || (b != ';' && b != ' ' && b != '\t' && b != CR)) {
                    fail(Status.BAD_REQUEST);
                } else if (request.bodyLength + chunkSize > maxBodyBytes) {
                    // only now, with the whole size read, is it known to be a size at all
                    fail(Status.CONTENT_TOO_LARGE);
                } else if (b == CR) {
                    state = State.CHUNK_SIZE_LF;
                } else {
                    extensions.start(b == ';'); // whitespace may stand before the ';' (BWS)
                    state = State.CHUNK_EXTENSION;
                }
            }
            case CHUNK_EXTENSION -> {
                // Extensions are allowed and ignored, but bounded and well-formed (ChunkExtensions).
                if (++chunkExtensionBytes > MAX_CHUNK_EXTENSION_BYTES) {
                    fail(Status.BAD_REQUEST);
                    return;
                }
                switch (extensions.next(b)) {
                    case MORE -> {}
                    case END -> state = State.CHUNK_SIZE_LF;
                    case INVALID -> fail(Status.BAD_REQUEST);
                }
            }
            case CHUNK_SIZE_LF -> {
                if (b != LF) {
                    fail(Status.BAD_REQUEST);
                } else if (chunkSize == 0) {
                    state = State.TRAILER_START;
                } else {
                    state = State.CHUNK_DATA;
                }
            }
            case CHUNK_DATA_CR -> state = b == CR ? State.CHUNK_DATA_LF : fail(Status.BAD_REQUEST);
            case CHUNK_DATA_LF -> {
                if (b == LF) {
                    chunkDigits = 0;
                    chunkExtensionBytes = 0;
                    state = State.CHUNK_SIZE;
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            default -> throw new IllegalStateException(state.name());
        }
    }

    private void trailer(byte b) {
        if (++headerBytes > maxHeaderBytes) {
            fail(Status.HEADER_FIELDS_TOO_LARGE);
            return;
        }
        switch (state) {
            case TRAILER_START -> {
                if (b == CR) {
                    state = State.TRAILER_END_LF;
                } else if (Ascii.isTokenChar(b)) {
                    state = State.TRAILER_NAME;
                } else {
                    fail(Status.BAD_REQUEST);
                }
            }
            case TRAILER_NAME -> {
                // a trailer is a field line like a header: a token, then a colon
                if (b == ':') {
                    state = State.TRAILER_LINE;
                } else if (!Ascii.isTokenChar(b)) {
                    fail(Status.BAD_REQUEST);
                }
            }
            case TRAILER_LINE -> {
                if (b == CR) {
                    state = State.TRAILER_LF;
                } else if (!Ascii.isFieldValueChar(b)) {
                    fail(Status.BAD_REQUEST);
                }
            }
            case TRAILER_LF -> state = b == LF ? State.TRAILER_START : fail(Status.BAD_REQUEST);
            case TRAILER_END_LF -> state = b == LF ? State.DONE : fail(Status.BAD_REQUEST);
            default -> throw new IllegalStateException(state.name());
        }
    }

    private State fail(Status status) {
        if (error == null) {
            error = status;
        }
        state = State.FAILED;
        return State.FAILED;
    }
}
