package dev.brigade.conformance.checks;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Order;

import dev.brigade.conformance.diff.Escape;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;

/**
 * CONTRACT.md §3, the Datastar stream: read off a raw socket, so the chunked framing itself (one
 * event per chunk) is what is checked, not what a client library makes of it.
 */
@Order(4)
@CheckGroup
public final class SseChecks {

    private final Target target;

    public SseChecks(Target target) {
        this.target = target;
    }

    static String path(String signals) {
        return "/sse?datastar=" + URLEncoder.encode(signals, StandardCharsets.UTF_8);
    }

    @Check(id = "sse.status-and-headers", value = "the stream answers 200, Content-Type: text/event-stream, Transfer-Encoding: chunked")
    void statusAndHeaders() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":41}"));
        Expect.status("GET /sse count 41", 200, response.status());
        Expect.contentType("GET /sse count 41", response, "text/event-stream");
        Expect.header("GET /sse count 41", response, "Transfer-Encoding", "chunked");
    }

    @Check(id = "sse.no-content-length", value = "the stream has no Content-Length")
    void noContentLength() throws IOException {
        Expect.absent("GET /sse count 41", target.raw().get(path("{\"count\":41}")), "Content-Length");
    }

    @Check(id = "sse.bytes-count-41", value = "the stream for count 41 is exactly contract/sse-count-41.txt")
    void bytesCount41() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":41}"));
        Expect.status("GET /sse count 41", 200, response.status());
        Expect.bytes("GET /sse count 41 body", Golden.sseCount41(), response.body());
    }

    @Check(id = "sse.count-0", value = "count 0 gives N = 1 in the first two events, byte for byte")
    void countZero() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":0}"));
        Expect.status("GET /sse count 0", 200, response.status());
        Expect.bytes("GET /sse count 0 body", DatastarEvents.stream("1"), response.body());
    }

    @Check(id = "sse.count-max", value = "count 4294967295 gives N = 4294967296, byte for byte")
    void countMax() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":4294967295}"));
        Expect.status("GET /sse count 4294967295", 200, response.status());
        Expect.bytes("GET /sse count 4294967295 body", DatastarEvents.stream("4294967296"), response.body());
    }

    @Check(id = "sse.chunk-per-event", value = "each of the ten events is one HTTP chunk of its own")
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

    @Check(id = "sse.bad-signals", value = "no parameter, bad JSON, no count, negative, fractional, string, too large or not an object: 400")
    void badSignals() throws IOException {
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("no datastar parameter", "/sse");
        cases.put("JSON that does not parse", path("{\"count\":"));
        cases.put("no count", path("{\"other\":1}"));
        cases.put("negative count", path("{\"count\":-1}"));
        cases.put("fractional count", path("{\"count\":1.5}"));
        cases.put("count as a string", path("{\"count\":\"41\"}"));
        cases.put("count too large", path("{\"count\":4294967296}"));
        cases.put("an array, not an object", path("[41]"));
        cases.put("a number, not an object", path("41"));
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, String> c : cases.entrySet()) {
            int status = target.raw().get(c.getValue()).status();
            if (status != 400) {
                wrong.add(c.getKey() + " (GET " + c.getValue() + "): expected status 400, got " + status);
            }
        }
        Expect.that(wrong.isEmpty(), () -> String.join("\n", wrong));
    }

    private static String sizes(List<byte[]> chunks) {
        List<String> shown = new ArrayList<>();
        for (byte[] chunk : chunks) {
            shown.add(chunk.length + " bytes \"" + Escape.bytes(chunk, 0, 30) + (chunk.length > 30 ? "..." : "") + "\"");
        }
        return String.join(", ", shown);
    }
}
