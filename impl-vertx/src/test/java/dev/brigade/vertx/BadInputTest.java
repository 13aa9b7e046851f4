package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Raw bytes on a real socket: what Netty's decoder rejects, and what {@link RequestRules} and
 * its failure handler refuse after it, comes back as a 4xx.
 */
@ExtendWith(VertxExtension.class)
class BadInputTest {

    private int port;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) {
        TestServer.deploy(vertx).onComplete(testContext.succeeding(bound -> {
            port = bound;
            testContext.completeNow();
        }));
    }

    /** Framing in doubt: the answer, then the connection closed (the read times out if it stays open). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "broken request line|400|GARBAGE\\r\\n\\r\\n",
                "bare CR in a value|400|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\nX: a\\rb\\r\\n\\r\\n",
                "two Content-Lengths|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 3\\r\\nContent-Length: 4\\r\\n\\r\\nabcd",
                "Content-Length not digits|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 3x\\r\\n\\r\\nabc",
                "oversized echo by Content-Length|413|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 2000000\\r\\n\\r\\nabc",
                "chunked not last|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked, gzip\\r\\n\\r\\n3\\r\\nabc\\r\\n0\\r\\n\\r\\n",
                "an unknown coding|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: foo\\r\\n\\r\\n3\\r\\nabc\\r\\n0\\r\\n\\r\\n",
                "two Transfer-Encoding lines|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n0\\r\\n\\r\\n",
                "Content-Length and Transfer-Encoding|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 3\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n3\\r\\nabc\\r\\n0\\r\\n\\r\\n",
                "Transfer-Encoding gzip before chunked|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: gzip, chunked\\r\\n\\r\\n3\\r\\nabc\\r\\n0\\r\\n\\r\\n",
                "a folded Transfer-Encoding|400|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding:\\r\\n chunked\\r\\n\\r\\n3\\r\\nabc\\r\\n0\\r\\n\\r\\n",
            })
    void answeredThenClosed(String name, int status, String request) throws Exception {
        String answer = untilClosed(request.replace("\\r", "\r").replace("\\n", "\n"));
        assertTrue(
                answer.startsWith("HTTP/1.1 " + status + " ") || answer.startsWith("HTTP/1.0 " + status + " "), answer);
        assertEquals(1, answer.split("HTTP/1\\.[01] ", -1).length - 1, "exactly one answer: " + answer);
    }

    /**
     * A malformed chunk line: Netty fails the body and Vert.x closes the connection at once, before
     * it flushes the 400 that RequestRules.handleFailure wrote, unless that went out first. Either way nothing is
     * served, and no byte of the body is read as a request.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "bad chunk size|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\nzz\\r\\nabc\\r\\n0\\r\\n\\r\\n",
                "a space after the chunk size|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n3 \\r\\nabc\\r\\n0\\r\\n\\r\\n",
                "a bare CR after the chunk size|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n3\\rabc\\r\\n0\\r\\n\\r\\n",
                "a chunk size past 2^63-1|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n8000000000000000\\r\\nabc\\r\\n0\\r\\n\\r\\n",
                "a chunk extension with an empty value|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n3;a=\\r\\nabc\\r\\n0\\r\\n\\r\\n",
            })
    void brokenChunkLineIsClosed(String name, String request) throws Exception {
        String answer = untilClosed(request.replace("\\r", "\r").replace("\\n", "\n"));
        assertTrue(answer.isEmpty() || answer.startsWith("HTTP/1.1 400 "), answer);
        assertTrue(answer.split("HTTP/1\\.[01] ", -1).length - 1 <= 1, "at most one answer: " + answer);
    }

    /** A broken head whose framing is not in doubt: 400, the connection may stay. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "two Hosts|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\nHost: x\\r\\n\\r\\n",
                "userinfo in Host|GET /plaintext HTTP/1.1\\r\\nHost: u@x\\r\\n\\r\\n",
                "an empty Host|GET /plaintext HTTP/1.1\\r\\nHost: \\r\\n\\r\\n",
                "a fragment|GET /plaintext#a HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n",
                "an empty header name|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\n: a\\r\\n\\r\\n",
                "the asterisk-form on GET|GET * HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n",
                "a target without its slash|GET plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n",
                "a control byte in the target|GET /plain\\u0001text HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n",
            })
    void badRequest(String name, String request) throws Exception {
        assertEquals(
                "400",
                statusOf(request.replace("\\r", "\r").replace("\\n", "\n").replace("\\u0001", "\u0001")));
    }

    @Test
    void rawUtf8InTheTargetIsABadRequest() throws Exception {
        assertEquals("400", statusOf("GET /plaintext\u00c3\u00a9 HTTP/1.1\r\nHost: x\r\n\r\n"));
    }

    @Test
    void optionsAsteriskListsTheMethods() throws Exception {
        String answer = untilClosed("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 204 "), answer);
        assertTrue(answer.contains("allow: GET, HEAD, POST, OPTIONS\r\n"), answer);
    }

    @Test
    void hugeHeadersAre431() throws Exception {
        String answer = untilClosed("GET /plaintext HTTP/1.1\r\nHost: x\r\nX: " + "a".repeat(20_000) + "\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 431 "), answer);
    }

    @Test
    void headersUnderTheLimitAreServed() throws Exception {
        String answer = untilClosed(
                "GET /plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX: " + "a".repeat(12_000) + "\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
    }

    /**
     * CONTRACT §2.3: vertx-web fails these before any route runs, RequestRules included, so the
     * failure handler (RequestRules.handleFailure) dates them.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "no Host|GET /plaintext HTTP/1.1\\r\\nConnection: close\\r\\n\\r\\n",
                "a target without its slash|GET plaintext HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n",
            })
    void answersMadeBeforeAnyRouteCarryTheDate(String name, String request) throws Exception {
        String answer = untilClosed(request.replace("\\r", "\r").replace("\\n", "\n"));
        assertTrue(answer.startsWith("HTTP/1.1 400 "), answer);
        assertTrue(
                answer.matches("(?si).*\r\ndate: \\w{3}, \\d{2} \\w{3} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT\r\n.*"), answer);
    }

    /** Sends the bytes and reads until the server closes (the read times out if it never does). */
    private String untilClosed(String request) throws Exception {
        try (Socket socket = send(request)) {
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    /** Sends the bytes and reads the status code of the first answer. */
    private String statusOf(String request) throws Exception {
        try (Socket socket = send(request)) {
            InputStream in = socket.getInputStream();
            byte[] head = in.readNBytes("HTTP/1.1 400".length());
            return new String(head, StandardCharsets.ISO_8859_1).substring("HTTP/1.1 ".length());
        }
    }

    private Socket send(String request) throws Exception {
        Socket socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(5));
        OutputStream out = socket.getOutputStream();
        out.write(request.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        return socket;
    }
}
