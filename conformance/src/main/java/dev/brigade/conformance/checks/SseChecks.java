package dev.brigade.conformance.checks;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;


import dev.brigade.conformance.diff.Escape;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;

/**
 * CONTRACT.md §3, the Datastar stream: read off a raw socket, so the chunked framing itself (one
 * event per chunk) is what is checked, not what a client library makes of it.
 */
@CheckGroup
public final class SseChecks {

    private final Target target;

    public SseChecks(Target target) {
        this.target = target;
    }

    static String path(String signals) {
        return "/sse?datastar=" + URLEncoder.encode(signals, StandardCharsets.UTF_8);
    }

    @Check(id = "sse.status-and-headers", value = "the stream answers 200, Content-Type: text/event-stream, Transfer-Encoding: chunked", rule = "§3.7")
    void statusAndHeaders() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":41}"));
        Expect.status("GET /sse count 41", 200, response.status());
        Expect.contentType("GET /sse count 41", response, "text/event-stream");
        Expect.header("GET /sse count 41", response, "Transfer-Encoding", "chunked");
    }

    @Check(id = "sse.no-content-length", value = "the stream has no Content-Length", rule = "§3.7", rfc = "RFC 9112 §6.3")
    void noContentLength() throws IOException {
        Expect.absent("GET /sse count 41", target.raw().get(path("{\"count\":41}")), "Content-Length");
    }

    @Check(id = "sse.bytes-count-41", value = "the stream for count 41 is exactly contract/sse-count-41.txt", rule = "§3.7")
    void bytesCount41() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":41}"));
        Expect.status("GET /sse count 41", 200, response.status());
        Expect.bytes("GET /sse count 41 body", Golden.sseCount41(), response.body());
    }

    @Check(id = "sse.count-0", value = "count 0 gives N = 1 in the first two events, byte for byte", rule = "§3.7")
    void countZero() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":0}"));
        Expect.status("GET /sse count 0", 200, response.status());
        Expect.bytes("GET /sse count 0 body", DatastarEvents.stream("1"), response.body());
    }

    @Check(id = "sse.count-max", value = "count 4294967295 gives N = 4294967296, byte for byte", rule = "§3.6")
    void countMax() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":4294967295}"));
        Expect.status("GET /sse count 4294967295", 200, response.status());
        Expect.bytes("GET /sse count 4294967295 body", DatastarEvents.stream("4294967296"), response.body());
    }

    @Check(id = "sse.chunk-per-event", value = "each of the ten events is one HTTP chunk of its own", rule = "§3.8", rfc = "RFC 9112 §7.1")
    void chunkPerEvent() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":41}"));
        Expect.status("GET /sse count 41", 200, response.status());
        Expect.that(response.chunks().isPresent(), () -> "GET /sse count 41: expected chunked framing, got "
                + response.header("Content-Length").map(v -> "Content-Length: " + v).orElse("no chunks"));
        List<byte[]> chunks = response.chunks().get();
        List<byte[]> events = DatastarEvents.forN("42");
        Expect.that(chunks.size() == events.size(), () -> "GET /sse count 41: expected " + events.size()
                + " chunks, one per event, got " + chunks.size() + ": " + sizes(chunks));
        for (int i = 0; i < events.size(); i++) {
            Expect.bytes("GET /sse count 41, chunk " + (i + 1) + " (event " + (i + 1) + ")", events.get(i), chunks.get(i));
        }
    }

    @Check(id = "sse.bad-signals-no-parameter", value = "GET /sse with no datastar parameter: 400", rule = "§3.9")
    void badSignalsNoParameter() throws IOException {
        badSignals("no datastar parameter", "/sse");
    }

    @Check(id = "sse.bad-signals-broken-json", value = "GET /sse with JSON that does not parse: 400", rule = "§3.9")
    void badSignalsBrokenJson() throws IOException {
        badSignals("JSON that does not parse", path("{\"count\":"));
    }

    @Check(id = "sse.bad-signals-no-count", value = "GET /sse with JSON without count: 400", rule = "§3.9")
    void badSignalsNoCount() throws IOException {
        badSignals("JSON without count", path("{\"other\":1}"));
    }

    @Check(id = "sse.bad-signals-negative", value = "GET /sse with a negative count: 400", rule = "§3.9")
    void badSignalsNegative() throws IOException {
        badSignals("a negative count", path("{\"count\":-1}"));
    }

    @Check(id = "sse.bad-signals-fractional", value = "GET /sse with a fractional count: 400", rule = "§3.9")
    void badSignalsFractional() throws IOException {
        badSignals("a fractional count", path("{\"count\":1.5}"));
    }

    @Check(id = "sse.bad-signals-string", value = "GET /sse with count as a string: 400", rule = "§3.9")
    void badSignalsString() throws IOException {
        badSignals("count as a string", path("{\"count\":\"41\"}"));
    }

    @Check(id = "sse.bad-signals-too-large", value = "GET /sse with count 4294967296, one above the largest: 400", rule = "§3.9")
    void badSignalsTooLarge() throws IOException {
        badSignals("count 4294967296, one above the largest", path("{\"count\":4294967296}"));
    }

    @Check(id = "sse.bad-signals-array", value = "GET /sse with an array, not an object: 400", rule = "§3.9")
    void badSignalsArray() throws IOException {
        badSignals("an array, not an object", path("[41]"));
    }

    @Check(id = "sse.bad-signals-number", value = "GET /sse with a number, not an object: 400", rule = "§3.9")
    void badSignalsNumber() throws IOException {
        badSignals("a number, not an object", path("41"));
    }

    private void badSignals(String what, String path) throws IOException {
        Expect.status(what + " (GET " + path + ")", 400, target.raw().get(path).status());
    }

    private static String sizes(List<byte[]> chunks) {
        List<String> shown = new ArrayList<>();
        for (byte[] chunk : chunks) {
            shown.add(chunk.length + " bytes \"" + Escape.bytes(chunk, 0, 30) + (chunk.length > 30 ? "..." : "") + "\"");
        }
        return String.join(", ", shown);
    }
}
