package dev.brigade.conformance.checks;

import dev.brigade.conformance.h2.H2Answer;
import dev.brigade.conformance.h2.H2Connection;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Step;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.Target;
import dev.brigade.conformance.tls.TlsClient;
import dev.brigade.conformance.tls.TlsOffer;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import org.eclipse.jetty.http.HttpFields;
import org.junit.jupiter.api.Assumptions;

/**
 * CONTRACT.md §8, the HTTPS mode, as the race checks a competitor it started with its TLS arguments:
 * its {@code validate()} over HTTPS (curl with {@code -k}, offering AES-256-GCM first: the plaintext,
 * echo, the menu and 404 over HTTP/2 by ALPN; the stream over HTTP/1.1, whose chunks show how the
 * events were sent) and its {@code validateConduit} over HTTP/2. Each is one check, judged as its
 * plain-mode twin is.
 */
@CheckGroup
public final class TlsRaceChecks {

    private static final ConduitSeed SEED = new ConduitSeed();
    private static final ConduitAnswers ANSWERS = new ConduitAnswers(SEED);

    private final Target target;

    public TlsRaceChecks(Target target) {
        this.target = target;
    }

    @Step(1)
    @Check(
            id = "process.tls-ready",
            value = "started with its TLS arguments (the race's kind of certificate), GET /plaintext "
                    + "over HTTPS answers 200 within 10 s",
            rule = "§8.1",
            tier = Tier.RACE)
    void ready() {
        Assumptions.assumeTrue(target.server().isPresent(), "the start is judged in launch mode (--run --run-tls)");
        Expect.that(
                target.server().get().isReady(),
                () -> target.server().get().failure().orElse("not ready"));
    }

    @Check(
            id = "tls.plaintext",
            value = "GET /plaintext over HTTPS, HTTP/2 by ALPN: Hello, World! (as the race reads it)",
            rule = "§8.2",
            tier = Tier.RACE)
    void plaintext() throws IOException {
        H2Answer answer = h2("/plaintext");
        Expect.bytes(
                "GET /plaintext over HTTPS (" + answer.describe() + "), body, trailing newlines aside",
                PlaintextChecks.HELLO,
                RaceReading.trimNewlines(answer.body()));
    }

    @Check(
            id = "tls.echo-4kib",
            value = "POST /echo with 4 KiB of random bytes over HTTPS, HTTP/2: the same bytes back",
            rule = "§8.2",
            tier = Tier.RACE)
    void echo() throws IOException {
        byte[] body = EchoChecks.randomBytes(new java.security.SecureRandom(), 4 * 1024);
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            H2Answer answer = h2.exchange(
                    "POST", "/echo", HttpFields.build().put("content-type", EchoChecks.OCTETS), Optional.of(body));
            Expect.bytes("POST /echo (4096 bytes) over HTTPS (" + answer.describe() + "), body", body, answer.body());
        }
    }

    @Check(
            id = "tls.menu-page",
            value = "GET /menu over HTTPS, HTTP/2: contract/menu.html, entity spellings and trailing "
                    + "newlines aside (as the race compares it)",
            rule = "§8.2",
            tier = Tier.RACE)
    void menu() throws IOException {
        H2Answer answer = h2("/menu");
        Expect.bytes(
                "GET /menu over HTTPS (" + answer.describe() + "), entities mapped and trailing newlines aside",
                RaceReading.menu(Golden.menu()),
                RaceReading.menu(answer.body()));
    }

    @Check(
            id = "tls.sse-stream",
            value = "the stream for count 41 over HTTPS, HTTP/1.1 by ALPN: 200, text/event-stream, "
                    + "chunked, a chunk per event (as the race judges it)",
            rule = "§8.2",
            tier = Tier.RACE)
    void stream() throws IOException {
        URI base = target.baseUri();
        try (TlsClient.Recorded tls = new TlsClient()
                .connect(base.getHost(), base.getPort(), TlsOffer.race().withAlpn(List.of("http/1.1")))) {
            Optional<String> wrong =
                    RaceStream.judge(tls.socket(), base, SseChecks.RACE_PATH, RaceStream.events(Golden.sseCount41()));
            Expect.that(wrong.isEmpty(), () -> "GET " + SseChecks.RACE_PATH + " over HTTPS: " + wrong.orElse(""));
        }
    }

    @Check(
            id = "tls.sse-bad-signals",
            value = "GET /sse without signals over HTTPS, HTTP/2: 400",
            rule = "§8.2",
            tier = Tier.RACE)
    void streamWithoutSignals() throws IOException {
        H2Answer answer = h2("/sse");
        Expect.status("GET /sse over HTTPS (" + answer.describe() + ")", 400, answer.status());
    }

    @Check(id = "tls.unknown-path-404", value = "GET /nope over HTTPS, HTTP/2: 404", rule = "§8.2", tier = Tier.RACE)
    void unknownPath() throws IOException {
        H2Answer answer = h2("/nope");
        Expect.status("GET /nope over HTTPS (" + answer.describe() + ")", 404, answer.status());
    }

    @Check(
            id = "tls.conduit-list-page",
            value = "GET /api/articles?limit=20&offset=40 over HTTPS, HTTP/2: the seed's page, " + "no token",
            rule = "§8.2",
            tier = Tier.RACE)
    void listPage() throws IOException {
        conduit();
        String path = "/api/articles?limit=20&offset=40";
        Expect.json(
                "GET " + path + " over HTTPS",
                ANSWERS.page(40, 20, Optional.empty()),
                ConduitApi.json("GET " + path + " over HTTPS", 200, Answer.of(h2(path))));
    }

    @Check(
            id = "tls.conduit-article",
            value = "GET /api/articles/article-0123 over HTTPS, HTTP/2: the article with its body",
            rule = "§8.2",
            tier = Tier.RACE)
    void article() throws IOException {
        conduit();
        String what = "GET /api/articles/article-0123 over HTTPS";
        Expect.json(
                what,
                ANSWERS.single(SEED.article(123), Optional.empty(), false),
                ConduitApi.json(what, 200, Answer.of(h2("/api/articles/article-0123"))));
    }

    @Check(
            id = "tls.conduit-article-missing",
            value = "GET /api/articles/article-9999 over HTTPS, HTTP/2: 404",
            rule = "§8.2",
            tier = Tier.RACE)
    void articleMissing() throws IOException {
        conduit();
        H2Answer answer = h2("/api/articles/article-9999");
        Expect.status("GET /api/articles/article-9999 over HTTPS (" + answer.describe() + ")", 404, answer.status());
    }

    @Check(
            id = "tls.conduit-comment-no-token-401",
            value = "POST a comment on article-0001 without Authorization over " + "HTTPS, HTTP/2: 401",
            rule = "§8.2",
            tier = Tier.RACE)
    void commentWithoutToken() throws IOException {
        conduit();
        H2Answer answer = post("/api/articles/article-0001/comments", Optional.empty(), ConduitApi.commentBody("x"));
        Expect.status(
                "POST /api/articles/article-0001/comments without Authorization over HTTPS (" + answer.describe() + ")",
                401,
                answer.status());
    }

    @Check(
            id = "tls.conduit-comment",
            value = "POST Lovely roux. on article-0001 as user 0 over HTTPS, HTTP/2: a new id, "
                    + "an ISO 8601 time with ms, the body and the author",
            rule = "§8.2",
            tier = Tier.RACE)
    void comment() throws IOException {
        conduit();
        ConduitSeed.User author = SEED.user(0);
        H2Answer answer = post(
                "/api/articles/article-0001/comments", Optional.of(author), ConduitApi.commentBody("Lovely roux."));
        ConduitWriteChecks.raceComment(
                "POST /api/articles/article-0001/comments as " + author.username() + " over HTTPS",
                author,
                Answer.of(answer));
    }

    @Check(
            id = "tls.conduit-favorite",
            value = "POST favorite on article-0001 as user 0 over HTTPS, HTTP/2: the article, "
                    + "favorited true, the count including the user",
            rule = "§8.2",
            tier = Tier.RACE)
    void favorite() throws IOException {
        conduit();
        ConduitSeed.Article article = SEED.article(1);
        ConduitSeed.User user = SEED.user(0);
        String what = "POST /api/articles/" + article.slug() + "/favorite as " + user.username() + " over HTTPS";
        Expect.json(
                what,
                ANSWERS.single(article, Optional.of(user), true),
                ConduitApi.json(
                        what, 200, Answer.of(post(ConduitApi.favoritePath(article.slug()), Optional.of(user), ""))));
    }

    private void conduit() {
        Assumptions.assumeTrue(
                target.hasConduit(),
                "no --database given: the Conduit checks need the server's freshly" + " seeded database (or --seeded)");
    }

    private H2Answer h2(String pathAndQuery) throws IOException {
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            return h2.get(pathAndQuery);
        }
    }

    private H2Answer post(String path, Optional<ConduitSeed.User> user, String json) throws IOException {
        try (H2Connection h2 = H2Connection.open(target.baseUri())) {
            HttpFields.Mutable headers = HttpFields.build();
            user.ifPresent(u -> headers.put("authorization", "Token " + u.token()));
            if (!json.isEmpty()) {
                headers.put("content-type", "application/json");
            }
            // as curl -X POST sends it: no body at all when there is none
            return h2.exchange(
                    "POST",
                    path,
                    headers,
                    json.isEmpty()
                            ? Optional.empty()
                            : Optional.of(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        }
    }
}
