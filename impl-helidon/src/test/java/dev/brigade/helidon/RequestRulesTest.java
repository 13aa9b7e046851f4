package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;

import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The request-head rules Helidon's parser lets through ({@link RequestRules}), on a real socket with raw bytes. */
@ServerTest
class RequestRulesTest {

    private final int port;

    RequestRulesTest(WebServer server) {
        this.port = server.port();
    }

    @SetUpServer
    static void server(WebServerConfig.Builder server) {
        TestServers.asMain(server);
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) {
        TestServers.routing(routing);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "a target without its slash|GET plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                "a fragment|GET /plaintext#top HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                "an asterisk outside OPTIONS|GET * HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                "raw UTF-8 in the target|GET /plain\u00c3\u00a9text HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
                "a Host port past 65535|GET /plaintext HTTP/1.1\\r\\nHost: x:99999\\r\\n\\r\\n|400",
                "an empty header name|GET /plaintext HTTP/1.1\\r\\nHost: x\\r\\n: a\\r\\n\\r\\n|400",
                // RequestRules as direct handler: Helidon's parser throws, its default would answer 500
                "a request line Helidon cannot parse|GE(T /plaintext HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n|400",
            })
    void isRefusedAndClosed(String name, String request, int status) throws IOException {
        String answer = exchange(request.replace("\\r", "\r").replace("\\n", "\n"));
        assertThat(answer, startsWith("HTTP/1.1 " + status + " "));
        assertThat(answer.toLowerCase(java.util.Locale.ROOT), containsString("connection: close"));
    }

    @Test
    void aHeaderSectionOverSixteenKibIs431() throws IOException {
        String big = "X-Big: " + "a".repeat(17 * 1_024) + "\r\n";
        assertThat(exchange("GET /plaintext HTTP/1.1\r\nHost: x\r\n" + big + "\r\n"), startsWith("HTTP/1.1 431 "));
    }

    @Test
    void aHeaderSectionJustUnderTheLimitIsServed() throws IOException {
        String fits = "X-Big: " + "a".repeat(15 * 1_024) + "\r\n";
        assertThat(
                exchange("GET /plaintext HTTP/1.1\r\nHost: x\r\n" + fits + "Connection: close\r\n\r\n"),
                startsWith("HTTP/1.1 200 "));
    }

    @Test
    void theLastPortIsServed() throws IOException {
        assertThat(
                exchange("GET /plaintext HTTP/1.1\r\nHost: x:65535\r\nConnection: close\r\n\r\n"),
                startsWith("HTTP/1.1 200 "));
    }

    @Test
    void optionsAsteriskNamesEveryMethod() throws IOException {
        String answer = exchange("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertThat(answer, startsWith("HTTP/1.1 200 "));
        assertThat(answer, containsString("Allow: GET, HEAD, POST, OPTIONS"));
    }

    @Test
    void theAbsoluteFormIsServed() throws IOException {
        assertThat(
                exchange(
                        "GET http://127.0.0.1:" + port + "/plaintext HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
                startsWith("HTTP/1.1 200 "));
    }

    /** Writes the request and reads until the server closes (a connection kept open fails on the read timeout). */
    private String exchange(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
