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
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * {@code GET /sse}: the Datastar action as ten server-sent events, each event one HTTP chunk.
 *
 * <p>Not Helidon's {@code SseSink}: its 4.5 writer puts no space after {@code event:} and
 * {@code data:}, which a browser accepts but the contract's bytes (Datastar's SDK) do not. So
 * this writes each event's bytes to the response's output stream and flushes: Helidon's chunked
 * output makes one chunk of whatever was written since the last flush.
 */
final class DatastarStream implements HttpService {

    private static final Header EVENT_STREAM = HeaderValues.createCached(HeaderNames.CONTENT_TYPE, "text/event-stream");
    private static final byte[] BAD_REQUEST = "Bad Request".getBytes(StandardCharsets.US_ASCII);
    private static final int LOG_EVENTS = 8;
    /** Events 3 to 10 do not depend on the request: encoded once. */
    private static final byte[][] LOG_LINES = new byte[LOG_EVENTS][];

    static {
        for (int i = 1; i <= LOG_EVENTS; i++) {
            LOG_LINES[i - 1] = ("event: datastar-patch-elements\n"
                            + "data: selector #log\n"
                            + "data: mode append\n"
                            + "data: elements <li>Event " + i + " of " + LOG_EVENTS + "</li>\n\n")
                    .getBytes(StandardCharsets.US_ASCII);
        }
    }

    @Override
    public void routing(HttpRules rules) {
        Routes.get(rules, "/", this::stream);
    }

    /**
     * On HEAD, GET's status and type, and no event made. Helidon 4.5 frames every answer it
     * completes, so the head says {@code Content-Length: 0} where GET's says chunked
     * (declared-deviations.txt).
     */
    private void stream(ServerRequest request, ServerResponse response) {
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
            event(
                    out,
                    ("event: datastar-patch-signals\n" + "data: signals {\"count\":" + next + "}\n\n")
                            .getBytes(StandardCharsets.US_ASCII));
            event(
                    out,
                    ("event: datastar-patch-elements\n" + "data: elements <span id=\"count\">" + next + "</span>\n\n")
                            .getBytes(StandardCharsets.US_ASCII));
            for (byte[] line : LOG_LINES) {
                event(out, line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One event, one chunk: the flush closes the chunk. */
    private static void event(OutputStream out, byte[] event) throws IOException {
        out.write(event);
        out.flush();
    }
}
