package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;

/** The media types this server sends, each header line encoded once. */
public enum ContentType {
    TEXT_PLAIN("text/plain; charset=utf-8"),
    TEXT_HTML("text/html; charset=utf-8"),
    OCTET_STREAM("application/octet-stream"),
    EVENT_STREAM("text/event-stream"),
    JSON("application/json; charset=utf-8");

    private final byte[] headerLine;
    private final byte[] value;

    ContentType(String value) {
        this.headerLine = ("Content-Type: " + value + "\r\n").getBytes(StandardCharsets.US_ASCII);
        this.value = value.getBytes(StandardCharsets.US_ASCII);
    }

    /** The value alone, shared: never write into it (HTTP/2 encodes it in a header block). */
    public byte[] value() {
        return value;
    }

    byte[] headerLine() {
        return headerLine;
    }
}
