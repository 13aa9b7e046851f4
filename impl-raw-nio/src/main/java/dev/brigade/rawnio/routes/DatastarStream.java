package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;

/**
 * GET /sse?datastar={"count":C}: the Datastar actions the SDK's {@code patchSignals} and
 * {@code patchElements(..., {selector, mode})} would send, ten events for N = C + 1.
 */
public final class DatastarStream {
    private static final int LOG_EVENTS = 8;
    private static final Response BAD_SIGNALS = Response.status(Status.BAD_REQUEST);

    public Response stream(Request request) {
        Long count = DatastarSignals.count(request.query());
        if (count == null) {
            return BAD_SIGNALS;
        }
        long n = count + 1;
        return EventStream.of(events -> {
            events.send("datastar-patch-signals", "signals {\"count\":" + n + "}");
            events.send("datastar-patch-elements", "elements <span id=\"count\">" + n + "</span>");
            for (int i = 1; i <= LOG_EVENTS; i++) {
                events.send(
                        "datastar-patch-elements",
                        "selector #log",
                        "mode append",
                        "elements <li>Event " + i + " of " + LOG_EVENTS + "</li>");
            }
        });
    }
}
