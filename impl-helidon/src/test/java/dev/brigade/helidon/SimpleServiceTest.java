package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;

import io.helidon.http.HeaderNames;
import io.helidon.http.Method;
import io.helidon.http.Status;
import io.helidon.webclient.http1.Http1Client;
import io.helidon.webclient.http1.Http1ClientResponse;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@code /plaintext} and {@code /echo} through the server Main builds, on a real socket. */
@ServerTest
class SimpleServiceTest {

    private final Http1Client client;
    private final int port;

    SimpleServiceTest(Http1Client client, WebServer server) {
        this.client = client;
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

    @Test
    void plaintextIsHelloWorldWithItsLength() {
        try (Http1ClientResponse response = client.get("/plaintext").request()) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(response.headers().get(HeaderNames.CONTENT_TYPE).get(), is("text/plain; charset=utf-8"));
            assertThat(response.headers().get(HeaderNames.CONTENT_LENGTH).get(), is("13"));
            assertThat(response.as(String.class), is("Hello, World!"));
        }
    }

    @Test
    void headIsGetsHeadWithoutTheBody() {
        try (Http1ClientResponse response =
                client.method(Method.HEAD).path("/plaintext").request()) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(response.headers().get(HeaderNames.CONTENT_TYPE).get(), is("text/plain; charset=utf-8"));
            assertThat(response.headers().get(HeaderNames.CONTENT_LENGTH).get(), is("13"));
        }
    }

    @Test
    void echoSendsTheBytesBackAsOctets() {
        byte[] body = new byte[4_096];
        new Random(7).nextBytes(body);
        try (Http1ClientResponse response = client.post("/echo")
                .header(HeaderNames.CONTENT_TYPE, "text/plain")
                .submit(body)) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(response.headers().get(HeaderNames.CONTENT_TYPE).get(), is("application/octet-stream"));
            assertThat(response.as(byte[].class), is(body));
        }
    }

    @Test
    void anEmptyEchoIsAnEmptyAnswer() {
        try (Http1ClientResponse response = client.post("/echo").request()) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(response.headers().get(HeaderNames.CONTENT_LENGTH).get(), is("0"));
        }
    }

    /**
     * The head alone, on a raw socket: the 413 comes from the announced length, before any body byte
     * (a client still writing the body when the server closes gets a broken pipe instead of the answer).
     */
    @Test
    void echoRefusesMoreThanOneMebibyte() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000); // a server that never answers fails the test instead of hanging it
            socket.getOutputStream()
                    .write(("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                    + "Content-Type: application/octet-stream\r\nContent-Length: " + (1_024 * 1_024 + 1)
                                    + "\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            assertThat(WireAnswers.readHead(socket.getInputStream()), startsWith("HTTP/1.1 413 "));
        }
    }

    @Test
    void optionsNamesThePathsMethods() {
        try (Http1ClientResponse response =
                client.method(Method.OPTIONS).path("/echo").request()) {
            assertThat(response.status(), is(Status.OK_200));
            assertThat(response.headers().get(HeaderNames.ALLOW).get(), is("POST, OPTIONS"));
        }
    }
}
