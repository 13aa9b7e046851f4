package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;

/**
 * Puts a {@link Response} on the wire, into a connection's {@link OutputBuffer}: the framing
 * ({@code Content-Length}, or chunked for a stream), {@code Date}, {@code Connection: close} when
 * the connection ends after it, and for {@code HEAD} the same head without the body.
 */
public final class ResponseWriter {
    private static final byte[] CRLF = bytes("\r\n");
    private static final byte[] CONTENT_LENGTH = bytes("Content-Length: ");
    private static final byte[] DATE = bytes("Date: ");
    private static final byte[] CONNECTION_CLOSE = bytes("Connection: close\r\n");
    private static final byte[] CHUNKED = bytes("Transfer-Encoding: chunked\r\n");
    private static final byte[] LAST_CHUNK = bytes("0\r\n\r\n");
    private static final byte[] CONTINUE = bytes("HTTP/1.1 100 Continue\r\n\r\n");
    private static final int BLANK_LINE_BYTES = 2 * CRLF.length;

    private final OutputBuffer out;
    private final HttpDate date;
    private final Response.Chunks chunks = this::chunk;

    public ResponseWriter(OutputBuffer out, HttpDate date) {
        this.out = out;
        this.date = date;
    }

    /**
     * Writes {@code response} (anything but {@link Response.Later}, which the connection awaits).
     *
     * @param close    add {@code Connection: close}: the connection ends after this answer
     * @param bodiless the request was {@code HEAD}: the head as for GET, no body
     */
    public void write(Response response, boolean close, boolean bodiless) {
        switch (response) {
            case PreEncodedResponse constant -> constant(constant, close, bodiless);
            case Response.Content content ->
                fixed(content.status(), content.contentType(), null, content.body(), content.length(), close, bodiless);
            case Response.Bare bare -> {
                byte[] text = bare.status().text();
                fixed(bare.status(), ContentType.TEXT_PLAIN, bare.allow(), text, text.length, close, bodiless);
            }
            case Response.Stream stream -> stream(stream, close, bodiless);
            case Response.Later later -> throw new IllegalArgumentException("a Later answer is awaited, not written");
        }
    }

    /** RFC 9110 §10.1.1: tells a client that sent {@code Expect: 100-continue} to send its body. */
    public void continueInterim() {
        out.put(CONTINUE);
    }

    private void constant(PreEncodedResponse response, boolean close, boolean bodiless) {
        if (close) {
            fixed(
                    response.status(),
                    response.contentType(),
                    null,
                    response.body(),
                    response.body().length,
                    true,
                    bodiless);
            return;
        }
        out.put(response.beforeDate());
        out.put(date.bytes());
        byte[] afterDate = response.afterDate();
        out.put(afterDate, 0, bodiless ? BLANK_LINE_BYTES : afterDate.length);
    }

    private void fixed(
            Status status, ContentType type, Allow allow, byte[] body, int length, boolean close, boolean bodiless) {
        out.put(status.statusLine());
        if (allow != null) {
            out.put(allow.headerLine());
        }
        out.put(type.headerLine());
        out.put(CONTENT_LENGTH);
        out.putDecimal(length);
        out.put(CRLF);
        endHead(close);
        if (!bodiless) {
            out.put(body, 0, length);
        }
    }

    /** Every chunk the body writes now is framed here and leaves with the others in the connection's next write. */
    private void stream(Response.Stream stream, boolean close, boolean bodiless) {
        out.put(stream.status().statusLine());
        out.put(stream.contentType().headerLine());
        out.put(CHUNKED);
        endHead(close);
        if (!bodiless) {
            stream.body().writeTo(chunks);
            out.put(LAST_CHUNK);
        }
    }

    private void chunk(byte[] bytes) {
        if (bytes.length == 0) {
            return; // an empty chunk would end the stream
        }
        out.putHex(bytes.length);
        out.put(CRLF);
        out.put(bytes);
        out.put(CRLF);
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
