package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.target.IdleProbe;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.SlowHeadProbe;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * CONTRACT.md §5: malformed or hostile requests get a 4xx (or the connection closed), never a 5xx
 * or a hang, and the server goes on serving: every check ends with a plain request that must work.
 * Runs after the other groups, so the silent connection opened at the start has been silent a while.
 */
@CheckGroup
public final class BadInputChecks {

    /** How long a silent connection may stay open: the contract says "the read timeout"; the kit needs a bound. */
    static final Duration IDLE_LIMIT = Duration.ofSeconds(15);

    private final RawHttp raw;
    private final IdleProbe idle;
    private final SlowHeadProbe slow;

    public BadInputChecks(Target target, IdleProbe idle, SlowHeadProbe slow) {
        this.raw = target.raw();
        this.idle = idle;
        this.slow = slow;
    }

    @Check(
            id = "badinput.idle-timeout",
            value = "a connection that sends nothing is closed by the server within 15 s",
            rule = "§2.13")
    void idleTimeout() {
        Expect.that(idle.failure().isEmpty(), () -> idle.failure().get());
        Expect.that(
                idle.awaitClose(IDLE_LIMIT).isPresent(),
                () -> "a connection opened when the run started and silent since" + " was still open after "
                        + IDLE_LIMIT.toSeconds() + " s");
    }

    @Check(
            id = "badinput.slow-head",
            value = "a request head sent one byte a second: 408 or the connection closed within 15 s of its first byte",
            rule = "§2.14")
    void slowHead() {
        Expect.that(slow.failure().isEmpty(), () -> slow.failure().get());
        SlowHeadProbe.Outcome outcome = slow.await(SlowHeadProbe.LIMIT);
        Expect.that(
                outcome.ended(),
                () -> "a request head sent one byte a second was still being read " + SlowHeadProbe.LIMIT.toSeconds()
                        + " s after its first byte");
        Expect.that(
                outcome.status().isEmpty() || outcome.status().getAsInt() == 408,
                () -> "a request head sent one byte a second: expected 408 or the connection closed, got status "
                        + outcome.status().getAsInt());
    }

    @Check(
            id = "badinput.cl-and-te",
            value = "Content-Length and Transfer-Encoding together: 400 and close",
            rule = "§5.3",
            rfc = "RFC 9112 §6.3")
    void contentLengthAndChunked() throws IOException {
        expect400AndClose(
                "Content-Length with Transfer-Encoding: chunked",
                post("Content-Length: 5\r\nTransfer-Encoding: chunked\r\n", "5\r\nhello\r\n0\r\n\r\n"));
    }

    @Check(
            id = "badinput.two-content-lengths",
            value = "two different Content-Length headers: 400 and close",
            rule = "§5.4",
            rfc = "RFC 9112 §6.3")
    void twoContentLengths() throws IOException {
        expect400AndClose(
                "Content-Length: 3 and Content-Length: 4", post("Content-Length: 3\r\nContent-Length: 4\r\n", "abcd"));
    }

    @Check(
            id = "badinput.content-length-trailing-letter",
            value = "Content-Length: 3x: 400 and close",
            rule = "§5.4",
            rfc = "RFC 9110 §8.6")
    void contentLengthTrailingLetter() throws IOException {
        contentLengthNotDigits("3x");
    }

    @Check(
            id = "badinput.content-length-plus-sign",
            value = "Content-Length: +3: 400 and close",
            rule = "§5.4",
            rfc = "RFC 9110 §8.6")
    void contentLengthPlusSign() throws IOException {
        contentLengthNotDigits("+3");
    }

    @Check(
            id = "badinput.content-length-negative",
            value = "Content-Length: -3: 400 and close",
            rule = "§5.4",
            rfc = "RFC 9110 §8.6")
    void contentLengthNegative() throws IOException {
        contentLengthNotDigits("-3");
    }

    private void contentLengthNotDigits(String value) throws IOException {
        expect400AndClose("Content-Length: " + value, post("Content-Length: " + value + "\r\n", "abc"));
    }

    @Check(
            id = "badinput.bad-chunk-size",
            value = "a chunked body with a chunk size that is not hex: 400 and close",
            rule = "§5.5",
            rfc = "RFC 9112 §7.1")
    void badChunkSize() throws IOException {
        expect400AndClose("chunk size zz", post("Transfer-Encoding: chunked\r\n", "zz\r\nhello\r\n0\r\n\r\n"));
    }

    @Check(
            id = "badinput.header-without-colon",
            value = "a header line without a colon: 400",
            rule = "§5.1",
            rfc = "RFC 9112 §5")
    void headerWithoutColon() throws IOException {
        expect400(
                "a header line without a colon",
                ("GET /plaintext HTTP/1.1\r\nHost: " + raw.authority() + "\r\nthis is not a header\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
    }

    @Check(
            id = "badinput.request-line-four-parts",
            value = "a request line of four parts: 400",
            rule = "§5.1",
            rfc = "RFC 9112 §3")
    void requestLineFourParts() throws IOException {
        expect400(
                "a request line with four parts",
                ("GET /plaintext HTTP/1.1 more\r\nHost: " + raw.authority() + "\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
    }

    @Check(
            id = "badinput.nul-in-header",
            value = "a NUL byte inside a header value: 400",
            rule = "§5.2",
            rfc = "RFC 9110 §5.5")
    void nulInHeader() throws IOException {
        expect400("a NUL inside a header value", raw.request("GET", "/plaintext", "X-Kit: a\0b\r\n"));
    }

    @Check(
            id = "badinput.bare-cr",
            value = "a bare CR inside a header value: 400",
            rule = "§5.2",
            rfc = "RFC 9110 §5.5")
    void bareCr() throws IOException {
        expect400("a bare CR inside a header value", raw.request("GET", "/plaintext", "X-Kit: a\rb\r\n"));
    }

    @Check(
            id = "badinput.huge-headers-431",
            value = "request headers of 128 KiB, above any sane limit: 431",
            rule = "§2.12",
            rfc = "RFC 6585 §5")
    void hugeHeaders() throws IOException {
        StringBuilder headers = new StringBuilder();
        String pad = "x".repeat(1000);
        for (int i = 0; i < 128; i++) {
            headers.append("X-Pad-").append(i).append(": ").append(pad).append("\r\n");
        }
        try (RawConnection connection = raw.connect()) {
            connection.sendQuietly(raw.request("GET", "/plaintext", headers.toString()));
            RawResponse response = Expect.answer("GET /plaintext with 128 KiB of headers", connection);
            Expect.status("GET /plaintext with 128 KiB of headers", 431, response.status());
        }
        stillServing();
    }

    private byte[] post(String framing, String body) {
        return ("POST /echo HTTP/1.1\r\nHost: " + raw.authority() + "\r\nContent-Type: application/octet-stream\r\n"
                        + framing + "\r\n" + body)
                .getBytes(StandardCharsets.ISO_8859_1);
    }

    private void expect400(String what, byte[] request) throws IOException {
        try (RawConnection connection = raw.connect()) {
            connection.sendQuietly(request);
            Expect.status(what, 400, Expect.answer(what, connection).status());
        }
        stillServing();
    }

    private void expect400AndClose(String what, byte[] request) throws IOException {
        try (RawConnection connection = raw.connect()) {
            connection.sendQuietly(request);
            Expect.status(what, 400, Expect.answer(what, connection).status());
            Expect.that(
                    connection.closedByServer(),
                    () -> what + ": expected the server to close the connection after its 400, it stayed open");
        }
        stillServing();
    }

    private void stillServing() throws IOException {
        RawResponse after = raw.get("/plaintext");
        Expect.status("GET /plaintext on a new connection afterwards", 200, after.status());
    }
}
