package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * HTTP/2 by prior knowledge on the plain port (CONTRACT 2.1), frame by frame through {@link H2Client},
 * beside HTTP/1.1 on the same port.
 */
@MicronautTest
class H2cTest {

    private static final List<String> CONNECTION_SPECIFIC =
            List.of("connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade");

    @Inject
    EmbeddedServer server;

    @Test
    void plaintextAnswersAsOverHttp1WithoutConnectionHeaders() throws Exception {
        try (H2Client h2 = connect()) {
            H2Client.Response response = h2.read(h2.get("/plaintext"));
            assertEquals("200", response.status());
            assertEquals("text/plain; charset=utf-8", response.header("content-type"));
            assertEquals("13", response.header("content-length"));
            assertNotNull(response.header("date"));
            assertEquals("Hello, World!", new String(response.body(), StandardCharsets.US_ASCII));
            CONNECTION_SPECIFIC.forEach(name -> assertNull(response.header(name), name));
        }
    }

    @Test
    void settingsAllowManyStreamsAndBoundTheHeaderList() throws Exception {
        try (H2Client h2 = connect()) {
            h2.read(h2.get("/plaintext"));
            assertTrue(h2.serverSettings.get(0x3) >= 100, "SETTINGS_MAX_CONCURRENT_STREAMS " + h2.serverSettings);
            assertEquals(16_384L, h2.serverSettings.get(0x6), "SETTINGS_MAX_HEADER_LIST_SIZE");
        }
    }

    /** The contract's stream byte for byte, and each event in a DATA frame of its own. */
    @Test
    void eachEventIsOneDataFrame() throws Exception {
        try (H2Client h2 = connect()) {
            H2Client.Response response = h2.read(h2.get("/sse?datastar=%7B%22count%22%3A41%7D"));
            assertEquals("200", response.status());
            assertEquals("text/event-stream", response.header("content-type"));
            assertArrayEquals(Contract.bytes("sse-count-41.txt"), response.body());
            List<String> frames = response.data().stream()
                    .filter(bytes -> bytes.length > 0)
                    .map(bytes -> new String(bytes, StandardCharsets.UTF_8))
                    .toList();
            assertEquals(10, frames.size(), "ten events, ten DATA frames: " + frames);
            frames.forEach(frame -> assertTrue(
                    frame.startsWith("event: ")
                            && frame.endsWith("\n\n")
                            && frame.indexOf("\n\n") == frame.length() - 2,
                    frame));
        }
    }

    @Test
    void echoOverOneMebibyteIs413AndTheConnectionServesOn() throws Exception {
        try (H2Client h2 = connect()) {
            int refused = h2.request(
                    "POST", "/echo", Map.of("content-type", "application/octet-stream"), new byte[1024 * 1024 + 1]);
            assertEquals("413", h2.read(refused).status());
            byte[] small = "a small body".getBytes(StandardCharsets.US_ASCII);
            H2Client.Response echoed = h2.read(h2.request("POST", "/echo", Map.of(), small));
            assertEquals("200", echoed.status());
            assertArrayEquals(small, echoed.body());
        }
    }

    @Test
    void aHeaderListOver16KibIsRefusedWith431AndTheConnectionServesOn() throws Exception {
        try (H2Client h2 = connect()) {
            H2Client.Response refused = h2.read(h2.get("/plaintext", Map.of("x-big", "a".repeat(17 * 1024))));
            assertEquals("431", refused.status());
            assertEquals("200", h2.read(h2.get("/plaintext")).status());
        }
    }

    @Test
    void http11StillAnswersOnTheSamePort() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream()
                    .write("GET /plaintext HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            String statusLine = new BufferedReader(
                            new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            assertEquals("HTTP/1.1 200 OK", statusLine);
        }
    }

    private H2Client connect() throws Exception {
        return new H2Client(new Socket("127.0.0.1", server.getPort()));
    }
}
