package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.vertx.core.Vertx;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@ExtendWith(VertxExtension.class)
class DatastarStreamTest {

    private WebClient client;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) {
        TestServer.client(vertx).onComplete(testContext.succeeding(created -> {
            client = created;
            testContext.completeNow();
        }));
    }

    @Test
    void countFortyOneIsTheContractStream(VertxTestContext testContext) throws Exception {
        String expected = new String(TestServer.contract("sse-count-41.txt"), StandardCharsets.UTF_8);
        client.get("/sse")
                .addQueryParam("datastar", "{\"count\":41}")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(200, response.statusCode());
                    assertEquals("text/event-stream", response.getHeader("Content-Type"));
                    assertEquals("chunked", response.getHeader("Transfer-Encoding"));
                    assertNull(response.getHeader("Content-Length"));
                    assertEquals(expected, response.bodyAsString());
                    testContext.completeNow();
                })));
    }

    /** HEAD makes no event: Vert.x would drop them all. */
    @Test
    void headAnswersTheStreamsHeadOnly(VertxTestContext testContext) {
        client.head("/sse")
                .addQueryParam("datastar", "{\"count\":41}")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(200, response.statusCode());
                    assertEquals("text/event-stream", response.getHeader("Content-Type"));
                    assertNull(response.getHeader("Content-Length"));
                    assertNull(response.body());
                    testContext.completeNow();
                })));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "{",
                "[]",
                "{}",
                "{\"count\":-1}",
                "{\"count\":1.5}",
                "{\"count\":\"1\"}",
                "{\"count\":4294967296}",
                "{\"count\":null}"
            })
    void badSignalsAre400(String signals, VertxTestContext testContext) {
        client.get("/sse")
                .addQueryParam("datastar", signals)
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(400, response.statusCode());
                    testContext.completeNow();
                })));
    }

    @Test
    void missingSignalsAre400(VertxTestContext testContext) {
        client.get("/sse")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(400, response.statusCode());
                    testContext.completeNow();
                })));
    }
}
