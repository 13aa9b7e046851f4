package dev.brigade.quarkus;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.vertx.web.Param;
import io.quarkus.vertx.web.Route;
import io.quarkus.vertx.web.Route.HttpMethod;
import io.vertx.core.AsyncResult;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;

/**
 * {@code GET /sse}: ten server-sent events, one chunk each. A reactive route: Quarkus REST's SSE
 * writer puts no space after {@code data:}, and the race compares bytes.
 */
@ApplicationScoped
public class DatastarStream {

    private static final CharSequence EVENT_STREAM = HttpHeaders.createOptimized("text/event-stream");
    private static final int LOG_EVENTS = 8;
    /** As completion handler: Vert.x then makes no future per write; nothing here waits on one. */
    private static final Handler<AsyncResult<Void>> NO_CALLBACK = null;
    /** Events 3 to 10 do not depend on the request: encoded once. */
    private static final Buffer[] LOG_LINES = new Buffer[LOG_EVENTS];

    static {
        for (int i = 1; i <= LOG_EVENTS; i++) {
            LOG_LINES[i - 1] = Buffer.buffer("event: datastar-patch-elements\n"
                    + "data: selector #log\n"
                    + "data: mode append\n"
                    + "data: elements <li>Event " + i + " of " + LOG_EVENTS + "</li>\n\n");
        }
    }

    private final ObjectMapper json;

    @Inject
    DatastarStream(ObjectMapper json) {
        this.json = json;
    }

    /** Runs on the I/O thread (a reactive route's default): it only formats and writes. */
    @Route(
            path = "/sse",
            methods = {HttpMethod.GET, HttpMethod.HEAD})
    void stream(RoutingContext ctx, @Param("datastar") Optional<String> signals) {
        long count = DatastarSignals.count(json, signals.orElse(null));
        HttpServerResponse response = ctx.response();
        if (count < 0) {
            RequestRules.plainText(
                    response,
                    400,
                    "bad datastar signals: a JSON object with count from 0 to " + DatastarSignals.MAX_COUNT);
            return;
        }
        long next = count + 1;
        response.setChunked(true).putHeader(HttpHeaders.CONTENT_TYPE, EVENT_STREAM);
        if (ctx.request().method() == io.vertx.core.http.HttpMethod.HEAD) {
            // The head only: Vert.x would drop every event written for a HEAD, so none is made.
            response.end(NO_CALLBACK);
            return;
        }
        if (ctx.request().version() == HttpVersion.HTTP_2) {
            // During the frame read (where this route runs) Netty merges the writes into one DATA frame;
            // from a later event-loop task each event is its own frame (contract 2.1).
            ctx.vertx().runOnContext(later -> {
                if (!response.closed()) {
                    events(response, next);
                }
            });
            return;
        }
        events(response, next);
    }

    /** The ten events, one write each: one HTTP/1.1 chunk, or one HTTP/2 DATA frame, per event. */
    private static void events(HttpServerResponse response, long next) {
        response.write(
                Buffer.buffer("event: datastar-patch-signals\n" + "data: signals {\"count\":" + next + "}\n\n"),
                NO_CALLBACK);
        response.write(
                Buffer.buffer("event: datastar-patch-elements\n" + "data: elements <span id=\"count\">" + next
                        + "</span>\n\n"),
                NO_CALLBACK);
        for (int i = 0; i < LOG_EVENTS - 1; i++) {
            response.write(LOG_LINES[i], NO_CALLBACK);
        }
        // The last event ends the response: over HTTP/2 its DATA frame carries END_STREAM.
        response.end(LOG_LINES[LOG_EVENTS - 1], NO_CALLBACK);
    }
}
