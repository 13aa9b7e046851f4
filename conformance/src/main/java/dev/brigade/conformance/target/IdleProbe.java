package dev.brigade.conformance.target;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A connection opened when the run starts that never sends a byte, watched in the background until
 * the server closes it. The check of the idle timeout then costs the run nothing when the server
 * closed it while the other checks ran.
 */
public final class IdleProbe implements AutoCloseable {

    private final Optional<Socket> socket;
    private final long openedAt;
    private final CompletableFuture<Duration> closed = new CompletableFuture<>();
    private final Optional<String> failure;

    private IdleProbe(Optional<Socket> socket, Optional<String> failure) {
        this.socket = socket;
        this.failure = failure;
        this.openedAt = System.nanoTime();
        socket.ifPresent(s -> Thread.ofVirtual().name("idle-probe").start(() -> watch(s)));
    }

    /** No probe: a run in TLS mode, whose port speaks no plain HTTP. */
    public static IdleProbe none() {
        return new IdleProbe(Optional.empty(), Optional.of("no silent connection in TLS mode"));
    }

    public static IdleProbe open(URI baseUri) {
        Socket socket = new Socket();
        try {
            socket.connect(
                    new InetSocketAddress(baseUri.getHost(), baseUri.getPort()), (int) RawHttp.TIMEOUT.toMillis());
            return new IdleProbe(Optional.of(socket), Optional.empty());
        } catch (IOException e) {
            return new IdleProbe(
                    Optional.empty(), Optional.of("could not open the silent connection: " + e.getMessage()));
        }
    }

    private void watch(Socket s) {
        try (InputStream in = s.getInputStream()) {
            while (in.read() != -1) {
                // a 408 or the like before the close is allowed
            }
        } catch (IOException resetOrClosedByUs) {
            // a reset closes it too
        }
        closed.complete(Duration.ofNanos(System.nanoTime() - openedAt));
    }

    /** How long after opening the server closed it, waiting until {@code limit} after opening at most; empty if still open. */
    public Optional<Duration> awaitClose(Duration limit) {
        long left = openedAt + limit.toNanos() - System.nanoTime();
        try {
            return Optional.of(closed.get(Math.max(0, left), TimeUnit.NANOSECONDS));
        } catch (TimeoutException stillOpen) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (ExecutionException impossible) {
            return Optional.empty();
        }
    }

    public Optional<String> failure() {
        return failure;
    }

    @Override
    public void close() {
        socket.ifPresent(s -> {
            try {
                s.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        });
    }
}
