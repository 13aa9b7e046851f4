package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;

import dev.brigade.helidon.H2Frames.Frame;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * h2c by prior knowledge on the server Main builds, frame by frame: the routes answer as over
 * HTTP/1.1, the stream's events are a DATA frame each, and a refused stream (431, 413) leaves the
 * connection serving the next one.
 */
@ServerTest
class H2cTest {

    private static final String COUNT_41 = "/sse?datastar=%7B%22count%22%3A41%7D";
    private static final int SETTINGS_MAX_CONCURRENT_STREAMS = 0x3;

    private final int port;

    H2cTest(WebServer server) {
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
    void plaintextByPriorKnowledge() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            h2.request(1, "GET", "/plaintext", true);
            assertThat(h2.next(1).status(), is(200));
            assertThat(body(h2, 1), is("Hello, World!"));
        }
    }

    @Test
    void theServerAllowsAtLeastAHundredStreams() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            Frame settings = h2.next(0);
            assertThat(settings.type(), is(H2Frames.SETTINGS));
            ByteBuffer pairs = ByteBuffer.wrap(settings.payload());
            long streams = -1;
            while (pairs.hasRemaining()) {
                int id = pairs.getShort() & 0xffff;
                long value = pairs.getInt() & 0xffff_ffffL;
                if (id == SETTINGS_MAX_CONCURRENT_STREAMS) {
                    streams = value;
                }
            }
            assertThat(streams, greaterThanOrEqualTo(100L));
        }
    }

    @Test
    void echoSendsTheBodyBack() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            h2.request(1, "POST", "/echo", false, "content-length", "5");
            h2.data(1, "hello".getBytes(StandardCharsets.US_ASCII), true);
            assertThat(h2.next(1).status(), is(200));
            assertThat(body(h2, 1), is("hello"));
        }
    }

    /** The contract's stream, each event its own DATA frame (the flush after each one), then END_STREAM. */
    @Test
    void eachEventIsOneDataFrame() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            h2.request(1, "GET", COUNT_41, true);
            assertThat(h2.next(1).status(), is(200));
            StringBuilder stream = new StringBuilder();
            int events = 0;
            Frame frame;
            do {
                frame = h2.next(1);
                String data = new String(frame.payload(), StandardCharsets.UTF_8);
                if (!data.isEmpty()) {
                    assertThat(
                            "one whole event: " + data,
                            data.startsWith("event: ")
                                    && data.endsWith("\n\n")
                                    && data.indexOf("\n\n") == data.length() - 2,
                            is(true));
                    events++;
                }
                stream.append(data);
            } while (!frame.endStream());
            assertThat(events, is(10));
            assertThat(
                    stream.toString(), is(new String(TestFiles.contract("sse-count-41.txt"), StandardCharsets.UTF_8)));
        }
    }

    /**
     * Over the contract's 16 KiB (CONTINUATION frames carry the rest), yet under Helidon's own stop:
     * RequestRules answers 431 on that stream with no Connection header (Helidon's HTTP/2 response
     * would refuse one), and the connection serves the next stream.
     */
    @Test
    void aHeaderListOver16KibIs431AndTheConnectionServesOn() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            h2.request(1, "GET", "/plaintext", true, "x-big", "a".repeat(20_000));
            assertThat(h2.next(1).status(), is(431));
            h2.request(3, "GET", "/plaintext", true);
            assertThat(h2.next(3).status(), is(200));
            assertThat(body(h2, 3), is("Hello, World!"));
        }
    }

    /** A body announced past 1 MiB: 413 on its stream before the body is read, and the connection serves on. */
    @Test
    void anEchoAnnouncedOverOneMebibyteIs413AndTheConnectionServesOn() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            h2.request(1, "POST", "/echo", false, "content-length", Integer.toString(1_024 * 1_024 + 1));
            h2.data(1, new byte[16_384], false);
            Frame answer = skipWindowUpdates(h2, 1);
            assertThat(answer.type(), is(H2Frames.HEADERS));
            assertThat(answer.status(), is(413));
            assertThat(answer.endStream() || skipWindowUpdates(h2, 1).endStream(), is(true));
            h2.request(3, "GET", "/plaintext", true);
            assertThat(h2.next(3).status(), is(200));
        }
    }

    /**
     * A body of unannounced length that grows past 1 MiB: 413 once Helidon has counted past it. The
     * first MiB fills the stream's window, so the last byte waits for the window Helidon gives back as
     * the handler reads.
     */
    @Test
    void anEchoGrowingPastOneMebibyteIs413() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            h2.request(1, "POST", "/echo", false);
            for (int i = 0; i < 64; i++) {
                h2.data(1, new byte[16_384], false);
            }
            assertThat(h2.next(1).type(), is(H2Frames.WINDOW_UPDATE));
            h2.data(1, new byte[1], true);
            Frame answer = skipWindowUpdates(h2, 1);
            assertThat(answer.type(), is(H2Frames.HEADERS));
            assertThat(answer.status(), is(413));
        }
    }

    /** Upgrade: h2c is not taken: the answer comes over HTTP/1.1 (no 101). */
    @Test
    void anUpgradeToH2cIsAnsweredOverHttp11() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000); // a server that never answers fails the test instead of hanging it
            socket.getOutputStream()
                    .write(("GET /plaintext HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                    + "Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            assertThat(WireAnswers.readAnswer(socket.getInputStream()), startsWith("HTTP/1.1 200 "));
        }
    }

    private static Frame skipWindowUpdates(H2Frames h2, int stream) throws IOException {
        Frame frame;
        do {
            frame = h2.next(stream);
        } while (frame.type() == H2Frames.WINDOW_UPDATE);
        return frame;
    }

    /** The DATA frames of a stream up to its END_STREAM, as text. */
    private static String body(H2Frames h2, int stream) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        Frame frame;
        do {
            frame = h2.next(stream);
            if (frame.type() == H2Frames.DATA) {
                body.writeBytes(frame.payload());
            }
        } while (!frame.endStream());
        return body.toString(StandardCharsets.UTF_8);
    }
}
