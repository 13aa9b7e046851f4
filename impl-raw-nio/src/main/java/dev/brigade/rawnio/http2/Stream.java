package dev.brigade.rawnio.http2;

import dev.brigade.rawnio.http.Request;
import java.util.ArrayDeque;

/**
 * One stream's state (RFC 9113 §5.1, as a server sees it), its request and its unsent answer.
 *
 * <pre>
 *            HEADERS                  END_STREAM received
 *   (idle) ----------> OPEN --------------------------------> HALF_CLOSED_REMOTE
 *                        |  answer ends first (413)              | answer's END_STREAM sent
 *                        v                                       v
 *                  HALF_CLOSED_LOCAL --- RST_STREAM(NO_ERROR) --> CLOSED  (RST_STREAM either way: CLOSED)
 * </pre>
 *
 * The answer's body waits here in segments (one per route write: a stream's event is one segment,
 * and goes as one DATA frame when the windows allow) until the peer's flow-control windows let it go.
 * The first unsent segment is held in the stream's own fields and only the ones behind it in a
 * queue, made when a second is queued: a fixed answer (one segment) allocates nothing more than
 * the stream.
 */
final class Stream {
    enum State {
        OPEN,
        HALF_CLOSED_REMOTE,
        HALF_CLOSED_LOCAL,
        CLOSED
    }

    final int id;
    final Request request = Request.forStream();
    State state = State.OPEN;
    long contentLength = -1;
    long received;
    int receiveWindow;
    int unacknowledged;
    long sendWindow;
    boolean headOnly;
    boolean awaiting;
    boolean answered;
    boolean resetByPeer;
    boolean queued;
    private byte[] headBytes; // the first unsent segment, or null
    private int headOffset;
    private int headLength;
    private ArrayDeque<Segment> behind; // the segments after it; null until a second is queued
    private boolean endQueued;

    Stream(int id, int receiveWindow, long sendWindow) {
        this.id = id;
        this.receiveWindow = receiveWindow;
        this.sendWindow = sendWindow;
    }

    boolean remoteOpen() {
        return state == State.OPEN;
    }

    void queue(byte[] bytes, int offset, int length) {
        if (headBytes == null) {
            headBytes = bytes;
            headOffset = offset;
            headLength = length;
            return;
        }
        if (behind == null) {
            behind = new ArrayDeque<>(4);
        }
        behind.addLast(new Segment(bytes, offset, length));
    }

    void queueEnd() {
        endQueued = true;
    }

    boolean endQueued() {
        return endQueued;
    }

    /** Whether a segment waits to be sent; then {@link #nextBytes()} and the two after it describe what is left of it. */
    boolean hasPending() {
        return headBytes != null;
    }

    byte[] nextBytes() {
        return headBytes;
    }

    int nextOffset() {
        return headOffset;
    }

    int nextLength() {
        return headLength;
    }

    /** {@code n} bytes of the first segment were sent; a segment sent whole gives way to the next. */
    void sent(int n) {
        headOffset += n;
        headLength -= n;
        if (headLength == 0) {
            Segment next = behind == null ? null : behind.pollFirst();
            headBytes = next == null ? null : next.bytes;
            headOffset = next == null ? 0 : next.offset;
            headLength = next == null ? 0 : next.length;
        }
    }

    /** Whether the first segment is the last one queued. */
    boolean lastSegment() {
        return behind == null || behind.isEmpty();
    }

    /** A body part queued behind the first. */
    private record Segment(byte[] bytes, int offset, int length) {}
}
