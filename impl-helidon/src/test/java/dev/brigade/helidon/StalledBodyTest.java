package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

import dev.brigade.helidon.H2Frames.Frame;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import io.helidon.webserver.testing.junit5.SetUpServer;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * {@link StalledBody} over h2c, with an idle timeout of 300 ms: an echo whose body stops coming is woken
 * from Helidon's wait and answered 408 on its stream (Helidon 4.5.0 alone would park it for good),
 * and the connection serves on. H2Frames' 5 s read timeout fails the test if no answer comes.
 */
@ServerTest
class StalledBodyTest {

    private final int port;

    StalledBodyTest(WebServer server) {
        this.port = server.port();
    }

    @SetUpServer
    static void server(WebServerConfig.Builder server) {
        TestServers.asMain(server);
        server.idleConnectionTimeout(Duration.ofMillis(300)); // the stall StalledBody allows
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) {
        routing.register("/", new SimpleService());
    }

    @Test
    void aBodyThatStopsComingIs408OnItsStream() throws IOException {
        try (H2Frames h2 = new H2Frames(port)) {
            h2.request(1, "POST", "/echo", false, "content-length", "100");
            h2.data(1, new byte[10], false);
            Frame answer = h2.next(1);
            while (answer.type() != H2Frames.HEADERS) {
                answer = h2.next(1);
            }
            assertThat(answer.status(), is(408));
            h2.request(3, "GET", "/plaintext", true);
            Frame next = h2.next(3);
            while (next.type() != H2Frames.HEADERS) {
                next = h2.next(3);
            }
            assertThat(next.status(), is(200));
        }
    }
}
