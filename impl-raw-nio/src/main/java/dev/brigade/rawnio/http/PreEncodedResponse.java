package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;

/**
 * A constant answer encoded once: every byte but the {@code Date} value, which goes between the
 * two halves. Writing it is three copies into the output buffer and no allocation.
 */
public record PreEncodedResponse(
        Status status, ContentType contentType, byte[] body, byte[] beforeDate, byte[] afterDate) implements Response {

    static PreEncodedResponse encode(Status status, ContentType type, byte[] body) {
        String head = new String(status.statusLine(), StandardCharsets.US_ASCII)
                + new String(type.headerLine(), StandardCharsets.US_ASCII)
                + "Content-Length: " + body.length + "\r\nDate: ";
        byte[] afterDate = new byte[4 + body.length];
        afterDate[0] = '\r';
        afterDate[1] = '\n';
        afterDate[2] = '\r';
        afterDate[3] = '\n';
        System.arraycopy(body, 0, afterDate, 4, body.length);
        return new PreEncodedResponse(status, type, body, head.getBytes(StandardCharsets.US_ASCII), afterDate);
    }
}
