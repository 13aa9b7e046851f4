package dev.brigade.conformance.robustness;

import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;

/** After a case: does the server still answer {@code GET /plaintext} with 200 on a new connection? */
final class Liveness {

    /** A server busy finishing a refused request gets this long to come back. */
    private static final Duration PATIENCE = Duration.ofSeconds(3);

    private final RawHttp http;

    Liveness(Setting setting) {
        this.http = new RawHttp(URI.create("http://" + setting.authority()));
    }

    /** Empty when it answers; otherwise what went wrong. */
    Optional<String> check() {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        String last = "";
        do {
            try (RawConnection connection = http.connect()) {
                connection.send(http.request("GET", "/plaintext", ""));
                RawResponse response = connection.read();
                if (response.status() == 200) {
                    return Optional.empty();
                }
                last = "GET /plaintext answered " + response.status();
            } catch (IOException e) {
                last = "GET /plaintext on a new connection: " + e.getMessage();
            }
            sleep();
        } while (System.nanoTime() < deadline);
        return Optional.of(last);
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
