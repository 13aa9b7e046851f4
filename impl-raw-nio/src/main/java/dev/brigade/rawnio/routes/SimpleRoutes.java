package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.ContentType;
import dev.brigade.rawnio.http.PreEncodedResponse;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.ResponseWriter;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.server.Exchange;

import java.nio.charset.StandardCharsets;

/** GET /plaintext and POST /echo: the two answers that must cost next to nothing. */
public final class SimpleRoutes {
    private static final PreEncodedResponse HELLO = ResponseWriter.preEncode(
            Status.OK, ContentType.TEXT_PLAIN, "Hello, World!".getBytes(StandardCharsets.US_ASCII));

    /** The constant answer, copied into the output buffer with today's Date. */
    public void plaintext(Exchange exchange) {
        exchange.response().write(HELLO, exchange.closeAfter());
    }

    /** The body back, byte for byte; the parser has already refused bodies over the limit (413). */
    public void echo(Exchange exchange) {
        Request request = exchange.request();
        exchange.response().fixed(Status.OK, ContentType.OCTET_STREAM,
                request.bodyArray(), 0, request.bodyLength(), exchange.closeAfter());
    }
}
