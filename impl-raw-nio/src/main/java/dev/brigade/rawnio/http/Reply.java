package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;

/** A complete answer made off the event loop (Conduit) and handed back to it to be written. */
public record Reply(Status status, ContentType contentType, byte[] body) {
    public static Reply json(Status status, String json) {
        return new Reply(status, ContentType.JSON, json.getBytes(StandardCharsets.UTF_8));
    }
}
