package dev.brigade.conformance.checks;

import static io.restassured.RestAssured.given;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import io.restassured.response.Response;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.Optional;

/** CONTRACT.md §3: {@code POST /echo}, the body back byte for byte, 413 above 1 MiB. */
@CheckGroup
public final class EchoChecks {

    static final String OCTETS = "application/octet-stream";
    static final int LIMIT = 1024 * 1024;

    private final Target target;
    private final SecureRandom random = new SecureRandom();

    public EchoChecks(Target target) {
        this.target = target;
    }

    @Check(id = "echo.empty", value = "POST /echo with an empty body answers 200 with an empty body", rule = "§3.2")
    void empty() {
        roundTrip(new byte[0]);
    }

    @Check(id = "echo.one-byte", value = "POST /echo with 1 random byte answers it back", rule = "§3.2")
    void oneByte() {
        roundTrip(randomBytes(1));
    }

    /** As the race sends it (its echo-4k workload's body) and reads it: the bytes back, whatever the status. */
    @Check(
            id = "echo.4kib",
            value = "POST /echo with 4 KiB of random bytes answers them back byte for byte",
            rule = "§3.2",
            tier = Tier.RACE)
    void fourKib() {
        byte[] body = randomBytes(4 * 1024);
        Response response = given(target.spec()).contentType(OCTETS).body(body).post("/echo");
        Expect.bytes("POST /echo (4096 bytes) body", body, response.asByteArray());
    }

    @Check(
            id = "echo.64kib",
            value = "POST /echo with 64 KiB of random bytes answers them back byte for byte",
            rule = "§3.2",
            tier = Tier.RACE_SHOULD)
    void sixtyFourKib() {
        roundTrip(randomBytes(64 * 1024));
    }

    @Check(
            id = "echo.content-type",
            value = "POST /echo answers Content-Type: application/octet-stream, whatever the request's type",
            rule = "§3.2",
            tier = Tier.RACE_SHOULD)
    void contentType() {
        // The request says text/plain, so an echo that mirrors the request's type shows itself.
        Response response = given(target.spec())
                .contentType("text/plain; charset=utf-8")
                .body(randomBytes(16))
                .post("/echo");
        Expect.contentType("POST /echo", Optional.ofNullable(response.header("Content-Type")), OCTETS);
    }

    @Check(
            id = "echo.content-length",
            value = "POST /echo is framed by Content-Length equal to the body's size",
            rule = "§3.2",
            rfc = "RFC 9112 §6.2")
    void contentLength() throws IOException {
        RawHttp raw = target.raw();
        RawResponse response = raw.exchange(raw.request("POST", "/echo", OCTETS, randomBytes(100)));
        Expect.header("POST /echo", response, "Content-Length", "100");
        Expect.absent("POST /echo", response, "Transfer-Encoding");
    }

    @Check(
            id = "echo.over-limit-413",
            value = "POST /echo announcing more than 1 MiB gets 413 before the client sends it all",
            rule = "§3.3",
            rfc = "RFC 9110 §15.5.14")
    void overLimit() throws IOException {
        RawHttp raw = target.raw();
        try (RawConnection connection = raw.connect()) {
            // announce 2 MiB, send 64 KiB, then wait: a server that buffers the rest never answers
            connection.sendQuietly(raw.request(
                    "POST", "/echo", "Content-Type: " + OCTETS + "\r\nContent-Length: " + (2 * LIMIT) + "\r\n"));
            connection.sendQuietly(randomBytes(64 * 1024));
            String what = "POST /echo with Content-Length: " + (2 * LIMIT) + " (64 KiB of it sent)";
            Expect.status(what, 413, Expect.answer(what, connection).status());
        }
    }

    private void roundTrip(byte[] body) {
        Response response = given(target.spec()).contentType(OCTETS).body(body).post("/echo");
        Expect.status("POST /echo (" + body.length + " bytes)", 200, response.statusCode());
        Expect.bytes("POST /echo (" + body.length + " bytes) body", body, response.asByteArray());
    }

    private byte[] randomBytes(int n) {
        return randomBytes(random, n);
    }

    static byte[] randomBytes(java.util.Random random, int n) {
        byte[] bytes = new byte[n];
        random.nextBytes(bytes);
        return bytes;
    }
}
