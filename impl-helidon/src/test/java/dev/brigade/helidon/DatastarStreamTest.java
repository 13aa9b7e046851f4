package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

import io.helidon.http.HeaderNames;
import io.helidon.http.Method;
import io.helidon.http.Status;
import io.helidon.webclient.http1.Http1Client;
import io.helidon.webclient.http1.Http1ClientResponse;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The stream's bytes as written to the output stream (the kit checks one chunk per event on the wire). */
@ServerTest
class DatastarStreamTest {

    private final Http1Client client;
    private final int port;

    DatastarStreamTest(Http1Client client, WebServer server) {
        this.client = client;
        this.port = server.port();
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) {
        TestServers.routing(routing);
    }

    @Test
    void countFortyOneIsTheContractStream() throws Exception {
        try (Http1ClientResponse response =
                client.get("/sse").queryParam("datastar", "{\"count\":41}").request()) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(response.headers().get(HeaderNames.CONTENT_TYPE).get(), is("text/event-stream"));
            assertThat(response.headers().get(HeaderNames.TRANSFER_ENCODING).get(), is("chunked"));
            assertThat(response.headers().contains(HeaderNames.CONTENT_LENGTH), is(false));
            assertThat(
                    response.as(String.class),
                    is(new String(TestFiles.contract("sse-count-41.txt"), StandardCharsets.UTF_8)));
        }
    }

    @Test
    void theLargestCountGivesTwoToTheThirtySecond() {
        String stream = client.get("/sse")
                .queryParam("datastar", "{\"count\":4294967295}")
                .requestEntity(String.class);
        assertThat(
                stream.startsWith("event: datastar-patch-signals\ndata: signals {\"count\":4294967296}\n\n"), is(true));
    }

    @Test
    void headAnswersTheStatusWithoutEvents() {
        try (Http1ClientResponse response = client.method(Method.HEAD)
                .path("/sse")
                .queryParam("datastar", "{\"count\":1}")
                .request()) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(response.headers().get(HeaderNames.CONTENT_TYPE).get(), is("text/event-stream"));
        }
    }

    /**
     * On the wire: GET's status and type, and Helidon's {@code Content-Length: 0} (declared: Helidon 4.5
     * frames every answer it completes), then nothing before the next answer.
     */
    @Test
    void headIsAHeadAloneAndTheConnectionGoesOn() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(5_000);
            InputStream in = socket.getInputStream();
            socket.getOutputStream()
                    .write(("HEAD /sse?datastar=%7B%22count%22%3A41%7D HTTP/1.1\r\nHost: x\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            String head = WireAnswers.readHead(in).toLowerCase(Locale.ROOT);
            assertThat(head, containsString("\r\ncontent-type: text/event-stream\r\n"));
            assertThat(head, containsString("\r\ncontent-length: 0\r\n"));
            socket.getOutputStream()
                    .write("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            assertThat(WireAnswers.readHead(in).startsWith("HTTP/1.1 200 OK\r\n"), is(true));
        }
    }
}
