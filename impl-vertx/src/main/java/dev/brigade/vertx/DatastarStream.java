package dev.brigade.vertx;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * {@code GET /sse}: the Datastar action as ten server-sent events. Vert.x 5 has no server-side SSE helper, so its own
 * streaming API: a chunked response, one {@code write} per event (one chunk, or one DATA frame), then {@code end()}.
 */
final class DatastarStream {

    private static final CharSequence EVENT_STREAM = HttpHeaders.createOptimized("text/event-stream");
    /** Events 3 to 10 do not depend on the request: encoded once. */
    private static final List<Buffer> LOG_LINES = IntStream.rangeClosed(1, 8)
            .mapToObj(i -> Buffer.buffer("event: datastar-patch-elements\ndata: selector #log\ndata: mode append\n"
                    + "data: elements <li>Event " + i + " of 8</li>\n\n"))
            .toList();

    void handleStream(RoutingContext ctx) {
        long count = DatastarSignals.count(ctx.queryParams().get("datastar"));
        if (count < 0) {
            ctx.fail(HttpResponseStatus.BAD_REQUEST.code());
            return;
        }
        long next = count + 1;
        HttpServerResponse response = ctx.response();
        // HTTP/1.1 chunks; HTTP/2 has its own framing and HTTP/1.0 none (Vert.x ignores the flag for both).
        response.setChunked(true).putHeader(HttpHeaders.CONTENT_TYPE, EVENT_STREAM);
        if (ctx.request().method() == HttpMethod.HEAD) {
            // The head only: Vert.x would drop every event written for a HEAD, so none is made.
            response.end();
            return;
        }
        List<Buffer> events = new ArrayList<>(List.of(
                Buffer.buffer("event: datastar-patch-signals\ndata: signals {\"count\":" + next + "}\n\n"),
                Buffer.buffer(
                        "event: datastar-patch-elements\ndata: elements <span id=\"count\">" + next + "</span>\n\n")));
        events.addAll(LOG_LINES);
        // HTTP/2: Netty merges the DATA writes queued on a stream until a flush, so each event (and the end) waits
        // for the one before to go out: one DATA frame each; a reset stream ends the chain. HTTP/1.1: one batch.
        boolean oneFrameEach = ctx.request().version() == HttpVersion.HTTP_2;
        Future<Void> sent = Future.succeededFuture();
        for (Buffer event : events) {
            sent = oneFrameEach ? sent.compose(done -> response.write(event)) : response.write(event);
        }
        (oneFrameEach ? sent : Future.<Void>succeededFuture()).compose(done -> response.end());
    }
}
