package dev.brigade.conformance.checks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.junit.jupiter.api.Order;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.target.IdleProbe;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;

/**
 * CONTRACT.md §5: malformed or hostile requests get a 4xx (or the connection closed), never a 5xx
 * or a hang, and the server goes on serving: every check ends with a plain request that must work.
 * Runs after the other groups, so the silent connection opened at the start has been silent a while.
 */
@Order(10)
@CheckGroup
public final class BadInputChecks {

    /** How long a silent connection may stay open: the contract says "the read timeout"; the kit needs a bound. */
    static final Duration IDLE_LIMIT = Duration.ofSeconds(15);

    private final RawHttp raw;
    private final IdleProbe idle;

    public BadInputChecks(Target target, IdleProbe idle) {
        this.raw = target.raw();
        this.idle = idle;
    }

    @Check(id = "badinput.idle-timeout", value = "a connection that sends nothing is closed by the server within 15 s")
    void idleTimeout() {
        Expect.that(idle.failure().isEmpty(), () -> idle.failure().get());
        Expect.that(idle.awaitClose(IDLE_LIMIT).isPresent(), () -> "a connection opened when the run started and silent since"
                + " was still open after " + IDLE_LIMIT.toSeconds() + " s");
    }

    @Check(id = "badinput.cl-and-te", value = "Content-Length and Transfer-Encoding together: 400 and close")
    void contentLengthAndChunked() throws IOException {
        expect400AndClose("Content-Length with Transfer-Encoding: chunked",
                post("Content-Length: 5\r\nTransfer-Encoding: chunked\r\n", "5\r\nhello\r\n0\r\n\r\n"));
    }

    @Check(id = "badinput.two-content-lengths", value = "two different Content-Length headers: 400 and close")
    void twoContentLengths() throws IOException {
        expect400AndClose("Content-Length: 3 and Content-Length: 4", post("Content-Length: 3\r\nContent-Length: 4\r\n", "abcd"));
    }

    @Check(id = "badinput.content-length-not-digits", value = "a Content-Length that is not digits (3x, +3, -3): 400 and close")
    void contentLengthNotDigits() throws IOException {
        for (String value : new String[] {"3x", "+3", "-3"}) {
            expect400AndClose("Content-Length: " + value, post("Content-Length: " + value + "\r\n", "abc"));
        }
    }

    @Check(id = "badinput.bad-chunk-size", value = "a chunked body with a chunk size that is not hex: 400 and close")
    void badChunkSize() throws IOException {
        expect400AndClose("chunk size zz", post("Transfer-Encoding: chunked\r\n", "zz\r\nhello\r\n0\r\n\r\n"));
    }

    @Check(id = "badinput.broken-syntax", value = "a header line without a colon, or a request line with too many parts: 400")
    void brokenSyntax() throws IOException {
        expect400("a header line without a colon",
                ("GET /plaintext HTTP/1.1\r\nHost: " + raw.authority() + "\r\nthis is not a header\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        expect400("a request line with four parts",
                ("GET /plaintext HTTP/1.1 more\r\nHost: " + raw.authority() + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
    }

    @Check(id = "badinput.nul-in-header", value = "a NUL byte inside a header value: 400")
    void nulInHeader() throws IOException {
        expect400("a NUL inside a header value", raw.request("GET", "/plaintext", "X-Kit: a\0b\r\n"));
    }

    @Check(id = "badinput.bare-cr", value = "a bare CR inside a header value: 400")
    void bareCr() throws IOException {
        expect400("a bare CR inside a header value", raw.request("GET", "/plaintext", "X-Kit: a\rb\r\n"));
    }

    @Check(id = "badinput.huge-headers-431", value = "request headers of 128 KiB, above any sane limit: 431")
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
                + framing + "\r\n" + body).getBytes(StandardCharsets.ISO_8859_1);
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
            Expect.that(connection.closedByServer(),
                    () -> what + ": expected the server to close the connection after its 400, it stayed open");
        }
        stillServing();
    }

    private void stillServing() throws IOException {
        RawResponse after = raw.get("/plaintext");
        Expect.status("GET /plaintext on a new connection afterwards", 200, after.status());
    }
}
