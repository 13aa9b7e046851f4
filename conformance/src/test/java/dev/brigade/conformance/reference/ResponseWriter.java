package dev.brigade.conformance.reference;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Writes answers in HTTP/1.1 framing: {@code Content-Length} for fixed bodies, one chunk per streamed part. */
final class ResponseWriter {

    private static final Map<Integer, String> REASONS = Map.ofEntries(
            Map.entry(100, "Continue"),
            Map.entry(200, "OK"),
            Map.entry(400, "Bad Request"),
            Map.entry(401, "Unauthorized"),
            Map.entry(403, "Forbidden"),
            Map.entry(404, "Not Found"),
            Map.entry(405, "Method Not Allowed"),
            Map.entry(408, "Request Timeout"),
            Map.entry(411, "Length Required"),
            Map.entry(413, "Content Too Large"),
            Map.entry(422, "Unprocessable Content"),
            Map.entry(431, "Request Header Fields Too Large"),
            Map.entry(500, "Internal Server Error"));

    private final OutputStream out;
    private final HttpDate date;
    private final boolean sendDate;

    ResponseWriter(OutputStream out, HttpDate date, boolean sendDate) {
        this.out = out;
        this.date = date;
        this.sendDate = sendDate;
    }

    void writeContinue() throws IOException {
        out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    /** HTTP/1.0 style: no length, the body ends where the connection does (fault NOT_FOUND_CLOSE_DELIMITED). */
    void writeUntilClose(HttpResponse response) throws IOException {
        write(
                new HttpResponse(
                        response.status(), response.contentType(), response.body(), null, response.extraHeaders()),
                true,
                false,
                false);
    }

    void write(HttpResponse response, boolean close) throws IOException {
        write(response, close, true, false);
    }

    /** {@code headOnly}: the answer to a HEAD, its headers as GET's and no body. */
    void write(HttpResponse response, boolean close, boolean headOnly) throws IOException {
        write(response, close, true, headOnly);
    }

    /** The answer to a HEAD without Content-Length, as RFC 9110 §9.3.2 allows (fault HEAD_NO_CONTENT_LENGTH). */
    void writeHeadWithoutLength(HttpResponse response, boolean close) throws IOException {
        write(response, close, false, true);
    }

    private void write(HttpResponse response, boolean close, boolean framed, boolean headOnly) throws IOException {
        var head = new StringBuilder(160)
                .append("HTTP/1.1 ")
                .append(response.status())
                .append(' ')
                .append(REASONS.getOrDefault(response.status(), "Unknown"))
                .append("\r\n");
        if (sendDate) {
            head.append("Date: ").append(date.now()).append("\r\n");
        }
        if (response.contentType() != null) {
            head.append("Content-Type: ").append(response.contentType()).append("\r\n");
        }
        response.extraHeaders()
                .forEach(h ->
                        head.append(h.name()).append(": ").append(h.value()).append("\r\n"));
        if (response.isStreamed()) {
            head.append("Transfer-Encoding: chunked\r\n");
        } else if (framed) {
            head.append("Content-Length: ").append(response.body().length).append("\r\n");
        }
        if (close) {
            head.append("Connection: close\r\n");
        }
        out.write(head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
        if (headOnly) {
            out.flush();
            return;
        }
        if (!response.isStreamed()) {
            out.write(response.body());
            out.flush();
            return;
        }
        out.flush();
        for (byte[] chunk : response.chunks()) {
            out.write((Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(chunk);
            out.write('\r');
            out.write('\n');
            out.flush(); // one event, one chunk on the wire
        }
        out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }
}
