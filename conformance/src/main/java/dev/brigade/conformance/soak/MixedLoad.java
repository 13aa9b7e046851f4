package dev.brigade.conformance.soak;

import dev.brigade.conformance.h2.H2Answer;
import dev.brigade.conformance.h2.H2Connection;
import dev.brigade.conformance.profiles.Protocol;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.http.HttpFields;

/**
 * A steady mix for the soak: each client walks plaintext, a 4 KiB echo, the menu, a short stream,
 * a Conduit page and (one time in ten) a comment, on a kept-alive connection it replaces every 50
 * requests, so connections come and go as well. An h2c client does the same on h2c connections, a
 * stream per request.
 */
final class MixedLoad {

    private static final int PER_CONNECTION = 50;

    private final RawHttp http;
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final AtomicLong answered = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final List<Thread> clients = new ArrayList<>();
    private final String token = new ConduitSeed().user(7).token();

    private final URI server;

    private MixedLoad(URI server) {
        this.http = new RawHttp(server);
        this.server = server;
    }

    /** {@code clients} clients, taking the protocols in turn (with both, half speak HTTP/1.1 and half h2c). */
    static MixedLoad start(URI server, int clients, List<Protocol> protocols) {
        MixedLoad load = new MixedLoad(server);
        for (int c = 0; c < clients; c++) {
            int client = c;
            Protocol protocol = protocols.get(c % protocols.size());
            load.clients.add(Thread.ofVirtual().name("soak-" + c).start(() -> load.run(client, protocol)));
        }
        return load;
    }

    long answered() {
        return answered.get();
    }

    long failed() {
        return failed.get();
    }

    void stop() throws InterruptedException {
        running.set(false);
        for (Thread client : clients) {
            client.join();
        }
    }

    private void run(int client, Protocol protocol) {
        byte[] payload = new byte[4096];
        long n = 0;
        while (running.get()) {
            if (protocol == Protocol.H2C) {
                n = runH2(client, n, payload);
                continue;
            }
            try (RawConnection connection = http.connect()) {
                for (int i = 0; i < PER_CONNECTION && running.get(); i++, n++) {
                    connection.send(request(client, n, payload));
                    RawResponse response = connection.read();
                    (response.status() / 100 == 2 ? answered : failed).incrementAndGet();
                }
            } catch (IOException e) {
                failed.incrementAndGet();
            }
        }
    }

    /** One h2c connection's requests, a stream each; returns the next request's number. */
    private long runH2(int client, long n, byte[] payload) {
        try (H2Connection h2 = H2Connection.open(server)) {
            for (int i = 0; i < PER_CONNECTION && running.get(); i++, n++) {
                H2Answer answer = switch ((int) (n % 10)) {
                    case 0, 5 -> h2.get("/plaintext");
                    case 1, 6 ->
                        h2.exchange(
                                "POST",
                                "/echo",
                                HttpFields.build().put("content-type", "application/octet-stream"),
                                Optional.of(payload));
                    case 2, 7 -> h2.get("/menu");
                    case 3 -> h2.get("/sse?datastar=%7B%22count%22%3A3%7D");
                    case 4, 8 -> h2.get("/api/articles?limit=5&offset=" + (n % 900));
                    default ->
                        h2.exchange(
                                "POST",
                                "/api/articles/article-05" + (10 + client % 10) + "/comments",
                                HttpFields.build()
                                        .put("authorization", "Token " + token)
                                        .put("content-type", "application/json"),
                                Optional.of(("{\"comment\":{\"body\":\"soak h2c " + client + " " + n + "\"}}")
                                        .getBytes(StandardCharsets.UTF_8)));
                };
                (answer.status() / 100 == 2 && answer.ended() ? answered : failed).incrementAndGet();
            }
        } catch (IOException e) {
            failed.incrementAndGet();
            n++;
        }
        return n;
    }

    private byte[] request(int client, long n, byte[] payload) {
        String host = "Host: " + http.authority() + "\r\n";
        return switch ((int) (n % 10)) {
            case 0, 5 -> http.request("GET", "/plaintext", "");
            case 1, 6 -> http.request("POST", "/echo", "application/octet-stream", payload);
            case 2, 7 -> http.request("GET", "/menu", "");
            case 3 -> http.request("GET", "/sse?datastar=%7B%22count%22%3A3%7D", "");
            case 4, 8 -> http.request("GET", "/api/articles?limit=5&offset=" + (n % 900), "");
            default -> {
                String json = "{\"comment\":{\"body\":\"soak " + client + " " + n + "\"}}";
                yield ("POST /api/articles/article-05" + (10 + client % 10) + "/comments HTTP/1.1\r\n" + host
                                + "Authorization: Token " + token
                                + "\r\nContent-Type: application/json\r\nContent-Length: "
                                + json.length() + "\r\n\r\n" + json)
                        .getBytes(StandardCharsets.UTF_8);
            }
        };
    }
}
