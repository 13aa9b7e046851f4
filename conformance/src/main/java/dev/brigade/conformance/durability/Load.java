package dev.brigade.conformance.durability;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;

import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;

/**
 * Concurrent writers (comments and favorites on the kit's reserved articles, article-0500 to
 * article-0519), each request on its own connection so that every outcome is known: acknowledged,
 * refused before it was in flight, or left without an answer.
 */
final class Load {

    private final RawHttp http;
    private final String phase;
    private final ConduitSeed seed = new ConduitSeed();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final ConcurrentLinkedQueue<Write> writes = new ConcurrentLinkedQueue<>();
    private final List<Thread> writers = new ArrayList<>();

    private Load(URI server, String phase) {
        this.http = new RawHttp(server);
        this.phase = phase;
    }

    static Load start(URI server, String phase, int writers) {
        Load load = new Load(server, phase);
        for (int w = 0; w < writers; w++) {
            int writer = w;
            load.writers.add(Thread.ofVirtual().name("writer-" + w).start(() -> load.write(writer)));
        }
        return load;
    }

    /** Stops the writers and waits for their last requests; returns every write sent. */
    List<Write> stop() throws InterruptedException {
        running.set(false);
        for (Thread writer : writers) {
            writer.join();
        }
        return List.copyOf(writes);
    }

    private void write(int writer) {
        int userId = writer % ConduitSeed.USERS + 1;
        String token = seed.user(userId).token();
        for (int n = 0; running.get(); n++) {
            String slug = "article-%04d".formatted(500 + (writer + n) % 20);
            boolean comment = n % 2 == 0;
            String body = comment ? "durability " + phase + " writer " + writer + " write " + n : "";
            String json = comment ? "{\"comment\":{\"body\":\"" + body + "\"}}" : "";
            String path = "/api/articles/" + slug + (comment ? "/comments" : "/favorite");
            byte[] request = ("POST " + path + " HTTP/1.1\r\nHost: " + http.authority() + "\r\nAuthorization: Token " + token
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + json.length() + "\r\nConnection: close\r\n\r\n" + json)
                    .getBytes(StandardCharsets.UTF_8);
            writes.add(new Write(comment, userId, slug, body, send(request)));
        }
    }

    private Write.Outcome send(byte[] request) {
        RawConnection connection;
        try {
            connection = http.connect();
        } catch (IOException refused) {
            pause();
            return Write.Outcome.REFUSED;
        }
        try (connection) {
            try {
                connection.send(request);
            } catch (IOException closedEarly) {
                return Write.Outcome.REFUSED;
            }
            try {
                return connection.read().status() == 200 ? Write.Outcome.ACKNOWLEDGED : Write.Outcome.REJECTED;
            } catch (IOException noAnswer) {
                return Write.Outcome.UNANSWERED;
            }
        } catch (IOException closing) {
            return Write.Outcome.UNANSWERED;
        }
    }

    /** A refused writer backs off a little instead of spinning while the server is down. */
    private static void pause() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
