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
 */
final class Stream {
    enum State { OPEN, HALF_CLOSED_REMOTE, HALF_CLOSED_LOCAL, CLOSED }

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
    private final ArrayDeque<Segment> pending = new ArrayDeque<>(2);
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
        pending.addLast(new Segment(bytes, offset, length));
    }

    void queueEnd() {
        endQueued = true;
    }

    boolean endQueued() {
        return endQueued;
    }

    Segment next() {
        return pending.peekFirst();
    }

    void sent(int n) {
        Segment first = pending.peekFirst();
        first.offset += n;
        first.length -= n;
        if (first.length == 0) {
            pending.pollFirst();
        }
    }

    boolean lastSegment() {
        return pending.size() == 1;
    }

    boolean hasPending() {
        return !pending.isEmpty();
    }

    /** Part of a body not yet sent. */
    static final class Segment {
        final byte[] bytes;
        int offset;
        int length;

        Segment(byte[] bytes, int offset, int length) {
            this.bytes = bytes;
            this.offset = offset;
            this.length = length;
        }
    }
}
