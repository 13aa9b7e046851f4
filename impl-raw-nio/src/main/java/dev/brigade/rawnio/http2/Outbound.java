package dev.brigade.rawnio.http2;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The sending side's flow control (RFC 9113 §5.2, §6.9): the connection's send window, the peer's
 * initial stream window and frame size, and the streams whose answer waits for a window. A body
 * goes as DATA frames of at most the peer's frame size and the smaller window; a segment (one
 * route write: a stream's event) that fits goes whole, as one frame.
 */
final class Outbound {
    private static final byte[] NO_BYTES = new byte[0];

    private final Frames frames;
    private final Consumer<Stream> ended;
    private final ArrayDeque<Stream> blocked = new ArrayDeque<>();
    private long sendWindow = Frames.DEFAULT_WINDOW;
    private int initialWindow = Frames.DEFAULT_WINDOW;
    private int maxFrameSize = Frames.DEFAULT_MAX_FRAME_SIZE;

    /** @param ended told when a stream's last frame is written */
    Outbound(Frames frames, Consumer<Stream> ended) {
        this.frames = frames;
        this.ended = ended;
    }

    /** The window a new stream starts with. */
    int initialWindow() {
        return initialWindow;
    }

    void maxFrameSize(int size) {
        maxFrameSize = size;
    }

    /** §6.9.2: a new SETTINGS_INITIAL_WINDOW_SIZE moves every open stream's window by the difference. */
    void initialWindow(int value, Collection<Stream> streams) throws Http2Exception {
        long delta = (long) value - initialWindow;
        initialWindow = value;
        for (Stream stream : streams) {
            stream.sendWindow += delta;
            if (stream.sendWindow > Frames.MAX_WINDOW) {
                throw Http2Exception.connection(ErrorCode.FLOW_CONTROL_ERROR, "a stream's window past 2^31-1");
            }
        }
    }

    void connectionWindow(int increment) throws Http2Exception {
        sendWindow += increment;
        if (sendWindow > Frames.MAX_WINDOW) {
            throw Http2Exception.connection(ErrorCode.FLOW_CONTROL_ERROR, "the connection's window past 2^31-1");
        }
    }

    void streamWindow(Stream stream, int increment) throws Http2Exception {
        stream.sendWindow += increment;
        if (stream.sendWindow > Frames.MAX_WINDOW) {
            throw Http2Exception.stream(ErrorCode.FLOW_CONTROL_ERROR, stream.id, "the stream's window past 2^31-1");
        }
    }

    /** Sends what the windows allow of the stream's body; a stream that must wait joins the queue. */
    void send(Stream stream) {
        while (stream.state != Stream.State.CLOSED) {
            if (!stream.hasPending()) {
                if (stream.endQueued()) {
                    frames.data(stream.id, NO_BYTES, 0, 0, true);
                    ended.accept(stream);
                }
                return;
            }
            int length = stream.nextLength();
            long window = Math.min(stream.sendWindow, sendWindow);
            int n = (int) Math.min(Math.min(length, maxFrameSize), window);
            if (n <= 0) {
                if (!stream.queued) {
                    stream.queued = true;
                    blocked.addLast(stream);
                }
                return;
            }
            boolean last = n == length && stream.lastSegment() && stream.endQueued();
            frames.data(stream.id, stream.nextBytes(), stream.nextOffset(), n, last);
            stream.sent(n);
            stream.sendWindow -= n;
            sendWindow -= n;
            if (last) {
                ended.accept(stream);
                return;
            }
        }
    }

    /** A window grew: the waiting streams go on, in the order they began to wait. */
    void sendBlocked(Predicate<Stream> stillHeld) {
        for (int i = blocked.size(); i > 0 && sendWindow > 0; i--) {
            Stream stream = blocked.pollFirst();
            stream.queued = false;
            if (stillHeld.test(stream)) {
                send(stream);
            }
        }
    }

    void clear() {
        blocked.clear();
    }
}
