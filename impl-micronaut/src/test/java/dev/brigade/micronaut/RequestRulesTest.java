package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Raw requests that {@link RequestRules} refuses (or Netty's decoder does), and that the connection closes after. */
@MicronautTest
class RequestRulesTest {

    @Inject
    EmbeddedServer server;

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // RequestRules
                "no Host|GET /plaintext HTTP/1.1\\r\\n\\r\\n|400",
                "a Host list|GET /plaintext HTTP/1.1\\r\\nHost: a, b\\r\\n\\r\\n|400",
                "userinfo in Host|GET /plaintext HTTP/1.1\\r\\nHost: me@x\\r\\n\\r\\n|400",
                "a lower-case method|get /plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                "a coding before chunked|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: gzip, chunked\\r\\n\\r\\n0\\r\\n\\r\\n|400",
                "a fragment|GET /plaintext#top HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                "asterisk outside OPTIONS|GET * HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                "a target without its slash|GET plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                "raw UTF-8 in the target|GET /plain\u00c3\u00a9text HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                // Netty's decoder (4.2.18), answered by Micronaut
                "identity|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: identity\\r\\n\\r\\nhello|400",
                "Content-Length with Transfer-Encoding|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 5\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n5\\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
                "a chunk size not hex|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\nzz\\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
                "a space after a chunk size|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n5 \\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
                "a chunk size past 2^63-1|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n8000000000000000\\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
                "a NUL in a chunk extension|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n5;a=\\0b\\r\\nhello\\r\\n0\\r\\n\\r\\n|400",
                "two Content-Lengths|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 1\\r\\nContent-Length: 2\\r\\n\\r\\nab|400",
                "Content-Length not digits|POST /echo HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: +3\\r\\n\\r\\nabc|400",
            })
    void isRefusedAndClosed(String name, String request, int status) throws IOException {
        String answer = send(request.replace("\\r", "\r").replace("\\n", "\n").replace("\\0", "\0"));
        assertTrue(answer.startsWith("HTTP/1.1 " + status + " "), answer);
        assertTrue(answer.toLowerCase(Locale.ROOT).contains("connection: close"), answer);
    }

    /** Netty's aggregator (server-type full_content) answers 413 without asking for the body, then closes. */
    @Test
    void expectContinueOverTheLimitIs413AndClosed() throws IOException {
        String answer =
                send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2097152\r\nExpect: 100-continue\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 413 "), answer);
    }

    /** The filter's response side dates its own request side's refusals. */
    @Test
    void aRefusalIsDated() throws IOException {
        String answer = send("GET /plaintext HTTP/1.1\r\n\r\n");
        assertTrue(
                answer.startsWith("HTTP/1.1 400 ")
                        && answer.toLowerCase(Locale.ROOT).contains("\r\ndate: "),
                answer);
    }

    @Test
    void aRefusalOnTheApiHasRealWorldsShape() throws IOException {
        String answer = send("GET /api/articles#x HTTP/1.1\r\nHost: x\r\n\r\n");
        assertTrue(answer.endsWith("{\"errors\":{\"target\":[\"must not carry a fragment\"]}}"), answer);
    }

    /** The body is sent from another thread: the server answers and closes while it is still being written. */
    @Test
    void aChunkedBodyPastTheLimitIs413AndClosed() throws Exception {
        String chunk = "100000\r\n" + "c".repeat(0x100000) + "\r\n";
        byte[] request = ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk + chunk
                        + "0\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            Thread.ofVirtual().start(() -> {
                try {
                    socket.getOutputStream().write(request);
                } catch (IOException closedWhileWriting) {
                    // expected once the server has answered and closed
                }
            });
            String answer = new String(socket.getInputStream().readNBytes(13), StandardCharsets.ISO_8859_1);
            assertTrue(answer.startsWith("HTTP/1.1 413 "), answer);
        }
    }

    @Test
    void optionsAsteriskNamesEveryMethod() throws IOException {
        String answer = send("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
        assertTrue(answer.contains("Allow: GET, HEAD, POST, OPTIONS"), answer);
    }

    @Test
    void absoluteFormIsServed() throws IOException {
        String answer = send("GET http://127.0.0.1:" + server.getPort()
                + "/plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
        assertTrue(answer.endsWith("Hello, World!"), answer);
    }

    /** Sends the bytes and reads until the server closes (a kept-open connection fails on the read timeout). */
    private String send(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            InputStream in = socket.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            assertEquals(-1, in.read());
            return answer;
        }
    }
}
