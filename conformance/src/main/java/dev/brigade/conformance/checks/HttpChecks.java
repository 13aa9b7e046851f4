package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** CONTRACT.md §2: HTTP/1.1 for every route, over raw sockets. */
@CheckGroup
public final class HttpChecks {

    /** RFC 9110 IMF-fixdate: {@code Sun, 06 Nov 1994 08:49:37 GMT}. */
    static final DateTimeFormatter IMF_FIXDATE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US)
            .withZone(ZoneOffset.UTC);

    private final Target target;
    private final RawHttp raw;

    public HttpChecks(Target target) {
        this.target = target;
        this.raw = target.raw();
    }

    @Check(
            id = "http.unknown-path-404",
            value = "GET /nope, a path the contract does not name, answers 404 (the race's own probe)",
            rule = "§2.6",
            tier = Tier.RACE)
    void unknownPath() throws IOException {
        Expect.status("GET /nope", 404, raw.get("/nope").status());
    }

    @Check(
            id = "http.other-paths-404",
            value = "paths that begin like a named one, nest under one, or are the root answer 404",
            rule = "§2.6")
    void otherPaths() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (String path : List.of("/plaintext/more", "/plaintextx", "/api/nope", "/")) {
            int status = raw.get(path).status();
            if (status != 404) {
                wrong.add("GET " + path + ": expected status 404, got " + status);
            }
        }
        Expect.that(wrong.isEmpty(), () -> String.join("\n", wrong));
    }

    @Check(
            id = "http.wrong-method",
            value = "a known path with the wrong method answers 404, or 405 with Allow listing the path's methods",
            rule = "§2.7",
            rfc = "RFC 9110 §15.5.6")
    void wrongMethod() throws IOException {
        List<String> wrong = new ArrayList<>();
        // the method sent, the path, and the method the path serves (which a 405's Allow must list)
        List<String[]> cases = List.of(
                new String[] {"POST", "/plaintext", "GET"},
                new String[] {"GET", "/echo", "POST"},
                new String[] {"PUT", "/menu", "GET"},
                new String[] {"DELETE", "/sse?datastar=%7B%22count%22%3A1%7D", "GET"});
        for (String[] c : cases) {
            String what = c[0] + " " + c[1];
            RawResponse answer = raw.exchange(raw.request(c[0], c[1], "Content-Length: 0\r\n"));
            if (answer.status() != 404 && answer.status() != 405) {
                wrong.add(what + ": expected status 404 or 405, got " + answer.status());
            } else if (answer.status() == 405) {
                List<String> allow = answer.all("Allow").stream()
                        .flatMap(v -> Arrays.stream(v.split(",")))
                        .map(String::strip)
                        .filter(m -> !m.isEmpty())
                        .toList();
                if (answer.all("Allow").isEmpty()) {
                    wrong.add(what + ": 405 without Allow (RFC 9110 §15.5.6: a 405 MUST carry Allow)");
                } else if (!allow.contains(c[2]) || allow.contains(c[0])) {
                    wrong.add(what + ": 405 with Allow: " + String.join(", ", answer.all("Allow"))
                            + " (expected it to list " + c[2] + " and not " + c[0] + ")");
                }
            }
        }
        Expect.that(wrong.isEmpty(), () -> String.join("\n", wrong));
    }

    @Check(
            id = "http.date",
            value = "every response has one Date header in RFC 9110 format, close to now",
            rule = "§2.3",
            rfc = "RFC 9110 §6.6.1")
    void date() throws IOException {
        for (Map.Entry<String, RawResponse> answer : sampleAnswers().entrySet()) {
            String value = Expect.single(answer.getKey(), answer.getValue(), "Date");
            Instant date = parseDate(answer.getKey(), value);
            Duration off = Duration.between(Instant.now(), date).abs();
            Expect.that(
                    off.compareTo(Duration.ofMinutes(5)) < 0,
                    () -> answer.getKey() + ": Date " + value + " is " + off.toSeconds()
                            + " s away from the kit's clock");
        }
    }

    @Check(
            id = "http.date-not-frozen",
            value = "Date moves on: two answers 1.1 s apart carry different dates",
            rule = "§2.3",
            rfc = "RFC 9110 §6.6.1")
    void dateNotFrozen() throws IOException, InterruptedException {
        String first = Expect.single("GET /plaintext", raw.get("/plaintext"), "Date");
        Thread.sleep(1_100);
        String second = Expect.single("GET /plaintext 1.1 s later", raw.get("/plaintext"), "Date");
        Expect.that(
                parseDate("second answer", second).isAfter(parseDate("first answer", first)),
                () -> "expected a later Date 1.1 s later, got " + first + " then " + second);
    }

    @Check(
            id = "http.keep-alive-100",
            value = "100 requests one after another on one kept-alive connection all answered",
            rule = "§2.1",
            rfc = "RFC 9112 §9.3")
    void keepAlive() throws IOException {
        // status and framing only: the body's bytes are plaintext.body's business, one rule per check
        try (RawConnection connection = raw.connect()) {
            byte[] request = raw.request("GET", "/plaintext", "");
            for (int i = 1; i <= 100; i++) {
                String what = "request " + i + " of 100 on one connection";
                connection.sendQuietly(request);
                RawResponse response = Expect.answer(what, connection);
                Expect.status(what, 200, response.status());
                Expect.that(
                        response.all("Connection").stream().noneMatch(v -> v.equalsIgnoreCase("close")),
                        () -> what + ": the server said Connection: close");
            }
        }
    }

    @Check(
            id = "http.connection-close",
            value = "a request saying Connection: close is answered, then the server closes the connection",
            rule = "§2.1",
            rfc = "RFC 9112 §9.6")
    void connectionClose() throws IOException {
        try (RawConnection connection = raw.connect()) {
            String what = "GET /plaintext with Connection: close";
            connection.send(raw.request("GET", "/plaintext", "Connection: close\r\n"));
            Expect.status(what, 200, Expect.answer(what, connection).status());
            Expect.that(
                    connection.closedByServer(),
                    () -> what + ": expected the server to close the connection after its answer,"
                            + " it was still open " + RawHttp.TIMEOUT.toSeconds() + " s later");
        }
    }

    @Check(
            id = "http.pipelined-16",
            value = "16 requests sent in one write (plaintext and echo mixed) answered in order",
            rule = "§2.2",
            rfc = "RFC 9112 §9.3.2")
    void pipelined() throws IOException {
        // Each echo body starts with its request's number, so an answer out of place shows; only that
        // tag is compared, the rest of the bytes are the echo and plaintext checks' business.
        ByteArrayOutputStream requests = new ByteArrayOutputStream();
        for (int i = 0; i < 16; i++) {
            if (i % 2 == 0) {
                requests.writeBytes(raw.request("GET", "/plaintext", ""));
            } else {
                requests.writeBytes(raw.request("POST", "/echo", EchoChecks.OCTETS, pipelineBody(i)));
            }
        }
        try (RawConnection connection = raw.connect()) {
            connection.send(requests.toByteArray());
            for (int i = 0; i < 16; i++) {
                boolean echo = i % 2 == 1;
                String what = "answer " + (i + 1) + " of 16 pipelined (" + (echo ? "echo" : "plaintext") + ")";
                RawResponse response = Expect.answer(what, connection);
                Expect.status(what, 200, response.status());
                String body = new String(response.body(), StandardCharsets.ISO_8859_1);
                String tag = echo ? tag(i) : "Hello";
                Expect.that(
                        body.startsWith(tag),
                        () -> what + ": expected a body starting " + tag + ", got "
                                + (body.length() > 40 ? body.substring(0, 40) + "..." : body));
            }
        }
    }

    private static String tag(int request) {
        return String.format("#%02d", request);
    }

    private static byte[] pipelineBody(int request) {
        return (tag(request) + " echoed in order, of 16 pipelined").getBytes(StandardCharsets.US_ASCII);
    }

    @Check(
            id = "http.framing",
            value = "every response has Content-Length or chunked framing, never both",
            rule = "§2.4",
            rfc = "RFC 9112 §6")
    void framing() throws IOException {
        for (Map.Entry<String, RawResponse> answer : sampleAnswers().entrySet()) {
            RawResponse response = answer.getValue();
            boolean length = !response.all("Content-Length").isEmpty();
            boolean chunked = response.isChunked();
            Expect.that(
                    length != chunked,
                    () -> answer.getKey() + ": expected Content-Length or chunked, got "
                            + (length ? "both" : "neither"));
        }
    }

    @Check(
            id = "http.no-content-encoding",
            value = "no compression, even when the client offers gzip, deflate and br",
            rule = "§2.5")
    void noContentEncoding() throws IOException {
        String offer = "Accept-Encoding: gzip, deflate, br\r\n";
        Map<String, byte[]> requests = new LinkedHashMap<>();
        requests.put("GET /plaintext", raw.request("GET", "/plaintext", offer));
        requests.put("GET /menu", raw.request("GET", "/menu", offer));
        requests.put("GET /sse", raw.request("GET", SseChecks.path("{\"count\":41}"), offer));
        requests.put(
                "POST /echo",
                raw.request(
                        "POST",
                        "/echo",
                        offer + "Content-Type: " + EchoChecks.OCTETS + "\r\nContent-Length: 4096\r\n"));
        for (Map.Entry<String, byte[]> request : requests.entrySet()) {
            byte[] bytes = request.getKey().startsWith("POST")
                    ? concat(request.getValue(), "a".repeat(4096).getBytes(StandardCharsets.US_ASCII))
                    : request.getValue();
            Expect.absent(request.getKey() + " with " + offer.strip(), raw.exchange(bytes), "Content-Encoding");
        }
    }

    /** One answer from each kind of route, for the rules that hold for every response. */
    private Map<String, RawResponse> sampleAnswers() throws IOException {
        Map<String, RawResponse> answers = new LinkedHashMap<>();
        answers.put("GET /plaintext", raw.get("/plaintext"));
        answers.put("POST /echo", raw.exchange(raw.request("POST", "/echo", EchoChecks.OCTETS, new byte[] {1, 2, 3})));
        answers.put("GET /menu", raw.get("/menu"));
        answers.put("GET /sse", raw.get(SseChecks.path("{\"count\":41}")));
        answers.put("GET /sse with bad signals", raw.get("/sse"));
        answers.put("GET /nope (404)", raw.get("/nope"));
        if (target.hasConduit()) {
            answers.put("GET /api/articles", raw.get("/api/articles"));
        }
        return answers;
    }

    private static Instant parseDate(String what, String value) {
        try {
            return ZonedDateTime.parse(value, IMF_FIXDATE).toInstant();
        } catch (DateTimeParseException e) {
            throw Expect.fail(what + ": expected a Date like Sun, 06 Nov 1994 08:49:37 GMT, got " + value);
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] all = new byte[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
