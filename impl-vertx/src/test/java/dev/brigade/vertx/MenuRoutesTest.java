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

@ExtendWith(VertxExtension.class)
class MenuRoutesTest {

    private WebClient client;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) {
        TestServer.client(vertx).onComplete(testContext.succeeding(created -> {
            client = created;
            testContext.completeNow();
        }));
    }

    @Test
    void menuIsTheContractPage(VertxTestContext testContext) throws Exception {
        byte[] expected = TestServer.contract("menu.html");
        client.get("/menu")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(200, response.statusCode());
                    assertEquals("text/html; charset=utf-8", response.getHeader("Content-Type"));
                    assertEquals(new String(expected, StandardCharsets.UTF_8), response.bodyAsString());
                    testContext.completeNow();
                })));
    }

    /** HEAD is GET's handler: the same head, the length the handler set, no body. */
    @Test
    void headIsTheMenusHeadWithItsLength(VertxTestContext testContext) throws Exception {
        byte[] expected = TestServer.contract("menu.html");
        client.head("/menu")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(200, response.statusCode());
                    assertEquals("text/html; charset=utf-8", response.getHeader("Content-Type"));
                    assertEquals(String.valueOf(expected.length), response.getHeader("Content-Length"));
                    assertNull(response.body());
                    testContext.completeNow();
                })));
    }
}
