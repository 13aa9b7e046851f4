package dev.brigade.helidon.conduit;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

import dev.brigade.helidon.H2Frames;
import dev.brigade.helidon.H2Frames.Frame;
import dev.brigade.helidon.TestServers;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The comment route's body read under StalledBody, over h2c with an idle timeout of 300 ms, as /echo's is
 * tested (StalledBodyTest): a comment body that stops coming is 408 on its stream, the connection
 * serves on, and a whole comment is still stored. H2Frames' 5 s read timeout fails the test if no
 * answer comes (Helidon 4.5.0 alone parks the stream for good).
 */
@ServerTest
class ConduitStalledBodyTest {

    private static final String COMMENT = "{\"comment\":{\"body\":\"over h2c\"}}";
    private static Database database;

    private final int port;

    ConduitStalledBodyTest(WebServer server) {
        this.port = server.port();
    }

    @SetUpServer
    static void server(WebServerConfig.Builder server) {
        TestServers.asMain(server);
        server.idleConnectionTimeout(Duration.ofMillis(300)); // the stall StalledBody allows
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) throws Exception {
        database = ConduitFixture.open(Files.createTempDirectory("conduit"));
        routing.register("/api", new ConduitService(new ConduitStore(database, Clock.systemUTC())))
                .error(ApiError.class, ConduitService::handleError);
    }

    @AfterAll
    static void close() {
        database.close();
    }

    @Test
    void aCommentBodyThatStopsComingIs408OnItsStream() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            h2.request(
                    1,
                    "POST",
                    "/api/articles/article-0001/comments",
                    false,
                    "authorization",
                    "Token " + ConduitFixture.TOKEN_0,
                    "content-type",
                    "application/json",
                    "content-length",
                    "100");
            h2.data(1, new byte[10], false);
            assertThat(status(h2, 1), is(408));
            h2.request(
                    3,
                    "POST",
                    "/api/articles/article-0001/comments",
                    false,
                    "authorization",
                    "Token " + ConduitFixture.TOKEN_0,
                    "content-type",
                    "application/json",
                    "content-length",
                    String.valueOf(COMMENT.length()));
            h2.data(3, COMMENT.getBytes(StandardCharsets.UTF_8), true);
            assertThat(status(h2, 3), is(200));
        }
    }

    private static int status(H2Frames h2, int stream) throws IOException {
        Frame answer = h2.next(stream);
        while (answer.type() != H2Frames.HEADERS) {
            answer = h2.next(stream);
        }
        return answer.status();
    }
}
