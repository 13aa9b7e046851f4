package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.io.InputStream;
import java.net.Socket;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The kit's {@code robust.h2.streams.past-max} ends with its connection closed under 127 streams whose bodies never
 * came. Vert.x fails every such stream from inside the connection's failing write; a failure handler that answered
 * them failed the connection again, stream after stream, and held the event loop for seconds (the kit's next fresh
 * connection timed out). Here: a connection closed under many held streams, then a fresh one on the same event loop.
 */
@ExtendWith(VertxExtension.class)
class HeldStreamsTest {

    /** Enough that the storm outlasts the 5 s read timeout: with 500 or 1,000 it ended in 2-4 s here. */
    private static final int STREAMS = 2_000;

    private int port;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) {
        JsonObject config = new JsonObject().put("maxConcurrentStreams", (long) STREAMS);
        TestServer.deploy(vertx, null, config).onComplete(testContext.succeeding(bound -> {
            port = bound;
            testContext.completeNow();
        }));
    }

    @Test
    void aConnectionClosedUnderHeldStreamsLeavesTheEventLoopServing() throws Exception {
        Socket socket = new Socket("127.0.0.1", port);
        // Every read here, the drain to the server's close included, fails after 5 s rather than hang.
        socket.setSoTimeout(5_000);
        try (H2Connection h2 = new H2Connection(socket)) {
            for (int stream = 1; stream < 2 * STREAMS - 1; stream += 2) {
                h2.request(stream, "POST", "/echo", false, "content-length", "1");
            }
            // Once this one is answered, every HEADERS before it was read: all held, each waiting for its body.
            int last = 2 * STREAMS - 1;
            h2.request(last, "GET", "/plaintext", true);
            h2.untilEnd(last);
            // The kit's close: a FIN, then the server's own close back, once it is failing the held streams.
            socket.shutdownOutput();
            InputStream in = socket.getInputStream();
            while (in.read() != -1) {
                // a GOAWAY, if any
            }
        }
        // The failure is H2Connection's 5 s read timeout (the kit's probe waits as long): a hang guard, not a timing.
        try (H2Connection fresh = H2Connection.open(port)) {
            fresh.request(1, "GET", "/plaintext", true);
            assertEquals("200", fresh.untilEnd(1).getFirst().headers().status().toString());
        }
    }
}
