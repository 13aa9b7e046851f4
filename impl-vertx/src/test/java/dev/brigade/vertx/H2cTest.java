package dev.brigade.vertx;

import static dev.brigade.vertx.H2Connection.DATA;
import static dev.brigade.vertx.H2Connection.GOAWAY;
import static dev.brigade.vertx.H2Connection.HEADERS;
import static dev.brigade.vertx.H2Connection.RST_STREAM;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.vertx.H2Connection.Frame;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.io.ByteArrayOutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** HTTP/2 by prior knowledge on the plain port, frame by frame on a real socket. */
@ExtendWith(VertxExtension.class)
class H2cTest {

    private static final int MAX_CONCURRENT_STREAMS = 0x3;
    private static final int MAX_HEADER_LIST_SIZE = 0x6;
    private static final List<String> CONNECTION_SPECIFIC =
            List.of("connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade");

    private Vertx vertx;
    private String deployment;
    private int port;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) {
        this.vertx = vertx;
        HttpVerticle verticle = new HttpVerticle(null, new BodyBudget(1_024L * 1_024));
        vertx.deployVerticle(verticle, new DeploymentOptions().setConfig(new JsonObject().put(ServerConfig.PORT, 0)))
                .onComplete(testContext.succeeding(id -> {
                    deployment = id;
                    port = verticle.actualPort();
                    testContext.completeNow();
                }));
    }

    @Test
    void plaintextIsServedOverPriorKnowledge() throws Exception {
        try (H2Connection h2 = connect()) {
            h2.request(1, "GET", "/plaintext", true);
            List<Frame> frames = h2.untilEnd(1);
            Frame head = frames.getFirst();
            assertEquals("200", head.headers().status().toString());
            assertEquals(
                    "text/plain; charset=utf-8",
                    head.headers().get("content-type").toString());
            assertNotNull(head.headers().get("date"));
            for (String name : CONNECTION_SPECIFIC) {
                assertFalse(head.headers().contains(name), name);
            }
            assertEquals("Hello, World!", body(frames, 1));
        }
    }

    @Test
    void settingsAdvertiseTheStreamAndHeaderListLimits() throws Exception {
        try (H2Connection h2 = connect()) {
            h2.request(1, "GET", "/plaintext", true);
            h2.untilEnd(1);
            assertTrue(
                    h2.setting(MAX_CONCURRENT_STREAMS) >= 100,
                    "MAX_CONCURRENT_STREAMS " + h2.setting(MAX_CONCURRENT_STREAMS));
            assertEquals(16_384, h2.setting(MAX_HEADER_LIST_SIZE));
        }
    }

    @Test
    void echoReturnsTheBody() throws Exception {
        try (H2Connection h2 = connect()) {
            h2.request(1, "POST", "/echo", false);
            h2.data(1, "over h2c".getBytes(StandardCharsets.UTF_8), true);
            List<Frame> frames = h2.untilEnd(1);
            assertEquals("200", frames.getFirst().headers().status().toString());
            assertEquals("over h2c", body(frames, 1));
        }
    }

    /** Each event one DATA frame: the stream is written event by event, never gathered into one body. */
    @Test
    void eachStreamEventIsOneDataFrame() throws Exception {
        try (H2Connection h2 = connect()) {
            h2.request(1, "GET", "/sse?datastar=%7B%22count%22%3A3%7D", true);
            List<Frame> frames = h2.untilEnd(1);
            assertEquals(
                    "text/event-stream",
                    frames.getFirst().headers().get("content-type").toString());
            List<String> events = frames.stream()
                    .filter(frame -> frame.type() == DATA && frame.payload().length > 0)
                    .map(frame -> new String(frame.payload(), StandardCharsets.UTF_8))
                    .toList();
            assertEquals(10, events.size(), events.toString());
            for (String event : events) {
                assertTrue(
                        event.startsWith("event: ")
                                && event.endsWith("\n\n")
                                && event.indexOf("\n\n") == event.length() - 2,
                        event);
            }
            assertTrue(events.getFirst().contains("{\"count\":4}"), events.getFirst());
        }
    }

    /** 413 on that stream, the rest of its body refused with RST_STREAM(NO_ERROR), and the connection serves on. */
    @Test
    void echoOverTheLimitIs413AndTheConnectionServesOn() throws Exception {
        try (H2Connection h2 = connect()) {
            h2.request(1, "POST", "/echo", false, "content-length", "2000000");
            h2.data(1, new byte[16_384], false);
            List<Frame> frames = h2.untilEnd(1);
            assertEquals("413", frames.getFirst().headers().status().toString());
            assertFalse(frames.getFirst().headers().contains("connection"));
            Frame last = frames.getLast();
            if (last.type() != RST_STREAM) {
                last = h2.next();
            }
            assertEquals(RST_STREAM, last.type());
            assertEquals(0, last.errorCode());
            assertPlaintextServed(h2, 3);
        }
    }

    /** A header list over 16 KiB is never served: 431 (Netty's HTTP/2 codec answers it) or RST_STREAM; the connection serves on. */
    @Test
    void aHeaderListOverTheLimitIsRefusedAndTheConnectionServesOn() throws Exception {
        try (H2Connection h2 = connect()) {
            h2.request(1, "GET", "/plaintext", true, "x-big", "a".repeat(17_000));
            List<Frame> frames = h2.untilEnd(1);
            assertTrue(
                    frames.stream().noneMatch(frame -> frame.type() == DATA && frame.payload().length > 0),
                    "served: " + frames);
            Frame head = frames.getFirst();
            assertTrue(
                    head.type() == RST_STREAM
                            || (head.type() == HEADERS
                                    && head.headers().status().toString().equals("431")),
                    head.toString());
            assertPlaintextServed(h2, 3);
        }
    }

    /** SIGTERM undeploys the verticle, whose stop() is Vert.x's graceful shutdown: GOAWAY on the open connection. */
    @Test
    void shutdownSendsGoAway() throws Exception {
        try (H2Connection h2 = connect()) {
            assertPlaintextServed(h2, 1);
            vertx.undeploy(deployment);
            Frame goAway = h2.next();
            assertEquals(GOAWAY, goAway.type());
            assertEquals(0, goAway.errorCode());
        }
    }

    private void assertPlaintextServed(H2Connection h2, int stream) throws Exception {
        h2.request(stream, "GET", "/plaintext", true);
        List<Frame> frames = h2.untilEnd(stream);
        Frame head = frames.stream()
                .filter(frame -> frame.stream() == stream)
                .findFirst()
                .orElseThrow();
        assertEquals("200", head.headers().status().toString());
        assertEquals("Hello, World!", body(frames, stream));
    }

    private H2Connection connect() throws Exception {
        Socket socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(5));
        return new H2Connection(socket);
    }

    static String body(List<Frame> frames, int stream) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        frames.stream()
                .filter(frame -> frame.type() == DATA && frame.stream() == stream)
                .forEach(frame -> body.writeBytes(frame.payload()));
        return body.toString(StandardCharsets.UTF_8);
    }
}
