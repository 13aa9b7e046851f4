package dev.brigade.conformance.checks;

import static io.restassured.RestAssured.given;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import io.restassured.response.Response;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** CONTRACT.md §3: {@code GET /plaintext}. */
@CheckGroup
public final class PlaintextChecks {

    static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);

    private final Target target;

    public PlaintextChecks(Target target) {
        this.target = target;
    }

    /**
     * As the race reads it: the body only (its readiness probe already asked for the 200), and the
     * trailing newlines its shell trims ignored; the exact 13 bytes are plaintext.content-length's.
     */
    @Check(
            id = "plaintext.body",
            value = "GET /plaintext answers the body Hello, World! (trailing newlines aside, as the race reads it)",
            rule = "§3.1",
            tier = Tier.RACE)
    void body() {
        Response response = given(target.spec()).get("/plaintext");
        Expect.bytes(
                "GET /plaintext body, trailing newlines aside",
                HELLO,
                RaceReading.trimNewlines(response.asByteArray()));
    }

    @Check(
            id = "plaintext.content-type",
            value = "GET /plaintext answers 200 with Content-Type: text/plain; charset=utf-8",
            rule = "§3.1",
            tier = Tier.RACE_SHOULD)
    void contentType() {
        Response response = given(target.spec()).get("/plaintext");
        Expect.status("GET /plaintext", 200, response.statusCode());
        Expect.contentType(
                "GET /plaintext",
                java.util.Optional.ofNullable(response.header("Content-Type")),
                "text/plain; charset=utf-8");
    }

    @Check(
            id = "plaintext.content-length",
            value = "GET /plaintext is framed by Content-Length: 13, not chunked",
            rule = "§3.1",
            rfc = "RFC 9112 §6.2")
    void contentLength() throws IOException {
        RawResponse response = target.raw().get("/plaintext");
        Expect.header("GET /plaintext", response, "Content-Length", "13");
        Expect.absent("GET /plaintext", response, "Transfer-Encoding");
    }
}
