package dev.brigade.vertx;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/** {@code GET /plaintext} and {@code POST /echo}. */
final class SimpleRoutes {

    // Constant bytes and header values encoded once, as Vert.x's own benchmark entries do.
    private static final Buffer HELLO = Buffer.buffer("Hello, World!");
    private static final CharSequence HELLO_LENGTH = HttpHeaders.createOptimized(String.valueOf(HELLO.length()));
    private static final CharSequence TEXT_PLAIN = HttpHeaders.createOptimized("text/plain; charset=utf-8");
    private static final CharSequence OCTET_STREAM = HttpHeaders.createOptimized("application/octet-stream");

    void handlePlaintext(RoutingContext ctx) {
        ctx.response()
                .putHeader(HttpHeaders.CONTENT_TYPE, TEXT_PLAIN)
                .putHeader(HttpHeaders.CONTENT_LENGTH, HELLO_LENGTH)
                .end(HELLO);
    }

    /** The BodyHandler's body (413 past the limit), held in the BodyBudget until this answer, the same buffer, is out. */
    void handleEcho(RoutingContext ctx) {
        Buffer body = ctx.body().buffer();
        ctx.response().putHeader(HttpHeaders.CONTENT_TYPE, OCTET_STREAM);
        BodyBudget.endHolding(ctx, body == null ? Buffer.buffer() : body);
    }
}
