package dev.brigade.vertx;

import static dev.brigade.vertx.H2Connection.DATA;
import static dev.brigade.vertx.H2Connection.HEADERS;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brigade.vertx.H2Connection.Frame;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The shape that ran the heap out (many 1 MiB echoes at once on HTTP/2 streams), scaled down to a
 * budget of four 8 KiB bodies: the streams past it get 503 at once, every other one its echo.
 */
@ExtendWith(VertxExtension.class)
class BodyBudgetTest {

    private static final int BODY = 8 * 1_024;
    private static final int BODIES_IN_BUDGET = 4;

    private int port;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) {
        JsonObject config = new JsonObject().put("maxBodyBudgetBytes", (long) BODY * BODIES_IN_BUDGET);
        TestServer.deploy(vertx, null, config).onComplete(testContext.succeeding(bound -> {
            port = bound;
            testContext.completeNow();
        }));
    }

    @Test
    void streamsPastTheBudgetGet503AtOnceAndTheRestTheirEcho() throws Exception {
        try (H2Connection h2 = H2Connection.open(port)) {
            // Six bodies announced, none sent: four fit the budget and wait for their bytes.
            for (int stream = 1; stream <= 11; stream += 2) {
                h2.request(stream, "POST", "/echo", false, "content-length", String.valueOf(BODY));
            }
            // The two past it are answered before any body byte is sent.
            Map<Integer, String> refused = new HashMap<>();
            while (refused.size() < 2) {
                Frame frame = h2.next();
                if (frame.type() == HEADERS) {
                    refused.put(frame.stream(), frame.headers().status().toString());
                }
            }
            assertEquals(Map.of(9, "503", 11, "503"), refused);
            for (int stream = 1; stream <= 7; stream += 2) {
                assertEchoed(h2, stream);
            }
            // Each echo gave its bytes back once written: a fifth body fits again.
            assertEchoed(h2, 13);
        }
    }

    @Test
    void theClaimIsTheDeclaredLengthUpToTheLimit() {
        assertEquals(100, BodyBudget.claim("100", 1_000));
        assertEquals(0, BodyBudget.claim("1001", 1_000));
        assertEquals(1_000, BodyBudget.claim(null, 1_000));
        assertEquals(1_000, BodyBudget.claim("x", 1_000));
    }

    /** Sends the stream's body, or all of it for a new stream, and reads its 200 with the same bytes. */
    private static void assertEchoed(H2Connection h2, int stream) throws Exception {
        byte[] body = new byte[BODY];
        Arrays.fill(body, (byte) stream);
        if (stream > 11) {
            h2.request(stream, "POST", "/echo", false, "content-length", String.valueOf(BODY));
        }
        h2.data(stream, body, true);
        List<Frame> frames = h2.untilEnd(stream);
        Frame head = frames.stream()
                .filter(frame -> frame.type() == HEADERS && frame.stream() == stream)
                .findFirst()
                .orElseThrow();
        assertEquals("200", head.headers().status().toString(), "stream " + stream);
        byte[] echoed = frames.stream()
                .filter(frame -> frame.type() == DATA && frame.stream() == stream)
                .map(Frame::payload)
                .reduce(new byte[0], BodyBudgetTest::concat);
        assertArrayEquals(body, echoed, "stream " + stream + " echoed other bytes");
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
