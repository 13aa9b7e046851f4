package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;

import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The drain on a real server: requests in flight are waited for and answered, new ones are
 * refused 503 with Connection: close, and the wait ends at its bound when a request does not.
 */
@ServerTest
class DrainingTest {

    private static final RequestRules DRAINING = new RequestRules(16 * 1_024, Duration.ZERO, Clock.systemUTC());
    private static final CountDownLatch SLOW_ENTERED = new CountDownLatch(1);
    private static final CountDownLatch SLOW_RELEASED = new CountDownLatch(1);
    private static final CountDownLatch STUCK_ENTERED = new CountDownLatch(1);
    private static final CountDownLatch STUCK_RELEASED = new CountDownLatch(1);

    private final int port;

    DrainingTest(WebServer server) {
        this.port = server.port();
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) {
        routing.addFilter(DRAINING)
                .get("/slow", (request, response) -> {
                    SLOW_ENTERED.countDown();
                    SLOW_RELEASED.await();
                    response.send("slow done");
                })
                .get("/stuck", (request, response) -> {
                    STUCK_ENTERED.countDown();
                    STUCK_RELEASED.await();
                    response.send("stuck done");
                })
                .get("/plaintext", (request, response) -> response.send("Hello, World!"));
    }

    private final ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor();

    @AfterEach
    void closeClients() {
        SLOW_RELEASED.countDown();
        STUCK_RELEASED.countDown();
        clients.close();
    }

    @Test
    void inFlightAnsweredNewRefusedAndTheWaitBounded() throws Exception {
        assertThat(exchange("/plaintext"), endsWith("Hello, World!"));
        // a thread each: the common pool may have a single one on a small machine
        CompletableFuture<String> slow = CompletableFuture.supplyAsync(() -> exchangeUnchecked("/slow"), clients);
        CompletableFuture<String> stuck = CompletableFuture.supplyAsync(() -> exchangeUnchecked("/stuck"), clients);
        assertThat(SLOW_ENTERED.await(5, TimeUnit.SECONDS), is(true));
        assertThat(STUCK_ENTERED.await(5, TimeUnit.SECONDS), is(true));

        // both in flight: the wait ends at its bound, and says requests were left
        long began = System.nanoTime();
        assertThat(DRAINING.drain(Duration.ofMillis(300)), is(false));
        assertThat(System.nanoTime() - began >= Duration.ofMillis(300).toNanos(), is(true));

        // draining: a new request is refused and its connection closed
        String refused = exchange("/plaintext");
        assertThat(refused, startsWith("HTTP/1.1 503 "));
        assertThat(refused.toLowerCase(Locale.ROOT), containsString("\r\nconnection: close\r\n"));

        // the drain waits for the request still in flight, which is answered
        CompletableFuture<Boolean> drained =
                CompletableFuture.supplyAsync(() -> DRAINING.drain(Duration.ofSeconds(10)), clients);
        SLOW_RELEASED.countDown();
        assertThat(slow.get(5, TimeUnit.SECONDS), endsWith("slow done"));
        // once the slow request has left the filter, the stuck one alone holds the drain open
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (DRAINING.inFlight() > 1 && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat("the slow request left the filter", DRAINING.inFlight(), is(1));
        assertThat("one request is still in flight", drained.isDone(), is(false));
        STUCK_RELEASED.countDown();
        assertThat(stuck.get(5, TimeUnit.SECONDS), endsWith("stuck done"));
        assertThat(drained.get(5, TimeUnit.SECONDS), is(true));
    }

    /**
     * With a write queue, once nothing is in flight the drain waits its settle for the answers still
     * queued, and never past its bound.
     */
    @Test
    void theSettleForQueuedAnswersIsWaitedWithinTheBound() {
        RequestRules settling = new RequestRules(16 * 1_024, Duration.ofMillis(300), Clock.systemUTC());
        long began = System.nanoTime();
        assertThat(settling.drain(Duration.ofSeconds(5)), is(true));
        assertThat(
                "waited the settle",
                System.nanoTime() - began >= Duration.ofMillis(300).toNanos(),
                is(true));

        RequestRules bounded = new RequestRules(16 * 1_024, Duration.ofSeconds(30), Clock.systemUTC());
        began = System.nanoTime();
        assertThat(bounded.drain(Duration.ofMillis(200)), is(true));
        assertThat(
                "stopped at the bound",
                System.nanoTime() - began < Duration.ofSeconds(5).toNanos(),
                is(true));
    }

    /** One request on its own connection, which the client asks to close: the answer's head and body. */
    private String exchange(String path) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(15_000);
            socket.getOutputStream()
                    .write(("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            return WireAnswers.readAnswer(socket.getInputStream());
        }
    }

    private String exchangeUnchecked(String path) {
        try {
            return exchange(path);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
