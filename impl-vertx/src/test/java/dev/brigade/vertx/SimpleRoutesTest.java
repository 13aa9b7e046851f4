package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(VertxExtension.class)
class SimpleRoutesTest {

    private WebClient client;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) {
        TestServer.client(vertx, null, new JsonObject().put("maxEchoBytes", 64 * 1_024))
                .onComplete(testContext.succeeding(created -> {
                    client = created;
                    testContext.completeNow();
                }));
    }

    @Test
    void plaintextAnswersHelloWorldWithDate(VertxTestContext testContext) {
        client.get("/plaintext")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(200, response.statusCode());
                    assertEquals("Hello, World!", response.bodyAsString());
                    assertEquals("text/plain; charset=utf-8", response.getHeader("Content-Type"));
                    assertEquals("13", response.getHeader("Content-Length"));
                    assertNotNull(response.getHeader("Date"));
                    testContext.completeNow();
                })));
    }

    @Test
    void echoReturnsTheBodyByteForByte(VertxTestContext testContext) {
        byte[] body = new byte[64 * 1_024];
        new Random(7).nextBytes(body);
        client.post("/echo")
                .sendBuffer(Buffer.buffer(body))
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(200, response.statusCode());
                    assertEquals("application/octet-stream", response.getHeader("Content-Type"));
                    assertArrayEquals(body, response.bodyAsBuffer().getBytes());
                    testContext.completeNow();
                })));
    }

    @Test
    void echoAboveTheLimitIs413(VertxTestContext testContext) {
        client.post("/echo")
                .sendBuffer(Buffer.buffer(new byte[64 * 1_024 + 1]))
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(413, response.statusCode());
                    testContext.completeNow();
                })));
    }

    @Test
    void unknownPathIs404(VertxTestContext testContext) {
        client.get("/nothing-here")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(404, response.statusCode());
                    testContext.completeNow();
                })));
    }

    @Test
    void conduitIsAbsentWithoutADatabase(VertxTestContext testContext) {
        client.get("/api/articles")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(404, response.statusCode());
                    testContext.completeNow();
                })));
    }
}
