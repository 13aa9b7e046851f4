package dev.brigade.conformance.tls;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;

/**
 * A plain socket that keeps the first bytes the server sends on it. A TLS socket layered on it
 * reads through {@link #getInputStream()}, so the handshake's plain-text records (the ServerHello)
 * can be read as the server sent them, not as the JDK's client reports them.
 */
public final class RecordingSocket extends Socket {

    /** Enough for a ServerHello, a HelloRetryRequest and the records after them. */
    private static final int KEEP = 64 * 1024;

    private final ByteArrayOutputStream inbound = new ByteArrayOutputStream();
    private InputStream in;

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            in = new FilterInputStream(super.getInputStream()) {
                @Override
                public int read() throws IOException {
                    int b = super.read();
                    if (b >= 0) {
                        keep(new byte[] {(byte) b}, 0, 1);
                    }
                    return b;
                }

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    int n = super.read(buffer, offset, length);
                    if (n > 0) {
                        keep(buffer, offset, n);
                    }
                    return n;
                }
            };
        }
        return in;
    }

    private synchronized void keep(byte[] bytes, int offset, int length) {
        int room = KEEP - inbound.size();
        if (room > 0) {
            inbound.write(bytes, offset, Math.min(room, length));
        }
    }

    /** What the server sent so far (its first 64 KiB). */
    public synchronized byte[] inbound() {
        return inbound.toByteArray();
    }
}
