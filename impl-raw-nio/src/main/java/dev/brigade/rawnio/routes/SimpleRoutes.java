package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.ContentType;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import java.nio.charset.StandardCharsets;

/** GET /plaintext and POST /echo: the two answers that must cost next to nothing. */
public final class SimpleRoutes {
    private static final Response HELLO =
            Response.constant(Status.OK, ContentType.TEXT_PLAIN, "Hello, World!".getBytes(StandardCharsets.US_ASCII));

    /** The constant answer: the connection copies it into its output with today's Date. */
    public Response plaintext() {
        return HELLO;
    }

    /**
     * The body back, byte for byte; the parser has already refused bodies over the limit (413). The
     * array is the connection's, written out before it reads the next request.
     */
    public Response echo(Request request) {
        return Response.of(Status.OK, ContentType.OCTET_STREAM, request.bodyArray(), request.bodyLength());
    }
}
