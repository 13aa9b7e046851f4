package dev.brigade.rawnio.http2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.routes.DatastarStream;
import dev.brigade.rawnio.routes.MenuRoutes;
import dev.brigade.rawnio.routes.Router;
import dev.brigade.rawnio.routes.SimpleRoutes;
import dev.brigade.rawnio.server.Server;
import dev.brigade.rawnio.server.ServerConfig;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The real server on a random port, spoken to in HTTP/2 frames by prior knowledge: every route and every defence. */
@Timeout(60)
class Http2SocketTest {
    private static final Path CONTRACT = Path.of("../contract");
    private static final Set<String> CONNECTION_SPECIFIC =
            Set.of("connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade");

    private static Server server;
    private static InetSocketAddress address;

    @BeforeAll
    static void start() throws IOException {
        server = newServer();
        address = server.start(new InetSocketAddress("127.0.0.1", 0));
    }

    private static Server newServer() throws IOException {
        ServerConfig config =
                ServerConfig.defaults().withEventLoops(2).withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(2));
        return new Server(
                config,
                new Router(
                        new SimpleRoutes(),
                        new MenuRoutes().compileInBackground(),
                        new DatastarStream(),
                        request -> Response.status(Status.NOT_FOUND)));
    }

    @AfterAll
    static void stop() throws InterruptedException {
        assertTrue(server.stop(System.nanoTime() + 2_000_000_000L), "every loop drained within the grace period");
    }

    @Test
    void prefaceIsAnsweredWithTheServersSettingsThenAnAck() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            H2Client.Frame settings = client.read();
            assertArrayEquals(
                    H2Client.frame(
                            Frames.SETTINGS,
                            0,
                            0,
                            H2Client.settings(
                                    Frames.SETTINGS_ENABLE_PUSH,
                                    0,
                                    Frames.SETTINGS_MAX_CONCURRENT_STREAMS,
                                    128,
                                    Frames.SETTINGS_HEADER_TABLE_SIZE,
                                    4_096,
                                    Frames.SETTINGS_MAX_HEADER_LIST_SIZE,
                                    16_384)),
                    H2Client.frame(settings.type(), settings.flags(), settings.streamId(), settings.payload()));
            H2Client.Frame ack = client.read();
            assertEquals(
                    List.of(Frames.SETTINGS, Frames.ACK, 0, 0),
                    List.of(ack.type(), ack.flags(), ack.streamId(), ack.payload().length));
        }
    }

    @Test
    void plaintextHasTheHttp11AnswersFieldsAndNoConnectionSpecificOne() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            H2Client.Answer answer = client.get(1, "/plaintext").answer(1);
            assertEquals("200", answer.status());
            assertEquals("text/plain; charset=utf-8", answer.headers().get("content-type"));
            assertEquals("13", answer.headers().get("content-length"));
            assertNotNull(answer.headers().get("date"));
            assertTrue(Collections.disjoint(answer.headers().keySet(), CONNECTION_SPECIFIC));
            assertEquals("Hello, World!", answer.text());
            // the connection serves on: a second stream
            assertEquals("Hello, World!", client.get(3, "/plaintext").answer(3).text());
        }
    }

    @Test
    void echoSendsTheBodyBackFromDataFrames() throws IOException {
        byte[] body = new byte[40_000];
        for (int i = 0; i < body.length; i++) {
            body[i] = (byte) i;
        }
        try (H2Client client = new H2Client(address).start()) {
            client.request(1, false, ":method", "POST", ":scheme", "http", ":path", "/echo", "content-length", "40000");
            client.send(Frames.DATA, 0, 1, java.util.Arrays.copyOfRange(body, 0, 16_384));
            client.send(Frames.DATA, 0, 1, java.util.Arrays.copyOfRange(body, 16_384, 32_768));
            client.send(Frames.DATA, Frames.END_STREAM, 1, java.util.Arrays.copyOfRange(body, 32_768, body.length));
            H2Client.Answer answer = client.answer(1);
            assertEquals("200", answer.status());
            assertEquals("application/octet-stream", answer.headers().get("content-type"));
            assertArrayEquals(body, answer.body());
        }
    }

    @Test
    void menuIsTheContractPage() throws IOException {
        String expected = Files.readString(CONTRACT.resolve("menu.html"));
        try (H2Client client = new H2Client(address).start()) {
            H2Client.Answer answer = client.get(1, "/menu").answer(1);
            assertEquals("text/html; charset=utf-8", answer.headers().get("content-type"));
            assertEquals(expected, answer.text());
        }
    }

    @Test
    void streamIsOneDataFramePerEvent() throws IOException {
        String golden = Files.readString(CONTRACT.resolve("sse-count-41.txt"));
        List<Integer> events = java.util.Arrays.stream(golden.split("(?<=\n\n)"))
                .map(event -> event.getBytes(StandardCharsets.UTF_8).length)
                .toList();
        try (H2Client client = new H2Client(address).start()) {
            H2Client.Answer answer =
                    client.get(1, "/sse?datastar=%7B%22count%22%3A41%7D").answer(1);
            assertEquals("text/event-stream", answer.headers().get("content-type"));
            assertEquals(golden, answer.text());
            assertEquals(events, answer.dataFrames());
        }
    }

    @Test
    void headIsTheHeadAloneAndOthersAreAsOverHttp11() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            H2Client.Answer head = client.request(1, true, ":method", "HEAD", ":scheme", "http", ":path", "/plaintext")
                    .answer(1);
            assertEquals(
                    List.of("200", "13", "0"),
                    List.of(head.status(), head.headers().get("content-length"), "" + head.body().length));
            assertEquals(1, head.frames().size(), "END_STREAM on the HEADERS frame");
            H2Client.Answer missing = client.get(3, "/nowhere").answer(3);
            assertEquals(List.of("404", "404 Not Found\n"), List.of(missing.status(), missing.text()));
            H2Client.Answer wrongMethod = client.request(
                            5, true, ":method", "DELETE", ":scheme", "http", ":path", "/plaintext")
                    .answer(5);
            assertEquals(
                    List.of("405", "GET, HEAD"),
                    List.of(wrongMethod.status(), wrongMethod.headers().get("allow")));
        }
    }

    @Test
    void dataWaitsForThePeersWindows() throws IOException {
        try (H2Client client = new H2Client(address)) {
            client.sendRaw(H2Client.PREFACE);
            client.send(Frames.SETTINGS, 0, 0, H2Client.settings(Frames.SETTINGS_INITIAL_WINDOW_SIZE, 1));
            client.get(1, "/plaintext");
            assertEquals(Frames.HEADERS, client.next().type());
            H2Client.Frame first = client.next();
            assertEquals(List.of(Frames.DATA, 1, 0), List.of(first.type(), first.payload().length, first.flags()));
            client.send(Frames.WINDOW_UPDATE, 0, 1, H2Client.int32(100));
            H2Client.Frame rest = client.next();
            assertEquals("ello, World!", new String(rest.payload(), StandardCharsets.US_ASCII));
            assertEquals(Frames.END_STREAM, rest.flags());
        }
    }

    @Test
    void anEchoOverOneMebibyteIs413ThenResetAndTheConnectionServesOn() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            client.request(
                    1, false, ":method", "POST", ":scheme", "http", ":path", "/echo", "content-length", "2000000");
            H2Client.Answer refused = client.answer(1);
            assertEquals("413", refused.status());
            H2Client.Frame reset = client.next();
            assertEquals(
                    List.of(Frames.RST_STREAM, 1, ErrorCode.NO_ERROR.code()),
                    List.of(reset.type(), reset.streamId(), reset.errorCode()));
            client.send(Frames.DATA, 0, 1, new byte[1_000]); // in flight when the reset left: ignored
            assertEquals("Hello, World!", client.get(3, "/plaintext").answer(3).text());
        }
    }

    @Test
    void aHeaderListOver16KibIs431AndTheConnectionServesOn() throws IOException {
        byte[] block =
                H2Client.block(":method", "GET", ":scheme", "http", ":path", "/plaintext", "x-big", "a".repeat(20_000));
        try (H2Client client = new H2Client(address).start()) {
            client.send(Frames.HEADERS, Frames.END_STREAM, 1, java.util.Arrays.copyOfRange(block, 0, 16_384));
            client.send(
                    Frames.CONTINUATION,
                    Frames.END_HEADERS,
                    1,
                    java.util.Arrays.copyOfRange(block, 16_384, block.length));
            assertEquals("431", client.answer(1).status());
            assertEquals("Hello, World!", client.get(3, "/plaintext").answer(3).text());
        }
    }

    @Test
    void anHpackBombIsRefusedWhileDecodingAndTheTableStaysInStep() throws IOException {
        // one 4,000-byte value added to the table, then named by index again and again: a few bytes, 20 KB decoded
        ByteArrayOutputStream block = new ByteArrayOutputStream();
        block.writeBytes(H2Client.block(":method", "GET", ":scheme", "http", ":path", "/plaintext"));
        block.write(0x40);
        H2Client.string(block, "x-bomb");
        H2Client.string(block, "b".repeat(4_000));
        for (int i = 0; i < 5; i++) {
            block.write(0x80 | 62);
        }
        try (H2Client client = new H2Client(address).start()) {
            client.send(Frames.HEADERS, Frames.END_HEADERS | Frames.END_STREAM, 1, block.toByteArray());
            assertEquals("431", client.answer(1).status());
            // the entry is in the server's table: naming it once more is a valid, small request
            ByteArrayOutputStream again = new ByteArrayOutputStream();
            again.writeBytes(H2Client.block(":method", "GET", ":scheme", "http", ":path", "/plaintext"));
            again.write(0x80 | 62);
            client.send(Frames.HEADERS, Frames.END_HEADERS | Frames.END_STREAM, 3, again.toByteArray());
            assertEquals("Hello, World!", client.answer(3).text());
        }
    }

    @Test
    void rapidResetEndsTheConnection() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            ByteArrayOutputStream burst = new ByteArrayOutputStream();
            byte[] block = H2Client.block(":method", "POST", ":scheme", "http", ":path", "/echo");
            for (int stream = 1; stream <= 2 * 101; stream += 2) {
                burst.writeBytes(H2Client.frame(Frames.HEADERS, Frames.END_HEADERS, stream, block));
                burst.writeBytes(H2Client.frame(Frames.RST_STREAM, 0, stream, H2Client.int32(ErrorCode.CANCEL.code())));
            }
            client.sendRaw(burst.toByteArray());
            assertGoAway(client, ErrorCode.ENHANCE_YOUR_CALM);
        }
    }

    @Test
    void aContinuationFloodEndsTheConnection() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            ByteArrayOutputStream start = new ByteArrayOutputStream();
            start.writeBytes(H2Client.block(":method", "GET", ":scheme", "http", ":path", "/plaintext"));
            start.write(0x00);
            H2Client.string(start, "x-flood");
            H2Client.integer(start, 0x00, 7, 1_000); // a value announced and then sent a byte at a time
            client.send(Frames.HEADERS, Frames.END_STREAM, 1, start.toByteArray());
            ByteArrayOutputStream flood = new ByteArrayOutputStream();
            for (int i = 0; i < 40; i++) {
                flood.writeBytes(H2Client.frame(Frames.CONTINUATION, 0, 1, new byte[] {'f'}));
            }
            client.sendRaw(flood.toByteArray());
            assertGoAway(client, ErrorCode.ENHANCE_YOUR_CALM);
        }
    }

    @Test
    void aSettingsFloodEndsTheConnection() throws IOException {
        floodOf(H2Client.frame(Frames.SETTINGS, 0, 0, new byte[0]));
    }

    @Test
    void aPingFloodEndsTheConnection() throws IOException {
        floodOf(H2Client.frame(Frames.PING, 0, 0, new byte[8]));
    }

    @Test
    void anEmptyFrameFloodEndsTheConnection() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            client.request(1, false, ":method", "POST", ":scheme", "http", ":path", "/echo");
            ByteArrayOutputStream flood = new ByteArrayOutputStream();
            for (int i = 0; i < 200; i++) {
                flood.writeBytes(H2Client.frame(Frames.DATA, 0, 1, new byte[0]));
            }
            client.sendRaw(flood.toByteArray());
            assertGoAway(client, ErrorCode.ENHANCE_YOUR_CALM);
        }
    }

    @Test
    void protocolErrorsGetTheirGoAwayCode() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            client.send(Frames.DATA, 0, 0, new byte[1]);
            assertGoAway(client, ErrorCode.PROTOCOL_ERROR);
        }
        try (H2Client client = new H2Client(address).start()) {
            client.send(Frames.PING, 0, 0, new byte[7]);
            assertGoAway(client, ErrorCode.FRAME_SIZE_ERROR);
        }
        try (H2Client client = new H2Client(address).start()) {
            client.send(Frames.HEADERS, Frames.END_HEADERS | Frames.END_STREAM, 1, new byte[] {(byte) 0x80}); // index 0
            assertGoAway(client, ErrorCode.COMPRESSION_ERROR);
        }
    }

    @Test
    void sigtermSendsGoAwayAndFinishesTheConnection() throws Exception {
        Server own = newServer();
        InetSocketAddress ownAddress = own.start(new InetSocketAddress("127.0.0.1", 0));
        try (H2Client client = new H2Client(ownAddress).start()) {
            assertEquals("Hello, World!", client.get(1, "/plaintext").answer(1).text());
            Thread stopping = Thread.ofPlatform().start(() -> {
                try {
                    own.stop(System.nanoTime() + 2_000_000_000L);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            H2Client.Frame goAway = client.next();
            assertEquals(List.of(Frames.GOAWAY, ErrorCode.NO_ERROR.code()), List.of(goAway.type(), goAway.errorCode()));
            assertEquals(1, java.nio.ByteBuffer.wrap(goAway.payload()).getInt(), "the last stream taken");
            assertTrue(client.closedByServer());
            stopping.join(5_000);
            assertFalse(stopping.isAlive());
        }
    }

    private static void floodOf(byte[] frame) throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            ByteArrayOutputStream flood = new ByteArrayOutputStream();
            for (int i = 0; i < 1_100; i++) {
                flood.writeBytes(frame);
            }
            client.sendRaw(flood.toByteArray());
            assertGoAway(client, ErrorCode.ENHANCE_YOUR_CALM);
        }
    }

    /** Reads past ACKs and answers to the GOAWAY, checks its code, then that the server closes. */
    private static void assertGoAway(H2Client client, ErrorCode code) throws IOException {
        H2Client.Frame frame;
        do {
            frame = client.read();
        } while (frame.type() != Frames.GOAWAY);
        assertEquals(code.code(), frame.errorCode());
        assertTrue(client.closedByServer());
    }
}
