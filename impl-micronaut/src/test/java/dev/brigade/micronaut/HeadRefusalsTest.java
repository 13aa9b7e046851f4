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
import org.junit.jupiter.api.Test;

/**
 * {@link Http1Heads} over a raw socket: each head Netty's codec judged gets the contract's status
 * and a close (not Micronaut's 413 or an answer in "HTTP/2.0"), and an h2c upgrade is answered over
 * HTTP/1.1.
 */
@MicronautTest
class HeadRefusalsTest {

    @Inject
    EmbeddedServer server;

    @Test
    void aRequestLineOver8KibIs414() throws IOException {
        assertRefused("GET /plaintext?" + "a".repeat(9 * 1_024) + " HTTP/1.1\r\nHost: x\r\n\r\n", "414");
    }

    @Test
    void aHeaderSectionOver16KibIs431() throws IOException {
        assertRefused("GET /plaintext HTTP/1.1\r\nHost: x\r\nX-Big: " + "b".repeat(17 * 1_024) + "\r\n\r\n", "431");
    }

    @Test
    void http20OnAnHttp11ConnectionIs505() throws IOException {
        assertRefused("GET /plaintext HTTP/2.0\r\nHost: x\r\n\r\n", "505");
    }

    @Test
    void aLowerCaseVersionIs400() throws IOException {
        assertRefused("GET /plaintext http/1.1\r\nHost: x\r\n\r\n", "400");
    }

    @Test
    void anUpgradeToH2cIsAnsweredOverHttp11() throws IOException {
        String answer = exchange(
                "GET /plaintext HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\n"
                        + "Upgrade: h2c\r\nHTTP2-Settings: AAMAAABk\r\n\r\n",
                "Hello, World!");
        assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer);
    }

    private void assertRefused(String request, String status) throws IOException {
        String answer = exchange(request, null);
        assertTrue(answer.startsWith("HTTP/1.1 " + status + " "), answer);
        assertTrue(answer.toLowerCase().contains("\r\nconnection: close\r\n"), answer);
    }

    /** Sends the request; reads up to {@code end} (or, when null, to the close), failing on a 5 s silence. */
    private String exchange(String request, String end) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            StringBuilder answer = new StringBuilder();
            while (end == null || !answer.toString().endsWith(end)) {
                int b = in.read();
                if (b < 0) {
                    assertEquals(null, end, "closed before " + end + ": " + answer);
                    break;
                }
                answer.append((char) b);
            }
            return answer.toString();
        }
    }
}
