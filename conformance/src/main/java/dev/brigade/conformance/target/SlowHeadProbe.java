package dev.brigade.conformance.target;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A client that sends a request head one byte a second and never finishes it (CONTRACT.md §2.14),
 * started when the run starts and judged near its end, so the check costs the run nothing. It
 * records whether the server answered (with which status) or closed, and when.
 */
public final class SlowHeadProbe implements AutoCloseable {

    /** The rule's 10 s from the first byte, and a margin for a loaded machine. */
    public static final Duration LIMIT = Duration.ofSeconds(15);

    /** How the slow head ended: {@code ended} false if it was still being read at the limit. */
    public record Outcome(boolean ended, OptionalInt status, Duration after) {}

    private final Optional<Socket> socket;
    private final Optional<String> failure;
    private final long firstByteAt;
    private final CompletableFuture<Outcome> outcome = new CompletableFuture<>();

    private SlowHeadProbe(Optional<Socket> socket, Optional<String> failure) {
        this.socket = socket;
        this.failure = failure;
        this.firstByteAt = System.nanoTime();
        socket.ifPresent(s -> {
            Thread.ofVirtual().name("slow-head-writer").start(() -> write(s));
            Thread.ofVirtual().name("slow-head-reader").start(() -> watch(s));
        });
    }

    /** No probe: a run in TLS mode, whose port speaks no plain HTTP. */
    public static SlowHeadProbe none() {
        return new SlowHeadProbe(Optional.empty(), Optional.of("no slow head in TLS mode"));
    }

    public static SlowHeadProbe open(URI baseUri) {
        Socket socket = new Socket();
        try {
            socket.connect(
                    new InetSocketAddress(baseUri.getHost(), baseUri.getPort()), (int) RawHttp.TIMEOUT.toMillis());
            socket.setTcpNoDelay(true);
            return new SlowHeadProbe(Optional.of(socket), Optional.empty());
        } catch (IOException e) {
            return new SlowHeadProbe(
                    Optional.empty(), Optional.of("could not open the slow connection: " + e.getMessage()));
        }
    }

    /** One byte a second of a head that never ends: a request line, then a header value that goes on. */
    private void write(Socket s) {
        byte[] head = "GET /plaintext HTTP/1.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                .getBytes(StandardCharsets.US_ASCII);
        try {
            OutputStream out = s.getOutputStream();
            for (int i = 0; !outcome.isDone() && i < head.length; i++) {
                out.write(head[i]);
                out.flush();
                Thread.sleep(1000);
            }
        } catch (IOException | InterruptedException closed) {
            // the server closed it, or the run ended
        }
    }

    private void watch(Socket s) {
        OptionalInt status = OptionalInt.empty();
        try {
            s.setSoTimeout((int) (LIMIT.toMillis() + 5_000));
            InputStream in = s.getInputStream();
            byte[] start = in.readNBytes(12);
            if (start.length == 12 && new String(start, StandardCharsets.US_ASCII).startsWith("HTTP/1.")) {
                status = OptionalInt.of(Integer.parseInt(new String(start, 9, 3, StandardCharsets.US_ASCII)));
            }
        } catch (IOException | NumberFormatException resetOrClosedOrTimedOut) {
            // a reset ends it as well
        }
        outcome.complete(new Outcome(true, status, Duration.ofNanos(System.nanoTime() - firstByteAt)));
    }

    /** The outcome, waiting until {@code limit} after the first byte at most. */
    public Outcome await(Duration limit) {
        long left = firstByteAt + limit.toNanos() - System.nanoTime();
        try {
            Outcome ended = outcome.get(Math.max(0, left), TimeUnit.NANOSECONDS);
            return ended.after().compareTo(limit) <= 0 ? ended : new Outcome(false, OptionalInt.empty(), ended.after());
        } catch (TimeoutException stillReading) {
            return new Outcome(false, OptionalInt.empty(), limit);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(false, OptionalInt.empty(), limit);
        } catch (ExecutionException impossible) {
            return new Outcome(false, OptionalInt.empty(), limit);
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
