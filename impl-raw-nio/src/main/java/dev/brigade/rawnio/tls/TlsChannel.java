package dev.brigade.rawnio.tls;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ByteChannel;
import java.nio.channels.GatheringByteChannel;
import java.nio.channels.SocketChannel;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;

/**
 * A non-blocking {@link SSLEngine} over a socket, driven by the socket's event loop: reads give
 * plaintext, writes take plaintext, and the handshake runs inside them as the bytes come.
 *
 * <pre>
 *   HANDSHAKE --engine done--> OPEN --close_notify or EOF--> (read gives -1)
 *   (unwrap what came, wrap and send what it asks, run its tasks inline: they are the key exchange's math)
 * </pre>
 *
 * Records are opened straight into the caller's buffer when it has room for a whole one, else into
 * a buffer of our own whose plaintext the next reads hand out first. Sealed bytes the socket did
 * not take wait in {@code sealed} ({@link #flush} sends them; the connection watches for write
 * readiness meanwhile). Each of the three buffers is borrowed from the loop's pool while it holds
 * something and given back when it is empty ({@link #releaseIdle}), so an idle connection holds none.
 */
public final class TlsChannel implements ByteChannel, GatheringByteChannel {
    /** Where the channel borrows its buffers, all {@link TlsContext#bufferBytes()} large. */
    public interface Buffers {
        ByteBuffer take();

        void give(ByteBuffer buffer);
    }

    private static final ByteBuffer EMPTY = ByteBuffer.allocate(0);

    private final SocketChannel socket;
    private final SSLEngine engine;
    private final Buffers buffers;
    private ByteBuffer opened; // plaintext waiting for the caller: read mode
    private ByteBuffer received; // sealed bytes from the socket: write mode
    private ByteBuffer sealed; // sealed bytes for the socket: write mode
    private boolean handshaken;
    private boolean inboundDone;
    /** The session's largest record's plaintext, read once the handshake is done: getSession() takes the engine's lock each call. */
    private int applicationBufferSize;
    /** write(ByteBuffer)'s one-buffer array, reused: the engine only reads it during the call. */
    private final ByteBuffer[] single = new ByteBuffer[1];

    public TlsChannel(SocketChannel socket, TlsContext context, Buffers buffers) throws SSLException {
        this.socket = socket;
        this.engine = context.newEngine();
        this.buffers = buffers;
        engine.beginHandshake();
    }

    /** Whether the handshake is done; then {@link #applicationProtocol()} is what ALPN agreed. */
    public boolean handshaken() {
        return handshaken;
    }

    /** The protocol ALPN agreed, or "" when the client offered none. */
    public String applicationProtocol() {
        String protocol = engine.getApplicationProtocol();
        return protocol == null ? "" : protocol;
    }

    /** Plaintext or whole sealed records are held here: a read may give more without the socket. */
    public boolean hasBufferedInput() {
        return (opened != null && opened.hasRemaining())
                || (received != null && received.position() > 0 && !inboundDone);
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        int given = giveOpened(dst);
        if (given > 0) {
            return given;
        }
        if (received == null) {
            received = buffers.take();
        }
        int n = socket.read(received);
        int produced = unwrapAll(dst);
        if (produced > 0) {
            return produced;
        }
        return n < 0 || inboundDone ? -1 : 0;
    }

    /** Opens every whole record held, into {@code dst} while it has room for one, else into {@link #opened}. */
    private int unwrapAll(ByteBuffer dst) throws IOException {
        int produced = 0;
        while (!inboundDone) {
            if (!handshaken && !handshake()) {
                break;
            }
            if (!handshaken || received.position() == 0) {
                break;
            }
            boolean direct = dst.remaining() >= applicationBufferSize;
            ByteBuffer target = direct ? dst : openedForWriting();
            if (target == null) {
                break; // plaintext already waits: the caller takes it first
            }
            received.flip();
            SSLEngineResult result;
            try {
                result = engine.unwrap(received, target);
            } finally {
                received.compact();
            }
            if (!direct) {
                opened.flip();
            }
            if (result.getStatus() == SSLEngineResult.Status.CLOSED) {
                inboundDone = true;
            } else if (result.getStatus() != SSLEngineResult.Status.OK) {
                break; // UNDERFLOW: the rest of a record has not come; OVERFLOW cannot happen with room for a whole one
            }
            produced += direct ? result.bytesProduced() : giveOpened(dst);
            if (result.getHandshakeStatus() != SSLEngineResult.HandshakeStatus.NOT_HANDSHAKING
                    && result.getHandshakeStatus() != SSLEngineResult.HandshakeStatus.FINISHED) {
                handshaken = false; // a post-handshake message (KeyUpdate): answer it
            }
        }
        return produced;
    }

    /** {@link #opened} in write mode with room for a record, or null when plaintext still waits in it. */
    private ByteBuffer openedForWriting() {
        if (opened == null) {
            opened = buffers.take();
            return opened;
        }
        if (opened.hasRemaining()) {
            return null;
        }
        return opened.clear();
    }

    private int giveOpened(ByteBuffer dst) {
        if (opened == null || !opened.hasRemaining()) {
            return 0;
        }
        int n = Math.min(dst.remaining(), opened.remaining());
        dst.put(dst.position(), opened, opened.position(), n);
        dst.position(dst.position() + n);
        opened.position(opened.position() + n);
        return n;
    }

    /** Moves the handshake on as far as the bytes held allow; returns whether it is done. */
    private boolean handshake() throws IOException {
        while (true) {
            switch (engine.getHandshakeStatus()) {
                case NEED_TASK -> {
                    Runnable task;
                    while ((task = engine.getDelegatedTask()) != null) {
                        task.run();
                    }
                }
                case NEED_WRAP -> {
                    if (sealed == null) {
                        sealed = buffers.take();
                    }
                    SSLEngineResult result = engine.wrap(EMPTY, sealed);
                    if (result.getStatus() == SSLEngineResult.Status.BUFFER_OVERFLOW && !flush()) {
                        return false;
                    }
                    if (result.getStatus() == SSLEngineResult.Status.CLOSED) {
                        flush();
                        inboundDone = true;
                        return false;
                    }
                }
                case NEED_UNWRAP, NEED_UNWRAP_AGAIN -> {
                    if (!flush()) {
                        return false; // our flight first
                    }
                    ByteBuffer scratch = openedForWriting();
                    if (scratch == null) {
                        return false;
                    }
                    received.flip();
                    SSLEngineResult result;
                    try {
                        result = engine.unwrap(received, scratch);
                    } finally {
                        received.compact();
                        opened.flip();
                    }
                    if (result.getStatus() == SSLEngineResult.Status.BUFFER_UNDERFLOW) {
                        return false;
                    }
                    if (result.getStatus() == SSLEngineResult.Status.CLOSED) {
                        inboundDone = true;
                        return false;
                    }
                }
                default -> {
                    flush();
                    handshaken = true;
                    applicationBufferSize = engine.getSession().getApplicationBufferSize();
                    return true;
                }
            }
        }
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        single[0] = src;
        try {
            return (int) write(single, 0, 1);
        } finally {
            single[0] = null;
        }
    }

    @Override
    public long write(ByteBuffer[] srcs) throws IOException {
        return write(srcs, 0, srcs.length);
    }

    /** Seals as much plaintext as the socket takes now; returns the plaintext bytes taken. */
    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        if (!flush() || !handshaken) {
            return 0;
        }
        if (sealed == null) {
            sealed = buffers.take();
        }
        long consumed = 0;
        while (remaining(srcs, offset, length) > 0) {
            SSLEngineResult result = engine.wrap(srcs, offset, length, sealed);
            consumed += result.bytesConsumed();
            if (result.getStatus() == SSLEngineResult.Status.CLOSED) {
                throw new SSLException("the TLS session is closed");
            }
            if (!flush()) {
                break; // the socket is full: the rest waits for write readiness
            }
        }
        return consumed;
    }

    /** Sends the sealed bytes held; true when none are left (then the handshake's flight is out too). */
    public boolean flush() throws IOException {
        if (sealed == null || sealed.position() == 0) {
            return true;
        }
        sealed.flip();
        try {
            socket.write(sealed);
            return !sealed.hasRemaining();
        } finally {
            sealed.compact();
        }
    }

    /** Whether the handshake still has bytes to send once the socket takes them (it may not wait on a read). */
    public boolean handshakeWantsWrite() {
        return !handshaken && engine.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.NEED_WRAP;
    }

    /** Sends close_notify (best effort) before the socket's output is shut. */
    public void closeOutbound() throws IOException {
        engine.closeOutbound();
        if (sealed == null) {
            sealed = buffers.take();
        }
        while (!engine.isOutboundDone()) {
            SSLEngineResult result = engine.wrap(EMPTY, sealed);
            if (result.getStatus() != SSLEngineResult.Status.OK
                    && result.getStatus() != SSLEngineResult.Status.CLOSED) {
                break;
            }
            if (result.bytesProduced() == 0) {
                break;
            }
        }
        flush();
    }

    /** Gives back the buffers that hold nothing. */
    public void releaseIdle() {
        if (opened != null && !opened.hasRemaining()) {
            buffers.give(opened);
            opened = null;
        }
        if (received != null && received.position() == 0) {
            buffers.give(received);
            received = null;
        }
        if (sealed != null && sealed.position() == 0) {
            buffers.give(sealed);
            sealed = null;
        }
    }

    /** Gives back every buffer (the connection is closed). */
    public void releaseAll() {
        for (ByteBuffer buffer : new ByteBuffer[] {opened, received, sealed}) {
            if (buffer != null) {
                buffers.give(buffer);
            }
        }
        opened = null;
        received = null;
        sealed = null;
    }

    private static long remaining(ByteBuffer[] srcs, int offset, int length) {
        long n = 0;
        for (int i = offset; i < offset + length; i++) {
            n += srcs[i].remaining();
        }
        return n;
    }

    @Override
    public boolean isOpen() {
        return socket.isOpen();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
