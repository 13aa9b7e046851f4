package dev.brigade.rawnio.http;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletionStage;

/**
 * What a route answers: a status, a content type and a body, a stream of chunks, or an answer to
 * come from another thread. The route says what it answers; the connection decides how it goes on
 * the wire ({@code Content-Length} or chunked framing, {@code Date}, {@code Connection: close}, and
 * no body at all for {@code HEAD}).
 */
public sealed interface Response
        permits Response.Content, Response.Bare, Response.Stream, Response.Later, PreEncodedResponse {

    /** A whole body, framed by {@code Content-Length}; {@code body[0..length)} is sent. */
    record Content(Status status, ContentType contentType, byte[] body, int length) implements Response {}

    /** A status with its name as a short text body, and {@code Allow} when {@code allow} is not null. */
    record Bare(Status status, Allow allow) implements Response {}

    /** A chunked body: {@code body} writes the chunks, and every chunk it writes in one go leaves in one write. */
    record Stream(Status status, ContentType contentType, StreamBody body) implements Response {}

    /** An answer made on another thread; the connection answers nothing else until it arrives. */
    record Later(CompletionStage<? extends Response> answer) implements Response {}

    /** Writes a streamed answer's chunks. */
    @FunctionalInterface
    interface StreamBody {
        void writeTo(Chunks chunks);
    }

    /** Where a {@link StreamBody} writes: each {@link #send} is one HTTP chunk. */
    interface Chunks {
        void send(byte[] chunk);
    }

    static Response of(Status status, ContentType contentType, byte[] body) {
        return new Content(status, contentType, body, body.length);
    }

    static Response of(Status status, ContentType contentType, byte[] body, int length) {
        return new Content(status, contentType, body, length);
    }

    static Response json(Status status, String json) {
        return of(status, ContentType.JSON, json.getBytes(StandardCharsets.UTF_8));
    }

    static Response status(Status status) {
        return new Bare(status, null);
    }

    static Response methodNotAllowed(Allow allow) {
        return new Bare(Status.METHOD_NOT_ALLOWED, allow);
    }

    /** The answer to {@code OPTIONS}: 200 and the methods in {@code allow}. */
    static Response options(Allow allow) {
        return new Bare(Status.OK, allow);
    }

    static Response stream(Status status, ContentType contentType, StreamBody body) {
        return new Stream(status, contentType, body);
    }

    static Response later(CompletionStage<? extends Response> answer) {
        return new Later(answer);
    }

    /** Encoded once, so that writing it is three copies and no allocation (the plaintext answer). */
    static PreEncodedResponse constant(Status status, ContentType contentType, byte[] body) {
        return PreEncodedResponse.encode(status, contentType, body);
    }
}
