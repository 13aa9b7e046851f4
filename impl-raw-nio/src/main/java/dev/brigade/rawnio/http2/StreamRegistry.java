package dev.brigade.rawnio.http2;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * A connection's streams: those open or half-closed (plus those the client reset while their answer
 * is still being made, which keep their place until it is), the highest id the client has opened,
 * and the last few closed ones, to tell a frame on a closed stream (STREAM_CLOSED, or ignored if we
 * reset it) from one on a stream never opened (PROTOCOL_ERROR).
 */
final class StreamRegistry {
    private static final int RECENTLY_CLOSED = 64;
    private static final int RESET_BY_US = 0x8000_0000;

    private final Map<Integer, Stream> streams = new HashMap<>();
    private final int[] recentlyClosed = new int[RECENTLY_CLOSED];
    private int recentlyClosedNext;
    private int lastStreamId;

    int lastStreamId() {
        return lastStreamId;
    }

    /** Whether {@code streamId} is above every stream the client has opened: idle. */
    boolean isIdle(int streamId) {
        return streamId > lastStreamId;
    }

    void opening(int streamId) {
        lastStreamId = streamId;
    }

    void add(Stream stream) {
        streams.put(stream.id, stream);
    }

    /** The stream if it is open or half-closed, and not reset. */
    Stream live(int streamId) {
        Stream stream = streams.get(streamId);
        return stream == null || stream.resetByPeer || stream.state == Stream.State.CLOSED ? null : stream;
    }

    /** Whether {@code stream} is still this connection's (not forgotten since it was queued somewhere). */
    boolean holds(Stream stream) {
        return streams.get(stream.id) == stream;
    }

    int size() {
        return streams.size();
    }

    boolean isEmpty() {
        return streams.isEmpty();
    }

    Collection<Stream> all() {
        return streams.values();
    }

    void forget(Stream stream, boolean byUs) {
        stream.state = Stream.State.CLOSED;
        streams.remove(stream.id);
        remember(stream.id, byUs);
    }

    void remember(int streamId, boolean byUs) {
        recentlyClosed[recentlyClosedNext] = streamId | (byUs ? RESET_BY_US : 0);
        recentlyClosedNext = (recentlyClosedNext + 1) % RECENTLY_CLOSED;
    }

    /** We reset it lately: frames the client sent before it knew are ignored (§5.1, closed). */
    boolean closedByUs(int streamId) {
        for (int entry : recentlyClosed) {
            if (entry == (streamId | RESET_BY_US)) {
                return true;
            }
        }
        return false;
    }

    boolean wasClosed(int streamId) {
        for (int entry : recentlyClosed) {
            if ((entry & ~RESET_BY_US) == streamId) {
                return true;
            }
        }
        return false;
    }

    void clear() {
        streams.clear();
    }
}
