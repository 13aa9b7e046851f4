package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.server.Exchange;

/**
 * GET /sse?datastar={"count":C}: the Datastar actions the SDK's {@code patchSignals} and
 * {@code patchElements(..., {selector, mode})} would send, ten events for N = C + 1.
 */
public final class DatastarStream {
    private static final int LOG_EVENTS = 8;

    public void stream(Exchange exchange) {
        Long count = Signals.count(exchange.request().query());
        if (count == null) {
            exchange.response().status(Status.BAD_REQUEST, null, exchange.closeAfter());
            return;
        }
        long n = count + 1;
        EventStream events = EventStream.open(exchange);
        events.send("datastar-patch-signals", "signals {\"count\":" + n + "}");
        events.send("datastar-patch-elements", "elements <span id=\"count\">" + n + "</span>");
        for (int i = 1; i <= LOG_EVENTS; i++) {
            events.send("datastar-patch-elements",
                    "selector #log", "mode append", "elements <li>Event " + i + " of " + LOG_EVENTS + "</li>");
        }
        events.close();
    }
}
