package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.ContentType;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * Server-sent events as a streamed answer: each event is one chunk. Only {@code event:} and
 * {@code data:} lines, each ending in LF, and a blank line after each event.
 */
final class EventStream {
    private final Response.Chunks chunks;
    private final StringBuilder event = new StringBuilder(256);

    private EventStream(Response.Chunks chunks) {
        this.chunks = chunks;
    }

    /** A 200 {@code text/event-stream} answer whose events {@code events} sends. */
    static Response of(Consumer<EventStream> events) {
        return Response.stream(Status.OK, ContentType.EVENT_STREAM, chunks -> events.accept(new EventStream(chunks)));
    }

    void send(String type, String... dataLines) {
        event.setLength(0);
        event.append("event: ").append(type).append('\n');
        for (String line : dataLines) {
            event.append("data: ").append(line).append('\n');
        }
        event.append('\n');
        chunks.send(event.toString().getBytes(StandardCharsets.UTF_8));
    }
}
