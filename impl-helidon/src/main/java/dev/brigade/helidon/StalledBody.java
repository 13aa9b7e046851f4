package dev.brigade.helidon;

import io.helidon.http.HttpException;
import io.helidon.http.RequestException;
import io.helidon.http.Status;
import io.helidon.webserver.ListenerConfig;
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
 * HTTP/2 only counts what the handler reads), else Helidon's status for a broken body, or 400. The
 * refusal closes an HTTP/1.1 connection, or Helidon would read the rest as the next request (CONTRACT §5.5).
 *
 * <p>Over HTTP/2 a body that brings no byte for {@code server.idle-connection-timeout} (the contract's
 * idle bound) is interrupted and answered 408: Helidon 4.5.0 parks the handler in {@code
 * Http2ServerStream.readEntityFromPipeline} with no timeout, even after the client hung up
 * (docs/results/20261203-helidon-h2-hangup). The check runs on the JDK's delay scheduler; this
 * object's lock keeps its interrupt from landing once the read is done.
 */
public final class StalledBody {

    private final Thread reader = Thread.currentThread();
    private final long stallNanos;
    private volatile long lastProgress = System.nanoTime();
    private boolean done;
    private boolean stalled;

    private StalledBody(Duration stall) {
        this.stallNanos = stall.toNanos();
    }

    /** The whole body, or null when the exchange has been answered (refused or broken). */
    public static byte[] read(ServerRequest request, ServerResponse response) {
        try {
            ListenerConfig listener = request.listenerContext().config();
            long limit = listener.maxPayloadSize();
            if (limit >= 0 && request.headers().contentLength().orElse(0) > limit) {
                throw new HttpException("a body past " + limit + " bytes", Status.REQUEST_ENTITY_TOO_LARGE_413);
            } else if (!request.content().hasEntity()) {
                return new byte[0];
            }
            return RequestRules.isHttp2(request.prologue())
                    ? new StalledBody(listener.idleConnectionTimeout()).readAll(request)
                    : request.content().as(byte[].class);
        } catch (RuntimeException broken) {
            if (!response.isSent()) {
                RequestRules.refuse(request.prologue(), response, status(broken), "");
            }
            // HTTP/1.1: RequestRules closes after the refusal's Connection: close. HTTP/2: Helidon's stream
            // reads and drops the rest of the body, so no RST_STREAM (README.md).
            return null;
        }
    }

    private static Status status(RuntimeException failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof RequestException helidon) {
                return helidon.status();
            } else if (cause instanceof HttpException helidon) {
                return helidon.status();
            }
        }
        return Status.BAD_REQUEST_400;
    }

    /** Helidon's stream to its end: interrupted by {@link #check}, Helidon's read ends the entity early. */
    private byte[] readAll(ServerRequest request) {
        InputStream in = request.content().inputStream();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[16 * 1_024];
        check();
        try {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                out.write(buffer, 0, n);
                lastProgress = System.nanoTime();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            synchronized (this) {
                done = true;
            }
            Thread.interrupted(); // one that came as the last read ended must not reach the answer's write
        }
        long announced = request.headers().contentLength().orElse(-1);
        if (stalled || announced >= 0 && out.size() != announced) {
            String of = announced >= 0 ? " of " + announced : "";
            throw new HttpException("the body stopped after " + out.size() + " bytes" + of, Status.REQUEST_TIMEOUT_408);
        }
        return out.toByteArray();
    }

    /** Interrupts the reader once nothing came for the stall; else looks again a stall later. */
    private synchronized void check() {
        if (done) {
            return;
        }
        if (System.nanoTime() - lastProgress >= stallNanos) {
            stalled = true;
            reader.interrupt();
        } else {
            CompletableFuture.delayedExecutor(stallNanos, TimeUnit.NANOSECONDS).execute(this::check);
        }
    }
}
