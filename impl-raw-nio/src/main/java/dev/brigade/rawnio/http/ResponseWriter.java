package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;

/** Encodes response heads, bodies and chunks into a connection's {@link OutputBuffer}. */
public final class ResponseWriter {
    private static final byte[] CRLF = bytes("\r\n");
    private static final byte[] CONTENT_LENGTH = bytes("Content-Length: ");
    private static final byte[] DATE = bytes("Date: ");
    private static final byte[] CONNECTION_CLOSE = bytes("Connection: close\r\n");
    private static final byte[] CHUNKED = bytes("Transfer-Encoding: chunked\r\n");
    private static final byte[] LAST_CHUNK = bytes("0\r\n\r\n");
    private static final byte[] CONTINUE = bytes("HTTP/1.1 100 Continue\r\n\r\n");

    private final OutputBuffer out;
    private final HttpDate date;

    public ResponseWriter(OutputBuffer out, HttpDate date) {
        this.out = out;
        this.date = date;
    }

    /** Encodes a constant answer once, so that {@link #write(PreEncodedResponse, boolean)} only copies. */
    public static PreEncodedResponse preEncode(Status status, ContentType type, byte[] body) {
        String head = new String(status.statusLine(), StandardCharsets.US_ASCII)
                + new String(type.headerLine(), StandardCharsets.US_ASCII)
                + "Content-Length: " + body.length + "\r\nDate: ";
        byte[] afterDate = new byte[4 + body.length];
        afterDate[0] = '\r';
        afterDate[1] = '\n';
        afterDate[2] = '\r';
        afterDate[3] = '\n';
        System.arraycopy(body, 0, afterDate, 4, body.length);
        return new PreEncodedResponse(status, type, body, bytes(head), afterDate);
    }

    public void write(PreEncodedResponse response, boolean close) {
        if (close) {
            fixed(response.status(), response.contentType(), response.body(), 0, response.body().length, true);
            return;
        }
        out.put(response.beforeDate());
        out.put(date.bytes());
        out.put(response.afterDate());
    }

    /** A whole answer framed by {@code Content-Length}. */
    public void fixed(Status status, ContentType type, byte[] body, int offset, int length, boolean close) {
        out.put(status.statusLine());
        out.put(type.headerLine());
        out.put(CONTENT_LENGTH);
        out.putDecimal(length);
        out.put(CRLF);
        endHead(close);
        out.put(body, offset, length);
    }

    public void write(Reply reply, boolean close) {
        fixed(reply.status(), reply.contentType(), reply.body(), 0, reply.body().length, close);
    }

    /** A bare answer (an error before any route ran): a short text body naming the status. */
    public void status(Status status, byte[] allowHeaderLine, boolean close) {
        byte[] body = (status.code() + " " + status.reason() + "\n").getBytes(StandardCharsets.US_ASCII);
        out.put(status.statusLine());
        if (allowHeaderLine != null) {
            out.put(allowHeaderLine);
        }
        out.put(ContentType.TEXT_PLAIN.headerLine());
        out.put(CONTENT_LENGTH);
        out.putDecimal(body.length);
        out.put(CRLF);
        endHead(close);
        out.put(body);
    }

    /** The head of a streamed answer; each {@link #chunk} follows, then {@link #lastChunk()}. */
    public void startChunked(Status status, ContentType type, boolean close) {
        out.put(status.statusLine());
        out.put(type.headerLine());
        out.put(CHUNKED);
        endHead(close);
    }

    /** Starts one chunk of {@code length} bytes; the caller writes exactly that many, then {@link #endChunk()}. */
    public void startChunk(int length) {
        out.putHex(length);
        out.put(CRLF);
    }

    public void endChunk() {
        out.put(CRLF);
    }

    public void lastChunk() {
        out.put(LAST_CHUNK);
    }

    /** Raw body bytes of the current answer or chunk. */
    public void body(byte[] bytes) {
        out.put(bytes);
    }

    public void bodyDecimal(long value) {
        out.putDecimal(value);
    }

    /** RFC 9110 §10.1.1: tells a client that sent {@code Expect: 100-continue} to send its body. */
    public void continueInterim() {
        out.put(CONTINUE);
    }

    private void endHead(boolean close) {
        out.put(DATE);
        out.put(date.bytes());
        out.put(CRLF);
        if (close) {
            out.put(CONNECTION_CLOSE);
        }
        out.put(CRLF);
    }

    private static byte[] bytes(String ascii) {
        return ascii.getBytes(StandardCharsets.US_ASCII);
    }
}
