package dev.brigade.helidon;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.IntStream;

/**
 * {@code GET /sse}: the Datastar action as ten server-sent events, each flushed as one HTTP chunk. Not
 * Helidon's {@code SseSink}: its 4.5 writer puts no space after {@code event:} and {@code data:}.
 */
final class DatastarStream implements HttpService {

    private static final Header EVENT_STREAM = HeaderValues.createCached(HeaderNames.CONTENT_TYPE, "text/event-stream");
    private static final byte[] BAD_REQUEST = ascii("Bad Request");
    /** Events 3 to 10 do not depend on the request: encoded once. */
    private static final byte[][] LOG_LINES = IntStream.rangeClosed(1, 8)
            .mapToObj(i -> ascii("event: datastar-patch-elements\ndata: selector #log\ndata: mode append\n"
                    + "data: elements <li>Event " + i + " of 8</li>\n\n"))
            .toArray(byte[][]::new);

    @Override
    public void routing(HttpRules rules) {
        Routes.get(rules, "/", this::stream);
    }

    /** On HEAD, {@code Content-Length: 0} where GET says chunked: Helidon 4.5 frames it (declared-deviations.txt). */
    private void stream(ServerRequest request, ServerResponse response) throws IOException {
        long count = DatastarSignals.count(request.query().first("datastar").orElse(null));
        if (count < 0) {
            Routes.send(request, response.status(Status.BAD_REQUEST_400), BAD_REQUEST);
            return;
        }
        response.header(EVENT_STREAM);
        if (Routes.isHead(request)) {
            response.send();
            return;
        }
        long next = count + 1;
        try (OutputStream out = response.outputStream()) {
            event(out, ascii("event: datastar-patch-signals\ndata: signals {\"count\":" + next + "}\n\n"));
            event(
                    out,
                    ascii("event: datastar-patch-elements\ndata: elements <span id=\"count\">" + next + "</span>\n\n"));
            for (byte[] line : LOG_LINES) {
                event(out, line);
            }
        }
    }

    private static void event(OutputStream out, byte[] event) throws IOException {
        out.write(event);
        out.flush();
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
