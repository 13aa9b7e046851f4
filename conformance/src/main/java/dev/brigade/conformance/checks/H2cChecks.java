package dev.brigade.conformance.checks;

import dev.brigade.conformance.h2.H2Answer;
import dev.brigade.conformance.h2.H2Codes;
import dev.brigade.conformance.h2.H2Connection;
import dev.brigade.conformance.h2.ScriptedH2c;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Level;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http2.frames.SettingsFrame;

/**
 * CONTRACT.md §7, HTTP/2 by prior knowledge (h2c) on the plain port, beside HTTP/1.1: the connection
 * preface decides. Every route answers as over HTTP/1.1, with HTTP/2's form of each rule.
 */
@CheckGroup
public final class H2cChecks {

    /** RFC 9113 §8.2.2: fields that mean something only to an HTTP/1.1 connection. */
    static final Set<String> CONNECTION_SPECIFIC =
            Set.of("connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade");

    private final Target target;

    public H2cChecks(Target target) {
        this.target = target;
    }

    /** As the race asks it in plain mode ({@code curl --http2-prior-knowledge URL/plaintext}): the body, trailing newlines aside. */
    @Check(
            id = "h2c.plaintext",
            value = "GET /plaintext over h2c by prior knowledge answers Hello, World! (as the race reads it)",
            rule = "§7.1",
            rfc = "RFC 9113 §3.3",
            tier = Tier.RACE)
    void plaintext() throws IOException {
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            H2Answer answer = h2.get("/plaintext");
            Expect.bytes(
                    "GET /plaintext over h2c (" + answer.describe() + "), body, trailing newlines aside",
                    PlaintextChecks.HELLO,
                    RaceReading.trimNewlines(answer.body()));
        }
    }

    @Check(
            id = "h2c.routes",
            value = "over h2c every route answers as over HTTP/1.1: status, Content-Type, body bytes and a Date",
            rule = "§7.2",
            rfc = "RFC 9113 §8")
    void routes() throws IOException {
        byte[] echo = EchoChecks.randomBytes(new java.security.SecureRandom(), 4 * 1024);
        List<String> wrong = new ArrayList<>();
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            H2Answer plaintext = h2.get("/plaintext");
            // the words are h2c.plaintext's (the race's reading); here, the exact 13 bytes once the words are right
            boolean words = Arrays.equals(PlaintextChecks.HELLO, RaceReading.trimNewlines(plaintext.body()));
            same(
                    wrong,
                    "GET /plaintext",
                    plaintext,
                    200,
                    "text/plain; charset=utf-8",
                    words ? PlaintextChecks.HELLO : plaintext.body());
            same(
                    wrong,
                    "POST /echo (4096 bytes)",
                    h2.exchange(
                            "POST",
                            "/echo",
                            HttpFields.build().put("content-type", EchoChecks.OCTETS),
                            Optional.of(echo)),
                    200,
                    EchoChecks.OCTETS,
                    echo);
            same(wrong, "GET /menu", h2.get("/menu"), 200, "text/html; charset=utf-8", Golden.menu());
            same(
                    wrong,
                    "GET " + SseChecks.RACE_PATH,
                    h2.get(SseChecks.RACE_PATH),
                    200,
                    "text/event-stream",
                    Golden.sseCount41());
            H2Answer nope = h2.get("/nope");
            if (nope.status() != 404) {
                wrong.add("GET /nope: expected :status 404, got " + nope.describe());
            }
            if (target.hasConduit()) {
                H2Answer article = h2.get("/api/articles/article-0123");
                try {
                    Expect.json(
                            "GET /api/articles/article-0123 over h2c",
                            new ConduitAnswers(new dev.brigade.conformance.seed.ConduitSeed())
                                    .single(
                                            new dev.brigade.conformance.seed.ConduitSeed().article(123),
                                            Optional.empty(),
                                            false),
                            ConduitApi.json("GET /api/articles/article-0123 over h2c", 200, Answer.of(article)));
                } catch (AssertionError e) {
                    wrong.add(e.getMessage());
                }
            }
        }
        Expect.that(wrong.isEmpty(), () -> String.join("\n", wrong));
    }

    private static void same(
            List<String> wrong, String what, H2Answer answer, int status, String contentType, byte[] body) {
        if (answer.status() != status) {
            wrong.add(what + ": expected :status " + status + ", got " + answer.describe());
            return;
        }
        String type = answer.header("content-type").orElse("");
        if (!Expect.normalMediaType(type).equals(Expect.normalMediaType(contentType))) {
            wrong.add(what + ": expected content-type: " + contentType + ", got " + (type.isEmpty() ? "none" : type));
        }
        if (!Arrays.equals(body, answer.body())) {
            wrong.add(what + ": the body differs from HTTP/1.1's (" + answer.body().length + " bytes, expected "
                    + body.length + ")");
        }
        if (answer.header("date").isEmpty()) {
            wrong.add(what + ": no date header");
        }
    }

    @Check(
            id = "h2c.no-connection-headers",
            value = "no response over h2c carries connection, keep-alive, proxy-connection, "
                    + "transfer-encoding or upgrade",
            rule = "§7.3",
            rfc = "RFC 9113 §8.2.2")
    void noConnectionHeaders() throws IOException {
        List<String> wrong = new ArrayList<>();
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            // answers of every kind: text, a page, a stream, a 404 and a 400
            for (String path : List.of("/plaintext", "/menu", SseChecks.RACE_PATH, "/nope", "/sse")) {
                H2Answer answer = h2.get(path);
                if (answer.status() == 0) {
                    // a client treats a response with such a field as malformed (RFC 9113 §8.2.2): Jetty's says
                    // PROTOCOL_ERROR
                    wrong.add("GET " + path + ": no answer the client could take (" + answer.describe()
                            + "; a connection-specific field makes a response malformed)");
                }
                answer.headerNames().stream()
                        .map(name -> name.toLowerCase(Locale.ROOT))
                        .filter(CONNECTION_SPECIFIC::contains)
                        .forEach(name -> wrong.add("GET " + path + ": the response carries " + name + ": "
                                + answer.header(name).orElse("")));
            }
        }
        Expect.that(wrong.isEmpty(), () -> String.join("\n", wrong));
    }

    @Check(
            id = "h2c.sse-frames",
            value = "the stream for count 41 over h2c: each event one DATA frame, in order, then END_STREAM",
            rule = "§7.4",
            rfc = "RFC 9113 §6.1")
    void sseFrames() throws IOException {
        List<byte[]> events = RaceStream.events(Golden.sseCount41());
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            H2Answer answer = h2.get(SseChecks.RACE_PATH);
            String what = "GET " + SseChecks.RACE_PATH + " over h2c (" + answer.describe() + ")";
            Expect.status(what, 200, answer.status());
            Expect.that(answer.ended(), () -> what + ": the stream did not end with END_STREAM");
            // an empty DATA frame may carry the END_STREAM after the last event
            List<byte[]> frames =
                    answer.data().stream().filter(frame -> frame.length > 0).toList();
            Expect.that(
                    frames.size() == events.size(),
                    () -> what + ": " + frames.size() + " non-empty DATA frames for " + events.size()
                            + " events; each event is one DATA frame of its own");
            for (int i = 0; i < events.size(); i++) {
                int n = i;
                Expect.that(
                        Arrays.equals(frames.get(i), events.get(i)),
                        () -> what + ": DATA frame " + (n + 1) + " is \""
                                + new String(frames.get(n), StandardCharsets.UTF_8) + "\", not event " + (n + 1));
            }
        }
    }

    @Check(
            id = "h2c.echo-413",
            value = "POST /echo announcing 1 MiB + 1 over h2c: 413 on that stream, the connection keeps serving",
            rule = "§7.5",
            rfc = "RFC 9113 §8.1")
    void echoTooLarge() throws IOException {
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            H2Answer answer =
                    h2.announce("POST", "/echo", EchoChecks.OCTETS, EchoChecks.LIMIT + 1L, new byte[16 * 1024]);
            String what = "POST /echo with content-length " + (EchoChecks.LIMIT + 1) + " over h2c (" + answer.describe()
                    + ")";
            Expect.status(what, 413, answer.status());
            Expect.that(
                    answer.ended() || answer.reset().isPresent(),
                    () -> what + ": the stream was left open: expected "
                            + "END_STREAM and RST_STREAM(NO_ERROR) while the client's side is open");
            answer.reset()
                    .ifPresent(code -> Expect.that(
                            code == H2Codes.NO_ERROR,
                            () -> what + ": expected RST_STREAM(NO_ERROR) after the answer, got RST_STREAM("
                                    + H2Codes.name(code) + ")"));
            H2Answer next = h2.get("/plaintext");
            Expect.that(
                    next.status() == 200,
                    () -> "GET /plaintext on the same connection after the 413: " + next.describe());
        }
    }

    @Check(
            id = "h2c.header-list-refused",
            value = "a request whose header list is over 16 KiB is never served: 431 or RST_STREAM, "
                    + "and the connection keeps serving",
            rule = "§7.6",
            rfc = "RFC 9113 §10.5.1")
    void headerListRefused() throws IOException {
        try (ScriptedH2c h2 = ScriptedH2c.open(target.baseUri())) {
            ScriptedH2c.Outcome outcome = h2.get("/plaintext", largeHeaderList());
            String what = "GET /plaintext with 20 KiB of header fields over h2c (" + outcome.describe() + ")";
            Expect.that(
                    outcome.status() != 0
                            ? outcome.status() >= 400
                            : outcome.reset().isPresent(),
                    () -> what + ": expected 431 or RST_STREAM on that stream");
            ScriptedH2c.Outcome next = h2.get("/plaintext", HttpFields.EMPTY);
            Expect.that(
                    next.status() == 200,
                    () -> what + "; then GET /plaintext on the same connection: " + next.describe()
                            + ", expected :status 200");
        }
    }

    @Check(
            id = "h2c.header-list-431",
            value = "a request whose header list is over 16 KiB gets 431 on its stream",
            rule = "§7.6.1",
            rfc = "RFC 6585 §5",
            level = Level.SHOULD)
    void headerList431() throws IOException {
        try (ScriptedH2c h2 = ScriptedH2c.open(target.baseUri())) {
            ScriptedH2c.Outcome outcome = h2.get("/plaintext", largeHeaderList());
            Expect.status(
                    "GET /plaintext with 20 KiB of header fields over h2c (" + outcome.describe() + ")",
                    431,
                    outcome.status());
        }
    }

    /** Twenty fields of 1 KiB each: a header list of about 20 KiB, past the contract's 16 KiB. */
    static HttpFields largeHeaderList() {
        HttpFields.Mutable fields = HttpFields.build();
        String value = "x".repeat(1024);
        for (int i = 0; i < 20; i++) {
            fields.add("x-filler-" + i, value);
        }
        return fields;
    }

    @Check(
            id = "h2c.max-concurrent-streams",
            value = "SETTINGS_MAX_CONCURRENT_STREAMS, if the server sends it, is at least 100",
            rule = "§7.7",
            rfc = "RFC 9113 §6.5.2")
    void maxConcurrentStreams() throws IOException {
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            Optional<Map<Integer, Integer>> settings = h2.settings();
            Expect.that(
                    settings.isPresent(),
                    () -> "the server sent no SETTINGS within " + H2Connection.TIMEOUT.toSeconds() + " s");
            Integer streams = settings.get().get(SettingsFrame.MAX_CONCURRENT_STREAMS);
            Expect.that(
                    streams == null || streams >= 100,
                    () -> "SETTINGS_MAX_CONCURRENT_STREAMS " + streams + ": expected at least 100 (or none sent)");
        }
    }

    @Check(
            id = "h2c.upgrade-not-taken",
            value = "an HTTP/1.1 request with Upgrade: h2c is answered over HTTP/1.1: 200, no 101",
            rule = "§7.8",
            rfc = "RFC 9113 §3.1")
    void upgradeNotTaken() throws IOException {
        RawResponse response = target.raw()
                .exchange(
                        target.raw()
                                .request(
                                        "GET",
                                        "/plaintext",
                                        "Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA\r\n"));
        Expect.status("GET /plaintext with Upgrade: h2c", 200, response.status());
        Expect.bytes("GET /plaintext with Upgrade: h2c, body", PlaintextChecks.HELLO, response.body());
    }
}
