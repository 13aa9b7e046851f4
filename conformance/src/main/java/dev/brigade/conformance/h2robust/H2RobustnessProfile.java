package dev.brigade.conformance.h2robust;

import dev.brigade.conformance.h2robust.FrameClient.StreamState;
import dev.brigade.conformance.h2robust.H2Case.Outcome;
import dev.brigade.conformance.robustness.Level;
import dev.brigade.conformance.robustness.Setting;
import dev.brigade.conformance.robustness.Verdict;
import dev.brigade.conformance.run.IdGlob;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Runs the HTTP/2 robustness cases one after another, each on its own connections, each within a
 * deadline (past it, its sockets are closed and it fails as hung), and after each one checks that
 * the server still serves {@code GET /plaintext} on a fresh h2c connection and on a fresh HTTP/1.1
 * one: a case that kills or wedges the server fails as such, whatever the case itself saw.
 */
public final class H2RobustnessProfile {

    public static final String PREFIX = "robust.h2.";
    /** A case waits at most a few {@link FrameClient#PATIENCE}s; past this it is hung. */
    static final Duration DEADLINE = Duration.ofSeconds(25);
    /** A server busy with the end of a flood gets this long to serve a fresh connection again. */
    private static final Duration LIVENESS = Duration.ofSeconds(3);

    private final Setting setting;

    public H2RobustnessProfile(Setting setting) {
        this.setting = setting;
    }

    public static List<H2Case> selected(Optional<IdGlob> only) {
        return H2Cases.all().stream()
                .filter(c -> only.map(g -> g.matches(PREFIX + c.id())).orElse(true))
                .toList();
    }

    public List<H2CaseResult> run(Optional<IdGlob> only, Consumer<H2CaseResult> live) {
        List<H2CaseResult> results = new ArrayList<>();
        for (H2Case c : selected(only)) {
            H2CaseResult result = runOne(c);
            live.accept(result);
            results.add(result);
        }
        return results;
    }

    private H2CaseResult runOne(H2Case c) {
        String id = PREFIX + c.id();
        long start = System.nanoTime();
        Connections connections = new Connections(setting.host(), setting.port());
        CompletableFuture<Outcome> running = CompletableFuture.supplyAsync(
                () -> {
                    try {
                        return c.probe().run(connections);
                    } catch (IOException e) {
                        return Outcome.missed("could not talk to the server: " + e.getMessage());
                    } catch (Exception e) {
                        return Outcome.missed("the case broke: " + e);
                    }
                },
                runnable -> Thread.ofVirtual().name("h2-case-" + c.id()).start(runnable));
        Outcome outcome;
        try {
            outcome = running.get(DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            outcome = Outcome.missed("the case did not end within " + DEADLINE.toSeconds()
                    + " s (a write blocked on a server" + " that stopped reading, or a wait that did not end): hung");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            outcome = Outcome.missed("interrupted");
        } catch (ExecutionException e) {
            outcome = Outcome.missed("the case broke: " + e.getCause());
        } finally {
            connections.close();
        }
        Optional<String> dead = liveness();
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (dead.isPresent()) {
            return new H2CaseResult(
                    id,
                    c,
                    Verdict.FAIL,
                    "the server stopped serving after this case (killed or hung): " + dead.get() + "\nthe case saw: "
                            + outcome.observed(),
                    millis);
        }
        Verdict verdict = outcome.met() ? Verdict.PASS : c.level() == Level.MUST ? Verdict.FAIL : Verdict.WARN;
        return new H2CaseResult(id, c, verdict, outcome.observed(), millis);
    }

    /** Empty when a fresh h2c and a fresh HTTP/1.1 connection are both served; otherwise what went wrong. */
    Optional<String> liveness() {
        long deadline = System.nanoTime() + LIVENESS.toNanos();
        String last;
        do {
            last = h2c().or(this::http1).orElse("");
            if (last.isEmpty()) {
                return Optional.empty();
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        } while (System.nanoTime() < deadline);
        return Optional.of(last);
    }

    private Optional<String> h2c() {
        try (FrameClient c = FrameClient.open(setting.host(), setting.port())) {
            StreamState state = c.get("/plaintext");
            return Judge.servedWith(c, state, Judge.HELLO)
                    ? Optional.empty()
                    : Optional.of("h2c GET /plaintext on a fresh connection: " + Judge.describe(c, state));
        } catch (IOException e) {
            return Optional.of("h2c GET /plaintext on a fresh connection: " + e.getMessage());
        }
    }

    private Optional<String> http1() {
        RawHttp http = new RawHttp(URI.create("http://" + setting.authority()));
        try (RawConnection connection = http.connect()) {
            connection.send(http.request("GET", "/plaintext", ""));
            RawResponse response = connection.read();
            return response.status() == 200
                            && Judge.HELLO.equals(new String(response.body(), StandardCharsets.ISO_8859_1))
                    ? Optional.empty()
                    : Optional.of("HTTP/1.1 GET /plaintext answered " + response.status());
        } catch (IOException e) {
            return Optional.of("HTTP/1.1 GET /plaintext on a fresh connection: " + e.getMessage());
        }
    }
}
