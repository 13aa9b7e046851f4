package dev.brigade.rawnio.http2;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * A connection's streams: those open or half-closed (plus those the client reset while their answer
 * is still being made, which keep their place until it is), the highest id the client has opened,
 * and the last few closed ones, to tell a frame on a closed stream (STREAM_CLOSED, or ignored if we
 * reset it) from one on a stream never opened (PROTOCOL_ERROR).
 *
 * The live streams are kept by id in an open-addressed table of their own rather than a
 * {@code HashMap<Integer, Stream>}: a stream id past the Integer cache (4,096 with {@code jvm.options})
 * would be boxed on each look-up, and each entry would be a node of its own. Ids are odd and rising, so half the id
 * is the home slot and the streams of a connection sit side by side; a removal shifts its followers
 * back (linear probing's deletion), so no look-up walks over tombstones.
 */
final class StreamRegistry {
    private static final int RECENTLY_CLOSED = 64;
    private static final int RESET_BY_US = 0x8000_0000;

    private Stream[] slots = new Stream[16]; // a power of two, at most half full
    private int size;
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
        if (2 * (size + 1) > slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        int i = home(stream.id, mask);
        while (slots[i] != null && slots[i].id != stream.id) {
            i = (i + 1) & mask;
        }
        if (slots[i] == null) {
            size++;
        }
        slots[i] = stream;
    }

    /** The stream if it is open or half-closed, and not reset. */
    Stream live(int streamId) {
        Stream stream = get(streamId);
        return stream == null || stream.resetByPeer || stream.state == Stream.State.CLOSED ? null : stream;
    }

    /** Whether {@code stream} is still this connection's (not forgotten since it was queued somewhere). */
    boolean holds(Stream stream) {
        return get(stream.id) == stream;
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** A copy: SETTINGS changing the initial window walks it, rarely. */
    Collection<Stream> all() {
        List<Stream> all = new ArrayList<>(size);
        for (Stream stream : slots) {
            if (stream != null) {
                all.add(stream);
            }
        }
        return all;
    }

    void forget(Stream stream, boolean byUs) {
        stream.state = Stream.State.CLOSED;
        remove(stream.id);
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
        Arrays.fill(slots, null);
        size = 0;
    }

    private Stream get(int streamId) {
        int mask = slots.length - 1;
        for (int i = home(streamId, mask); slots[i] != null; i = (i + 1) & mask) {
            if (slots[i].id == streamId) {
                return slots[i];
            }
        }
        return null;
    }

    private void remove(int streamId) {
        int mask = slots.length - 1;
        int i = home(streamId, mask);
        while (slots[i] != null && slots[i].id != streamId) {
            i = (i + 1) & mask;
        }
        if (slots[i] == null) {
            return;
        }
        slots[i] = null;
        size--;
        // Shift back each follower whose home is not between the hole and it (cyclically), so probes still find it.
        for (int j = (i + 1) & mask; slots[j] != null; j = (j + 1) & mask) {
            int k = home(slots[j].id, mask);
            boolean stays = i <= j ? i < k && k <= j : i < k || k <= j;
            if (!stays) {
                slots[i] = slots[j];
                slots[j] = null;
                i = j;
            }
        }
    }

    private void grow() {
        Stream[] old = slots;
        slots = new Stream[old.length * 2];
        size = 0;
        for (Stream stream : old) {
            if (stream != null) {
                add(stream);
            }
        }
    }

    private static int home(int streamId, int mask) {
        return (streamId >>> 1) & mask;
    }
}
