package dev.brigade.conformance.robustness;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * One raw client connection for a case: sends bytes as given and watches what comes back, with short
 * timeouts so that the whole profile stays quick.
 */
public final class Wire implements AutoCloseable {

    /** How long to wait for a first or next byte before deciding the server is silent. */
    static final Duration QUIET = Duration.ofMillis(2_000);
    /** Once every awaited answer is in, how long to wait for the server to close. */
    static final Duration CLOSE_GRACE = Duration.ofMillis(250);

    private static final int POLL_MILLIS = 50;

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();
    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private boolean closed;

    Wire(String host, int port) throws IOException {
        socket = new Socket();
        socket.connect(new InetSocketAddress(host, port), 2_000);
        socket.setSoTimeout(POLL_MILLIS);
        socket.setTcpNoDelay(true);
        in = socket.getInputStream();
        out = socket.getOutputStream();
    }

    /** Sends what it can; a server that already closed is not an error here (its answer is still read). */
    void send(byte[] bytes) {
        sent.writeBytes(bytes);
        try {
            out.write(bytes);
            out.flush();
        } catch (IOException closedEarly) {
            // the answer, if any, is read by watch
        }
    }

    /**
     * Sends a large body from another thread, so that a server which stops reading (as it should,
     * past a limit) cannot block the kit; closing the wire ends the write.
     */
    void sendInBackground(byte[] bytes) {
        sent.writeBytes(bytes.length > 4096 ? java.util.Arrays.copyOf(bytes, 4096) : bytes);
        Thread.ofVirtual().start(() -> {
            try {
                out.write(bytes);
                out.flush();
            } catch (IOException closedEarly) {
                // expected once the server refuses
            }
        });
    }

    void send(String latin1) {
        send(latin1.getBytes(StandardCharsets.ISO_8859_1));
    }

    byte[] sent() {
        return sent.toByteArray();
    }

    /**
     * Reads until the server closes, or {@code answers} responses are whole and {@link #CLOSE_GRACE}
     * passes without a close, or {@code quiet} passes without a byte.
     */
    Observed watch(int answers, Duration quiet) {
        long lastByte = System.nanoTime();
        long allIn = 0;
        byte[] buffer = new byte[64 * 1024];
        while (!closed) {
            try {
                int n = in.read(buffer);
                if (n < 0) {
                    closed = true;
                    break;
                }
                received.write(buffer, 0, n);
                lastByte = System.nanoTime();
                if (received.size() > 4 * 1024 * 1024) {
                    break;
                }
            } catch (SocketTimeoutException nothingYet) {
                // poll again
            } catch (IOException reset) {
                closed = true;
                break;
            }
            byte[] bytes = received.toByteArray();
            Responses seen = Responses.parse(bytes, bytes.length, false);
            long now = System.nanoTime();
            if (seen.garbage()) {
                break;
            }
            if (seen.complete() >= answers
                    && seen.statuses().stream().filter(s -> s >= 200).count() >= answers) {
                allIn = allIn == 0 ? now : allIn;
                if (now - allIn > CLOSE_GRACE.toNanos()) {
                    break;
                }
            } else if (now - lastByte > quiet.toNanos()) {
                break;
            }
        }
        byte[] bytes = received.toByteArray();
        Responses seen = Responses.parse(bytes, bytes.length, closed);
        return new Observed(seen.statuses(), closed, seen.garbage(), bytes);
    }

    Observed watch(int answers) {
        return watch(answers, QUIET);
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already gone
        }
    }
}
