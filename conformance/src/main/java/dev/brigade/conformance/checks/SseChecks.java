package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

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

    /** The race's SSE workload's path, exactly as it sends it. */
    static final String RACE_PATH = "/sse?datastar=%7B%22count%22%3A41%7D";

    static String path(String signals) {
        return "/sse?datastar=" + URLEncoder.encode(signals, StandardCharsets.UTF_8);
    }

    @Check(
            id = "sse.status-and-headers",
            value = "the stream answers 200, Content-Type: text/event-stream, Transfer-Encoding: chunked",
            rule = "§3.7")
    void statusAndHeaders() throws IOException {
        RawResponse response = target.raw().get(path("{\"count\":41}"));
        Expect.status("GET /sse count 41", 200, response.status());
        Expect.contentType("GET /sse count 41", response, "text/event-stream");
        Expect.header("GET /sse count 41", response, "Transfer-Encoding", "chunked");
    }

    /** The race's own check of the stream, whole: it takes the place of 1.x's bytes, chunk and length checks. */
    @Check(
            id = "sse.stream",
            value = "the stream for count 41 as the race judges it: HTTP/1.1 200, text/event-stream, chunked "
                    + "without Content-Length, and a chunk per event of contract/sse-count-41.txt, nothing after",
            rule = "§3.7",
            rfc = "RFC 9112 §7.1",
            tier = Tier.RACE)
    void stream() throws IOException {
        Optional<String> wrong = RaceStream.judge(target.baseUri(), RACE_PATH, RaceStream.events(Golden.sseCount41()));
        Expect.that(wrong.isEmpty(), () -> "GET " + RACE_PATH + ": " + wrong.orElse(""));
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

    @Check(
            id = "sse.bad-signals-no-parameter",
            value = "GET /sse with no datastar parameter: 400",
            rule = "§3.9",
            tier = Tier.RACE)
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

    @Check(
            id = "sse.bad-signals-too-large",
            value = "GET /sse with count 4294967296, one above the largest: 400",
            rule = "§3.9")
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
}
