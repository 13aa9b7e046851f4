package dev.brigade.conformance.reference;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;
import java.util.zip.GZIPOutputStream;

/**
 * One client connection on its own thread: read a request, answer it, repeat while keep-alive
 * holds. A refused request is answered and the connection closed after draining what the client
 * still sends, so the answer is not lost to a reset.
 */
final class HttpConnection implements Runnable {

    private static final Duration DRAIN = Duration.ofSeconds(1);

    private final Socket socket;
    private final ReferenceServer.Options options;
    private final Routes routes;
    private final HttpDate date;
    private final Set<Fault> faults;
    private final BooleanSupplier stopping;
    private final IntSupplier refusal;
    /**
     * Between requests, serving one, or closed by a stopping server. One atomic value, so that a drain's
     * close and a request's start cannot both win: a request read just as the server closes is dropped
     * unapplied, never applied and then cut off from its answer.
     */
    private enum Phase {
        IDLE,
        BUSY,
        CLOSED
    }

    private final AtomicReference<Phase> phase = new AtomicReference<>(Phase.IDLE);
    private volatile boolean
            leftOpen; // fault CLIENT_CLOSED_CONNECTIONS_KEPT: the client closed first, the socket stays

    /** @param refusal the status a draining server refuses writes with, 0 while it serves them */
    HttpConnection(
            Socket socket,
            ReferenceServer.Options options,
            Routes routes,
            HttpDate date,
            BooleanSupplier stopping,
            IntSupplier refusal) {
        this.refusal = refusal;
        this.socket = socket;
        this.options = options;
        this.routes = routes;
        this.date = date;
        this.faults = options.faults();
        this.stopping = stopping;
    }

    @Override
    public void run() {
        try {
            socket.setSoTimeout(
                    faults.contains(Fault.IDLE_NEVER_CLOSED)
                            ? 0
                            : (int) options.readTimeout().toMillis());
            socket.setTcpNoDelay(true);
            var in = new BufferedInputStream(socket.getInputStream(), 16 * 1_024);
            var writer = new ResponseWriter(
                    new BufferedOutputStream(socket.getOutputStream(), 16 * 1_024),
                    date,
                    !faults.contains(Fault.NO_DATE_HEADER));
            var reader = new RequestReader(in, options.maxHeadBytes(), faults);
            serve(in, reader, writer);
        } catch (IOException e) {
            // the client went away or timed out: nothing to answer
        } finally {
            phase.set(Phase.CLOSED);
            if (!leftOpen) {
                forceClose();
            }
        }
    }

    /** Fault CLIENT_CLOSED_CONNECTIONS_KEPT: whether this connection ended with its socket open, the descriptor leaked. */
    boolean leftOpen() {
        return leftOpen;
    }

    private void serve(InputStream in, RequestReader reader, ResponseWriter writer) throws IOException {
        while (awaitRequest(in)) {
            HttpRequest request;
            try {
                request = read(reader, writer);
            } catch (HttpError e) {
                int status = e.status == 431 && faults.contains(Fault.HEADERS_TOO_LARGE_400) ? 400 : e.status;
                if (!e.close) {
                    writer.write(HttpResponse.text(status, e.getMessage()), false);
                    continue;
                }
                writer.write(HttpResponse.text(status, e.getMessage()), true);
                drainAndClose(in);
                return;
            }
            if (faults.contains(Fault.PIPELINE_OUT_OF_ORDER) && in.available() > 0) {
                HttpRequest first = request;
                try {
                    request = read(reader, writer);
                } catch (HttpError e) {
                    return;
                }
                writer.write(respond(request), false);
                request = first;
            }
            boolean http10KeptAlive = faults.contains(Fault.HTTP10_KEPT_ALIVE)
                    && request.version().equals("HTTP/1.0")
                    && request.header("Connection")
                            .map(v -> !v.equalsIgnoreCase("close"))
                            .orElse(true);
            boolean keepAlive = (request.keepAlive() || http10KeptAlive)
                    && !faults.contains(Fault.KEEP_ALIVE_IGNORED)
                    && !stopping.getAsBoolean();
            boolean head = request.method().equals("HEAD") && !faults.contains(Fault.HEAD_405);
            int refusing = refusal.getAsInt();
            if (refusing == -1 && request.method().equals("POST")) {
                respond(request);
                return; // fault DRAIN_CLOSES_AT_ONCE: the write is done, its answer never sent
            }
            HttpResponse response = refusing != 0 && request.method().equals("POST")
                    ? HttpResponse.text(refusing, "draining") // the write is not done
                    : compressIfAsked(request, respond(head ? request.asGet() : request));
            if (response.status() == 404 && faults.contains(Fault.NOT_FOUND_CLOSE_DELIMITED)) {
                writer.writeUntilClose(response);
                return;
            }
            if (head && faults.contains(Fault.HEAD_NO_CONTENT_LENGTH) && !response.isStreamed()) {
                writer.writeHeadWithoutLength(response, !keepAlive);
            } else {
                writer.write(
                        head && faults.contains(Fault.HEAD_CONTENT_LENGTH_ZERO) ? withoutBody(response) : response,
                        !keepAlive,
                        head);
            }
            phase.set(Phase.IDLE);
            if (faults.contains(Fault.PIPELINED_BYTES_DROPPED)) {
                in.skipNBytes(in.available()); // what came with this request, after it, is lost
            }
            if (!keepAlive) {
                if (faults.contains(Fault.CLOSE_IGNORED) && request.asksClose()) {
                    // the broken server: the connection stays open until the client closes it
                    socket.setSoTimeout(0);
                    in.transferTo(OutputStream.nullOutputStream());
                }
                return;
            }
        }
    }

    /** The route's answer; a bug in a route is one 500 for that request, not a dead connection thread. */
    private HttpResponse respond(HttpRequest request) {
        try {
            return routes.handle(request);
        } catch (RuntimeException e) {
            System.err.println("reference-server: " + request.method() + " " + request.path() + " failed: " + e);
            return HttpResponse.text(500, "Internal Server Error");
        }
    }

    /** Fault {@link Fault#HEAD_CONTENT_LENGTH_ZERO}: the length of what a HEAD answer sends, not of GET's body. */
    private static HttpResponse withoutBody(HttpResponse response) {
        return response.isStreamed()
                ? response
                : new HttpResponse(
                        response.status(), response.contentType(), new byte[0], null, response.extraHeaders());
    }

    /** Fault {@link Fault#GZIP_WHEN_ASKED}: the contract says no compression, whatever the client offers. */
    private HttpResponse compressIfAsked(HttpRequest request, HttpResponse response) throws IOException {
        boolean offered =
                request.header("Accept-Encoding").map(v -> v.contains("gzip")).orElse(false);
        if (!faults.contains(Fault.GZIP_WHEN_ASKED) || !offered || response.isStreamed()) {
            return response;
        }
        var zipped = new ByteArrayOutputStream();
        try (var gzip = new GZIPOutputStream(zipped)) {
            gzip.write(response.body());
        }
        return new HttpResponse(
                        response.status(), response.contentType(), zipped.toByteArray(), null, response.extraHeaders())
                .withHeader("Content-Encoding", "gzip");
    }

    private HttpRequest read(RequestReader reader, ResponseWriter writer) throws IOException, HttpError {
        try {
            HttpRequest head = reader.readHead();
            return head.withBody(reader.readBody(head, routes.bodyLimit(head), writer::writeContinue));
        } catch (RuntimeException e) {
            // a bug in reading (the faults' array bounds, a negative length) is a 500, as a route's is
            throw new HttpError(500, "Internal Server Error: " + e, true);
        }
    }

    /** Blocks until a request starts; false at a clean end of stream. */
    private boolean awaitRequest(InputStream in) throws IOException {
        in.mark(1);
        if (in.read() < 0) {
            leftOpen = faults.contains(Fault.CLIENT_CLOSED_CONNECTIONS_KEPT);
            return false;
        }
        in.reset();
        // BUSY already after an answer that kept the connection open mid-request (an error that does not close)
        Phase now = phase.get();
        return now != Phase.CLOSED
                && phase.compareAndSet(now, Phase.BUSY); // false: the server closed us first; the request is not read
    }

    /** Stops sending, then reads and drops whatever is still coming for a moment before closing. */
    private void drainAndClose(InputStream in) throws IOException {
        socket.shutdownOutput();
        socket.setSoTimeout((int) DRAIN.toMillis());
        long deadline = System.nanoTime() + DRAIN.toNanos();
        byte[] sink = new byte[16 * 1_024];
        while (System.nanoTime() < deadline && in.read(sink) >= 0) {
            // discard
        }
    }

    /** Closes the connection when it is between requests; a request in flight finishes first. */
    void closeIfIdle() {
        if (phase.compareAndSet(Phase.IDLE, Phase.CLOSED)) {
            forceClose();
        }
    }

    void forceClose() {
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
    }
}
