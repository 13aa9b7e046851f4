package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@link Http1Heads} with a 1 s budget: a trickled head is cut, a quick one on a kept-alive
 * connection is not, and an HTTP/2 connection is never timed as if its frames were a head. (An h2c
 * upgrade is not taken: {@link HeadRefusalsTest}.)
 */
@MicronautTest
@Property(name = "brigade.head-timeout", value = "1s")
class HeadTimeoutTest {

    @Inject
    EmbeddedServer server;

    @Test
    void aHeadTrickledPastTheBudgetIsClosed() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            long start = System.nanoTime();
            out.write("GET /plaintext HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
            for (char c : "X-Slow".toCharArray()) { // each byte would restart an idle timeout
                Thread.sleep(150);
                out.write(c);
            }
            assertEquals(-1, socket.getInputStream().read(), "closed without an answer");
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(millis >= 900 && millis < 4_000, "closed after " + millis + " ms, not near the 1 s budget");
        }
    }

    @Test
    void theBudgetStartsAgainWithEachHead() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            for (int i = 0; i < 3; i++) {
                out.write("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                String answer = "";
                while (!answer.endsWith("Hello, World!")) {
                    int b = in.read();
                    assertTrue(b >= 0, "closed before the answer ended: " + answer);
                    answer += (char) b;
                }
                assertTrue(answer.startsWith("HTTP/1.1 200 OK"), answer);
                Thread.sleep(700); // three requests span more than the budget: each head has its own
            }
        }
    }

    @Test
    void aPriorKnowledgeConnectionOutlivesTheBudget() throws Exception {
        try (H2Client h2 = new H2Client(new Socket("127.0.0.1", server.getPort()))) {
            assertEquals("200", h2.read(h2.get("/plaintext")).status());
            Thread.sleep(1_500);
            assertEquals("200", h2.read(h2.get("/plaintext")).status());
        }
    }
}
