package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.is;

import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** RFC 9112 §9.6 on the wire: an answer saying Connection: close is followed by the server's close. */
@ServerTest
class ConnectionCloseTest {

    private static final String PLAINTEXT_ANSWER_END = "\r\n\r\nHello, World!";

    private final int port;

    ConnectionCloseTest(WebServer server) {
        this.port = server.port();
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) {
        TestServers.routing(routing);
    }

    @Test
    void closeAskedIsAnsweredThenClosed() throws IOException {
        String answer = askingClose("/plaintext");
        assertThat(answer.toLowerCase(Locale.ROOT), containsString("\r\nconnection: close\r\n"));
        assertThat(answer, endsWith(PLAINTEXT_ANSWER_END));
    }

    /** The stream's answer is written through an output stream, not in one piece: it closes the same way. */
    @Test
    void closeAskedOnTheStreamIsAnsweredThenClosed() throws IOException {
        String answer = askingClose("/sse?datastar=%7B%22count%22%3A1%7D");
        assertThat(answer.toLowerCase(Locale.ROOT), containsString("\r\nconnection: close\r\n"));
        assertThat(answer, containsString("event: datastar-patch-signals\n"));
        assertThat(answer, endsWith("\r\n0\r\n\r\n"));
    }

    /** One request saying Connection: close, and every byte up to the end of stream, which must come within 2 s. */
    private String askingClose(String target) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(2_000);
            socket.getOutputStream()
                    .write(("GET " + target + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    @Test
    void withoutCloseTheConnectionStaysOpen() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(1_000);
            InputStream in = socket.getInputStream();
            byte[] request = "GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 2; i++) {
                socket.getOutputStream().write(request);
                assertThat(WireAnswers.readAnswer(in), endsWith(PLAINTEXT_ANSWER_END));
            }
            boolean open;
            try {
                open = in.read() != -1;
            } catch (SocketTimeoutException stillOpen) {
                open = true;
            }
            assertThat("open after two kept-alive answers", open, is(true));
        }
    }
}
