package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.Context;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.Http2Settings;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import jakarta.inject.Inject;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * HTTP/2 by prior knowledge on the plain port (h2c): Vert.x's own client starts with the
 * connection preface, no upgrade, and multiplexes every exchange of a test on one connection.
 */
@QuarkusTest
class Http2Test {

    @TestHTTPResource("/")
    URL root;

    @Inject
    Vertx vertx;

    private Context context;
    private HttpClient client;

    @BeforeEach
    void connect() {
        context = vertx.getOrCreateContext();
        client = vertx.createHttpClient(new HttpClientOptions()
                .setProtocolVersion(HttpVersion.HTTP_2)
                .setHttp2ClearTextUpgrade(false)
                .setDefaultHost(root.getHost())
                .setDefaultPort(root.getPort()));
    }

    @AfterEach
    void close() throws Exception {
        Answer.await(client.close());
    }

    @Test
    void plaintextAnswersAsOverHttp11() throws Exception {
        Answer answer = Answer.get(context, client, "/plaintext");
        assertEquals(HttpVersion.HTTP_2, answer.version());
        assertEquals(200, answer.status());
        assertEquals("text/plain;charset=utf-8", answer.headers().get("content-type"));
        assertTrue(
                answer.headers().get("date").endsWith(" GMT"), answer.headers().toString());
        assertEquals("Hello, World!", answer.body());
    }

    @Test
    void theSettingsAdvertiseTheContractsLimits() throws Exception {
        Http2Settings settings =
                Answer.get(context, client, "/plaintext").connection().remoteSettings();
        assertEquals(16_384, settings.getMaxHeaderListSize());
        assertEquals(128, settings.getMaxConcurrentStreams());
    }

    /** Each event is written and flushed on its own: one DATA frame each. */
    @Test
    void eachEventOfTheStreamIsOneDataFrame() throws Exception {
        Answer answer = Answer.get(context, client, "/sse?datastar=%7B%22count%22%3A41%7D");
        assertEquals(200, answer.status());
        assertEquals("text/event-stream", answer.headers().get("content-type"));
        assertEquals(new String(Contract.file("sse-count-41.txt"), StandardCharsets.UTF_8), answer.body());
        List<String> frames = answer.frames().stream().map(Buffer::toString).toList();
        assertEquals(10, frames.size(), frames.toString());
        assertTrue(
                frames.stream().allMatch(event -> event.startsWith("event: ") && event.endsWith("\n\n")),
                frames.toString());
    }

    @Test
    void echoAnswersTheBody() throws Exception {
        Buffer body = Buffer.buffer("over HTTP/2".repeat(1_000));
        Answer answer =
                Answer.exchange(context, client, HttpMethod.POST, "/echo", MultiMap.caseInsensitiveMultiMap(), body);
        assertEquals(200, answer.status());
        assertEquals("application/octet-stream", answer.headers().get("content-type"));
        assertEquals(body.toString(), answer.body());
    }

    /** 413 on that stream alone: the connection goes on serving (Quarkus's own 413 would close it). */
    @Test
    void aBodyOverOneMebibyteIsRefusedOnItsStreamOnly() throws Exception {
        Answer first = Answer.get(context, client, "/plaintext");
        Answer refused = Answer.exchange(
                context,
                client,
                HttpMethod.POST,
                "/echo",
                MultiMap.caseInsensitiveMultiMap(),
                Buffer.buffer(new byte[1_024 * 1_024 + 1]));
        assertEquals(413, refused.status());
        Answer after = Answer.get(context, client, "/plaintext");
        assertEquals(200, after.status());
        assertSame(first.connection(), after.connection());
    }

    @Test
    void noAnswerCarriesAConnectionSpecificField() throws Exception {
        for (String path : List.of("/plaintext", "/menu", "/sse?datastar=%7B%22count%22%3A1%7D", "/nothing-here")) {
            for (String name : Answer.get(context, client, path).headers().names()) {
                String lower = name.toLowerCase(Locale.ROOT);
                assertTrue(
                        !List.of("connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade")
                                .contains(lower),
                        path + " answered with " + name);
            }
        }
    }
}
