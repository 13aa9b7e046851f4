package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;

/** The statuses this server answers with, each status line encoded once. */
public enum Status {
    OK(200, "OK"),
    BAD_REQUEST(400, "Bad Request"),
    UNAUTHORIZED(401, "Unauthorized"),
    NOT_FOUND(404, "Not Found"),
    METHOD_NOT_ALLOWED(405, "Method Not Allowed"),
    CONTENT_TOO_LARGE(413, "Content Too Large"),
    URI_TOO_LONG(414, "URI Too Long"),
    UNPROCESSABLE_CONTENT(422, "Unprocessable Content"),
    HEADER_FIELDS_TOO_LARGE(431, "Request Header Fields Too Large"),
    INTERNAL_SERVER_ERROR(500, "Internal Server Error"),
    HTTP_VERSION_NOT_SUPPORTED(505, "HTTP Version Not Supported");

    private final int code;
    private final String reason;
    private final byte[] statusLine;
    private final byte[] text;

    Status(int code, String reason) {
        this.code = code;
        this.reason = reason;
        this.statusLine = ("HTTP/1.1 " + code + " " + reason + "\r\n").getBytes(StandardCharsets.US_ASCII);
        this.text = (code + " " + reason + "\n").getBytes(StandardCharsets.US_ASCII);
    }

    public int code() {
        return code;
    }

    public String reason() {
        return reason;
    }

    /** {@code CODE REASON LF}: the body of a {@link Response.Bare} answer, shared: never write into it. */
    public byte[] text() {
        return text;
    }

    /** {@code HTTP/1.1 CODE REASON CRLF}, shared: never write into it. */
    byte[] statusLine() {
        return statusLine;
    }
}
