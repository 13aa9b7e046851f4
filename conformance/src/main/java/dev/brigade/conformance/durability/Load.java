package dev.brigade.conformance.durability;

import dev.brigade.conformance.h2.H2Answer;
import dev.brigade.conformance.h2.H2Connection;
import dev.brigade.conformance.profiles.Protocol;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpFields;

/**
 * Concurrent writers (comments and favorites on the kit's reserved articles, article-0500 to
 * article-0519), so that every outcome is known: acknowledged, refused before it was in flight, or
 * left without an answer. Over HTTP/1.1 each request has a connection of its own; over h2c each
 * writer keeps one connection, a stream per request, and opens another when it is lost.
 */
final class Load {

    private final RawHttp http;
    private final String phase;
    private final ConduitSeed seed = new ConduitSeed();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final ConcurrentLinkedQueue<Write> writes = new ConcurrentLinkedQueue<>();
    private final List<Thread> writers = new ArrayList<>();

    private final URI server;
    private final Protocol protocol;

    private Load(URI server, String phase, Protocol protocol) {
        this.http = new RawHttp(server);
        this.server = server;
        this.phase = phase;
        this.protocol = protocol;
    }

    static Load start(URI server, String phase, int writers, Protocol protocol) {
        Load load = new Load(server, phase, protocol);
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
        Optional<H2Connection> h2 = Optional.empty();
        try {
            for (int n = 0; running.get(); n++) {
                String slug = "article-%04d".formatted(500 + (writer + n) % 20);
                boolean comment = n % 2 == 0;
                String body = comment ? "durability " + phase + " writer " + writer + " write " + n : "";
                String json = comment ? "{\"comment\":{\"body\":\"" + body + "\"}}" : "";
                String path = "/api/articles/" + slug + (comment ? "/comments" : "/favorite");
                if (protocol == Protocol.H2C) {
                    if (h2.isEmpty()) {
                        h2 = connect();
                        if (h2.isEmpty()) {
                            writes.add(new Write(comment, userId, slug, body, Write.Outcome.REFUSED, 0, 0));
                            continue;
                        }
                    }
                    Write write = sendH2(h2.get(), comment, userId, slug, body, path, token, json);
                    if (write.outcome() != Write.Outcome.ACKNOWLEDGED && write.outcome() != Write.Outcome.REJECTED) {
                        h2.get().close();
                        h2 = Optional.empty();
                    }
                    writes.add(write);
                    continue;
                }
                byte[] request = ("POST " + path + " HTTP/1.1\r\nHost: " + http.authority()
                                + "\r\nAuthorization: Token " + token
                                + "\r\nContent-Type: application/json\r\nContent-Length: " + json.length()
                                + "\r\nConnection: close\r\n\r\n" + json)
                        .getBytes(StandardCharsets.UTF_8);
                int[] status = new int[1];
                Write.Outcome outcome = send(request, status);
                writes.add(new Write(
                        comment, userId, slug, body, outcome, status[0], status[0] == 0 ? 0 : System.nanoTime()));
            }
        } finally {
            h2.ifPresent(H2Connection::close);
        }
    }

    private Optional<H2Connection> connect() {
        try {
            return Optional.of(H2Connection.open(server));
        } catch (IOException refused) {
            pause();
            return Optional.empty();
        }
    }

    /** One write on its own stream: a stream the server never answered (reset, refused by GOAWAY, or lost) is unanswered. */
    private static Write sendH2(
            H2Connection h2,
            boolean comment,
            int userId,
            String slug,
            String body,
            String path,
            String token,
            String json) {
        H2Answer answer = h2.exchange(
                "POST",
                path,
                HttpFields.build().put("authorization", "Token " + token).put("content-type", "application/json"),
                Optional.of(json.getBytes(StandardCharsets.UTF_8)));
        Write.Outcome outcome = answer.status() == 0 || !answer.ended()
                ? Write.Outcome.UNANSWERED
                : answer.status() == 200 ? Write.Outcome.ACKNOWLEDGED : Write.Outcome.REJECTED;
        return new Write(
                comment, userId, slug, body, outcome, answer.status(), answer.status() == 0 ? 0 : System.nanoTime());
    }

    private Write.Outcome send(byte[] request, int[] status) {
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
                status[0] = connection.read().status();
                return status[0] == 200 ? Write.Outcome.ACKNOWLEDGED : Write.Outcome.REJECTED;
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
