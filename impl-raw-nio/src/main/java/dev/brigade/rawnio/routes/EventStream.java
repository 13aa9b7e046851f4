package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.ContentType;
import dev.brigade.rawnio.http.ResponseWriter;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.server.Exchange;

import java.nio.charset.StandardCharsets;

/**
 * Server-sent events over a chunked answer: each event is one HTTP chunk, flushed to the socket
 * as soon as it is made. Only {@code event:} and {@code data:} lines, each ending in LF, and a
 * blank line after each event.
 */
final class EventStream {
    private final Exchange exchange;
    private final ResponseWriter response;
    private final StringBuilder event = new StringBuilder(256);

    private EventStream(Exchange exchange) {
        this.exchange = exchange;
        this.response = exchange.response();
    }

    static EventStream open(Exchange exchange) {
        exchange.response().startChunked(Status.OK, ContentType.EVENT_STREAM, exchange.closeAfter());
        return new EventStream(exchange);
    }

    void send(String type, String... dataLines) {
        event.setLength(0);
        event.append("event: ").append(type).append('\n');
        for (String line : dataLines) {
            event.append("data: ").append(line).append('\n');
        }
        event.append('\n');
        byte[] bytes = event.toString().getBytes(StandardCharsets.UTF_8);
        response.startChunk(bytes.length);
        response.body(bytes);
        response.endChunk();
        exchange.flush();
    }

    void close() {
        response.lastChunk();
    }
}
