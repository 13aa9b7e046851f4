package dev.brigade.rawnio.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.routes.DatastarStream;
import dev.brigade.rawnio.routes.MenuRoutes;
import dev.brigade.rawnio.routes.Router;
import dev.brigade.rawnio.routes.SimpleRoutes;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The real server on a random port, driven with raw HTTP text and compared byte for byte. */
class RawSocketTest {
    private static final Path CONTRACT = Path.of("../contract");
    private static final String GET_PLAINTEXT = "GET /plaintext HTTP/1.1\r\nHost: t\r\n\r\n";
    private static final String HELLO = "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: 13\r\n" + RawClient.DATE_MASK + "\r\nHello, World!";

    private static Server server;
    private static InetSocketAddress address;

    @BeforeAll
    static void start() throws IOException {
        ServerConfig config =
                ServerConfig.defaults().withEventLoops(2).withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(2));
        server = new Server(
                config,
                new Router(
                        new SimpleRoutes(),
                        new MenuRoutes().compileInBackground(),
                        new DatastarStream(),
                        request -> Response.status(Status.NOT_FOUND)));
        address = server.start(new InetSocketAddress("127.0.0.1", 0));
    }

    @AfterAll
    static void stop() throws InterruptedException {
        assertTrue(server.stop(System.nanoTime() + 2_000_000_000L), "every loop drained within the grace period");
    }

    @Test
    void plaintextByteForByte() throws IOException {
        try (RawClient client = new RawClient(address)) {
            assertEquals(HELLO, client.send(GET_PLAINTEXT).readResponse());
        }
    }

    @ParameterizedTest(name = "{0} deep")
    @ValueSource(ints = {1, 2, 16, 100})
    void pipelinedRequestsAreAnsweredInOrder(int depth) throws IOException {
        String echo = "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nabc";
        try (RawClient client = new RawClient(address)) {
            client.send((GET_PLAINTEXT + echo).repeat(depth));
            for (int i = 0; i < depth; i++) {
                assertEquals(HELLO, client.readResponse());
                assertTrue(client.readResponse().endsWith("\r\n\r\nabc"));
            }
        }
    }

    @Test
    void echoesChunkedAndLargeBodies() throws IOException {
        byte[] body = new byte[64 * 1_024];
        for (int i = 0; i < body.length; i++) {
            body[i] = (byte) i;
        }
        try (RawClient client = new RawClient(address)) {
            client.send(
                    "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n1\r\n!\r\n0\r\n\r\n");
            assertEquals(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: 6\r\n"
                            + RawClient.DATE_MASK + "\r\nhello!",
                    client.readResponse());
            client.send(("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            client.send(body);
            byte[] answer = client.readResponse().getBytes(StandardCharsets.ISO_8859_1);
            assertTrue(answer.length > body.length);
        }
    }

    @Test
    void aBodyOverTheLimitIs413AndClosed() throws IOException {
        try (RawClient client = new RawClient(address)) {
            client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 1048577\r\n\r\n");
            assertTrue(client.readResponse().startsWith("HTTP/1.1 413 Content Too Large\r\n"));
            assertTrue(client.closedByServer());
        }
    }

    @Test
    void a413ReachesAClientStillSendingItsBody() throws Exception {
        byte[] body = new byte[2 * 1_024 * 1_024];
        try (RawClient client = new RawClient(address)) {
            client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: " + body.length + "\r\n\r\n");
            Thread sender = Thread.ofPlatform().start(() -> {
                try {
                    client.send(body);
                } catch (IOException ignored) {
                    // the server may close before all of it is sent
                }
            });
            assertTrue(client.readResponse().startsWith("HTTP/1.1 413 Content Too Large\r\n"));
            assertTrue(client.closedByServer());
            sender.join(5_000);
        }
    }

    @Test
    void menuIsTheContractPage() throws IOException {
        String expected = Files.readString(CONTRACT.resolve("menu.html"));
        try (RawClient client = new RawClient(address)) {
            String answer = client.send("GET /menu HTTP/1.1\r\nHost: t\r\n\r\n").readResponse();
            assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"));
            assertEquals(expected, answer.substring(answer.indexOf("\r\n\r\n") + 4));
        }
    }

    @Test
    void streamIsOneChunkPerEvent() throws IOException {
        String golden = Files.readString(CONTRACT.resolve("sse-count-41.txt"));
        StringBuilder expected = new StringBuilder("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                + "Transfer-Encoding: chunked\r\n" + RawClient.DATE_MASK + "\r\n");
        for (String event : golden.split("(?<=\n\n)")) {
            expected.append(Integer.toHexString(event.getBytes(StandardCharsets.UTF_8).length))
                    .append("\r\n")
                    .append(event)
                    .append("\r\n");
        }
        expected.append("0\r\n\r\n");
        try (RawClient client = new RawClient(address)) {
            client.send("GET /sse?datastar=%7B%22count%22%3A41%7D HTTP/1.1\r\nHost: t\r\n\r\n");
            assertEquals(expected.toString(), client.readResponse());
            client.send("GET /sse?datastar=%7B%22count%22%3A-1%7D HTTP/1.1\r\nHost: t\r\n\r\n");
            assertTrue(client.readResponse().startsWith("HTTP/1.1 400 Bad Request\r\n"));
        }
    }

    @Test
    void headIsGetWithoutTheBody() throws IOException {
        String[] heads = {
            HELLO.substring(0, HELLO.indexOf("\r\n\r\n") + 4),
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n" + RawClient.DATE_MASK
                    + "\r\n"
        };
        String[] paths = {"/plaintext", "/sse?datastar=%7B%22count%22%3A41%7D"};
        try (RawClient client = new RawClient(address)) {
            for (int i = 0; i < paths.length; i++) {
                client.send("HEAD " + paths[i] + " HTTP/1.1\r\nHost: t\r\n\r\n");
                assertEquals(heads[i], client.readHead());
            }
            // Nothing followed the heads: the next answer on the connection is the next request's.
            assertEquals(HELLO, client.send(GET_PLAINTEXT).readResponse());
        }
    }

    @Test
    void unknownPathIs404AndWrongMethodIs405() throws IOException {
        try (RawClient client = new RawClient(address)) {
            assertTrue(client.send("GET /nope HTTP/1.1\r\nHost: t\r\n\r\n")
                    .readResponse()
                    .startsWith("HTTP/1.1 404 Not Found\r\n"));
            assertTrue(client.send("GET /api/articles HTTP/1.1\r\nHost: t\r\n\r\n")
                    .readResponse()
                    .startsWith("HTTP/1.1 404 Not Found\r\n"));
            String answer =
                    client.send("DELETE /plaintext HTTP/1.1\r\nHost: t\r\n\r\n").readResponse();
            assertTrue(answer.startsWith("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\n"), answer);
        }
    }

    @Test
    void optionsAsteriskIs200WithAllowAndTheConnectionGoesOn() throws IOException {
        try (RawClient client = new RawClient(address)) {
            String answer = client.send("OPTIONS * HTTP/1.1\r\nHost: t\r\n\r\n").readResponse();
            assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\nAllow: GET, HEAD, POST, OPTIONS\r\n"), answer);
            assertEquals(HELLO, client.send(GET_PLAINTEXT).readResponse());
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "GET /plaintext HTTP/1.1\r\nHost: t\r\nX: a\rb\r\n\r\n",
                "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
                "GET /plaintext HTTP/1.1\r\nHost: t\r\nX: a\0\r\n\r\n",
                // contract 2.0's four refusals, each 400 where 413 or 200 came before
                "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 99999999999999999999\r\n\r\n",
                "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n99999999999999999999\r\n",
                "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n5;a=\r\nhello\r\n0\r\n\r\n",
                "GET /plaintext HTTP/1.1\r\nHost: \r\n\r\n",
                "GET * HTTP/1.1\r\nHost: t\r\n\r\n"
            })
    void badInputIs400AndClosed(String request) throws IOException {
        try (RawClient client = new RawClient(address)) {
            assertTrue(client.send(request).readResponse().startsWith("HTTP/1.1 400 Bad Request\r\n"));
            assertTrue(client.closedByServer());
        }
    }

    @Test
    void connectionCloseIsHonoured() throws IOException {
        try (RawClient client = new RawClient(address)) {
            String answer = client.send("GET /plaintext HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
                    .readResponse();
            assertTrue(answer.contains("\r\nConnection: close\r\n"));
            assertTrue(answer.endsWith("Hello, World!"));
            assertTrue(client.closedByServer());
        }
    }

    @Test
    void aSilentClientIsClosedAfterTheIdleTimeout() throws IOException {
        try (RawClient client = new RawClient(address)) {
            client.send("GET /plain");
            long started = System.nanoTime();
            assertTrue(client.closedByServer());
            assertTrue(System.nanoTime() - started < 6_000_000_000L);
        }
    }

    @Test
    void manyConnectionsExpiringWhileTheyTalkLeaveTheLoopsServing() throws Exception {
        List<RawClient> clients = new ArrayList<>();
        try {
            for (int i = 0; i < 60; i++) {
                clients.add(new RawClient(address));
            }
            // Each sends its request around the moment its idle deadline passes (2 s), so expiries
            // and ready keys meet in the same turns of the loops.
            long opened = System.nanoTime();
            for (int i = 0; i < clients.size(); i++) {
                long at = opened + 1_700_000_000L + i * 10_000_000L;
                Thread.sleep(Math.max(0, (at - System.nanoTime()) / 1_000_000));
                try {
                    clients.get(i).send(GET_PLAINTEXT);
                } catch (IOException closedAlready) {
                    // expired first: fine
                }
            }
            // each read waits for the server's close (the client's 10 s read timeout bounds it): no sleep
            for (RawClient client : clients) {
                assertTrue(client.closedByServerAfterAnyAnswer());
            }
        } finally {
            for (RawClient client : clients) {
                client.close();
            }
        }
        for (int i = 0; i < 4; i++) { // both loops still accept and answer
            try (RawClient client = new RawClient(address)) {
                assertEquals(HELLO, client.send(GET_PLAINTEXT).readResponse());
            }
        }
    }

    @Test
    void aHeadMustEndWithinTheIdleTimeoutOfItsFirstByte() throws Exception {
        try (RawClient client = new RawClient(address)) {
            long started = System.nanoTime();
            for (char c : "GET /plaintext HTTP/1.1\r\nHost: t\r\n".toCharArray()) {
                try {
                    client.send(String.valueOf(c));
                } catch (IOException closed) {
                    break;
                }
                Thread.sleep(200); // every byte well within the 2 s timeout, the head never within it
            }
            assertTrue(client.closedByServer());
            assertTrue(System.nanoTime() - started < 4_500_000_000L);
        }
    }

    @Test
    void aSlowReaderGetsEveryByteAndBlocksNobody() throws IOException {
        int requests = 40;
        byte[] body = new byte[256 * 1_024];
        Arrays.fill(body, (byte) 'x');
        byte[] request = ("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: " + body.length + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        try (RawClient slow = new RawClient(address)) {
            Thread writer = Thread.ofPlatform().start(() -> {
                try {
                    for (int i = 0; i < requests; i++) {
                        slow.send(request).send(body);
                    }
                } catch (IOException ignored) {
                    // the reader below reports what went wrong
                }
            });
            // Meanwhile, everyone else is served.
            try (RawClient other = new RawClient(address)) {
                assertEquals(HELLO, other.send(GET_PLAINTEXT).readResponse());
            }
            InputStream in = slow.socket().getInputStream();
            for (int i = 0; i < requests; i++) {
                String answer = slow.readResponse();
                assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"));
                byte[] echoed = answer.substring(answer.indexOf("\r\n\r\n") + 4).getBytes(StandardCharsets.ISO_8859_1);
                assertArrayEquals(body, echoed);
            }
            assertEquals(0, in.available());
            writer.join(5_000);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
