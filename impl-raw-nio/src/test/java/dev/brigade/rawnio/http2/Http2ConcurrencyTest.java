package dev.brigade.rawnio.http2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.server.Server;
import dev.brigade.rawnio.server.ServerConfig;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * SETTINGS_MAX_CONCURRENT_STREAMS against a route whose answer never comes: the stream past the
 * limit is refused, and a stream the client resets while its answer is being made keeps its place,
 * so resetting cannot start more work than the limit allows (the rapid-reset attack's point).
 */
@Timeout(60)
class Http2ConcurrencyTest {
    private static final int LIMIT = 128;

    private final CompletableFuture<Response> never = new CompletableFuture<>();
    private Server server;
    private InetSocketAddress address;

    @BeforeEach
    void start() throws IOException {
        ServerConfig config =
                ServerConfig.defaults().withEventLoops(1).withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(200));
        server = new Server(config, request -> Response.later(never));
        address = server.start(new InetSocketAddress("127.0.0.1", 0));
    }

    @AfterEach
    void stop() throws InterruptedException {
        server.stop(System.nanoTime() + 500_000_000L); // the answers never come: the grace period ends it
    }

    @Test
    void theStreamPastTheLimitIsRefused() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            client.sendRaw(requests(1, LIMIT + 1, false));
            assertRefused(client, 2 * LIMIT + 1);
        }
    }

    @Test
    void aResetStreamKeepsItsPlaceWhileItsAnswerIsMade() throws IOException {
        try (H2Client client = new H2Client(address).start()) {
            client.sendRaw(requests(1, LIMIT, true)); // every one reset at once: 128 resets, past the budget of 100
            H2Client.Frame frame;
            do {
                frame = client.read();
            } while (frame.type() != Frames.GOAWAY);
            assertEquals(ErrorCode.ENHANCE_YOUR_CALM.code(), frame.errorCode());
        }
        try (H2Client client = new H2Client(address).start()) {
            client.sendRaw(requests(1, LIMIT, false));
            client.sendRaw(resets(1, 50)); // within the budget; their answers are still being made
            client.sendRaw(requests(LIMIT + 1, 1, false));
            assertRefused(client, 2 * LIMIT + 1);
        }
    }

    /** {@code count} GET streams from the {@code first}-th odd id, each reset right after when {@code reset}. */
    private static byte[] requests(int first, int count, boolean reset) {
        ByteArrayOutputStream frames = new ByteArrayOutputStream();
        byte[] block = H2Client.block(":method", "GET", ":scheme", "http", ":path", "/slow");
        for (int i = 0; i < count; i++) {
            int stream = 2 * (first + i) - 1;
            frames.writeBytes(H2Client.frame(Frames.HEADERS, Frames.END_HEADERS | Frames.END_STREAM, stream, block));
            if (reset) {
                frames.writeBytes(
                        H2Client.frame(Frames.RST_STREAM, 0, stream, H2Client.int32(ErrorCode.CANCEL.code())));
            }
        }
        return frames.toByteArray();
    }

    private static byte[] resets(int first, int count) {
        ByteArrayOutputStream frames = new ByteArrayOutputStream();
        for (int i = 0; i < count; i++) {
            frames.writeBytes(
                    H2Client.frame(Frames.RST_STREAM, 0, 2 * (first + i) - 1, H2Client.int32(ErrorCode.CANCEL.code())));
        }
        return frames.toByteArray();
    }

    private static void assertRefused(H2Client client, int streamId) throws IOException {
        H2Client.Frame frame = client.next();
        assertEquals(
                List.of(Frames.RST_STREAM, streamId, ErrorCode.REFUSED_STREAM.code()),
                List.of(frame.type(), frame.streamId(), frame.errorCode()));
    }
}
