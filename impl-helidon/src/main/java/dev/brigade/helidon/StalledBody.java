package dev.brigade.helidon;

import io.helidon.http.HttpException;
import io.helidon.http.RequestException;
import io.helidon.http.Status;
import io.helidon.webserver.CloseConnectionException;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A request body read whole, or refused: 413 when announced past {@code max-payload-size} (Helidon's
 * HTTP/2 only counts what the handler reads), and a body that breaks while read answered with
 * Helidon's status, else 400. Over HTTP/1.1 the connection then ends: Helidon would read the rest
 * of the body as the next request (CONTRACT §5.5). Over HTTP/2 only the stream ends.
 *
 * <p>Over HTTP/2 a read that brings no byte for {@code stall} interrupts the reader: Helidon 4.5.0
 * parks a stream's handler in {@code Http2ServerStream.readEntityFromPipeline} with no timeout and
 * never wakes it when the client hangs up (docs/results/20261203-helidon-h2-hangup). The check runs
 * on the JDK's delay scheduler, not a thread of ours, and interrupts only during Helidon's read.
 */
public final class StalledBody {

    /** How long a body may bring no byte: the contract's idle bound (application.yaml's idle timeout). */
    public static final Duration STALL = Duration.ofSeconds(10);

    /** The body stopped coming for the whole stall, or ended short of its Content-Length. */
    static final class StalledException extends RuntimeException {
        StalledException(String message) {
            super(message, null, false, false);
        }
    }

    private final InputStream in;
    private final Thread reader = Thread.currentThread();
    private final long stallNanos;
    private final Object lock = new Object();
    private long lastProgress = System.nanoTime();
    private boolean reading;
    private boolean done;
    private boolean interrupted;

    private StalledBody(InputStream in, Duration stall) {
        this.in = in;
        this.stallNanos = stall.toNanos();
    }

    /**
     * The whole body, or null when the exchange has been answered (refused or broken). Over HTTP/2 a
     * read that brings nothing for {@code stall} is 408, as is a body shorter than announced.
     */
    public static byte[] read(ServerRequest request, ServerResponse response, Duration stall) {
        long limit = request.listenerContext().config().maxPayloadSize();
        if (limit >= 0 && request.headers().contentLength().orElse(0) > limit) {
            return refused(
                    request,
                    response,
                    Status.REQUEST_ENTITY_TOO_LARGE_413,
                    "the announced body is past " + limit + " bytes",
                    null);
        }
        try {
            return readAll(request, stall);
        } catch (RuntimeException broken) {
            return refused(
                    request, response, status(broken), "the request body was broken: " + broken.getMessage(), broken);
        }
    }

    private static byte[] readAll(ServerRequest request, Duration stall) {
        if (!request.content().hasEntity()) {
            return new byte[0];
        }
        if (!RequestRules.isHttp2(request.prologue())) {
            return request.content().as(byte[].class);
        }
        StalledBody body = new StalledBody(request.content().inputStream(), stall);
        byte[] bytes = body.readWatched();
        long announced = request.headers().contentLength().orElse(-1);
        if (body.interrupted || announced >= 0 && bytes.length != announced) {
            throw new StalledException(
                    "the body stopped after " + bytes.length + " bytes" + (announced >= 0 ? " of " + announced : ""));
        }
        return bytes;
    }

    private static Status status(RuntimeException failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StalledException) {
                return Status.REQUEST_TIMEOUT_408;
            }
            if (cause instanceof RequestException helidon) {
                return helidon.status();
            }
            if (cause instanceof HttpException helidon) {
                return helidon.status();
            }
        }
        return Status.BAD_REQUEST_400;
    }

    /**
     * Over HTTP/1.1 the connection ends after the answer. Over HTTP/2, once the handler returns,
     * Helidon's stream reads and drops the rest of the body up to the client's END_STREAM, before any
     * hook could reset it, so no RST_STREAM(NO_ERROR) is sent (README.md).
     */
    private static byte[] refused(
            ServerRequest request, ServerResponse response, Status status, String why, Throwable cause) {
        if (!response.isSent()) {
            RequestRules.refuse(request.prologue(), response, status, "");
        }
        if (!RequestRules.isHttp2(request.prologue())) {
            throw new CloseConnectionException(why, cause);
        }
        return null;
    }

    private byte[] readWatched() {
        schedule();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[16 * 1_024];
        try {
            while (true) {
                int n = readOnce(buffer);
                if (n < 0) {
                    return out.toByteArray();
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            synchronized (lock) {
                done = true;
            }
        }
    }

    private int readOnce(byte[] buffer) throws IOException {
        synchronized (lock) {
            if (interrupted) {
                return -1;
            }
            reading = true;
        }
        try {
            return in.read(buffer);
        } finally {
            synchronized (lock) {
                reading = false;
                lastProgress = System.nanoTime();
                if (interrupted) {
                    // Helidon swallows the interrupt it woke on; one that came as the read ended is cleared here
                    Thread.interrupted();
                }
            }
        }
    }

    private void schedule() {
        CompletableFuture.delayedExecutor(stallNanos, TimeUnit.NANOSECONDS).execute(this::check);
    }

    private void check() {
        synchronized (lock) {
            if (done) {
                return;
            }
            if (reading && System.nanoTime() - lastProgress >= stallNanos) {
                interrupted = true;
                reader.interrupt();
                return;
            }
        }
        schedule();
    }
}
