package dev.brigade.rawnio.http;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.GatheringByteChannel;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * A connection's pending output. Answers are copied into one direct buffer, so all the answers to a
 * pipelined batch (and all the chunks of a stream) leave in a single write. Only what does not fit
 * (a large echo, a slow reader) spills into heap chunks behind it, sent with one gathering write
 * together with the direct buffer. Partial writes keep their remainder, in order.
 *
 * The direct buffer is lent by the event loop while there is output to make or send, and handed
 * back once everything is written, so an idle connection holds none.
 */
public final class OutputBuffer {
    private static final int SPILL_CHUNK_BYTES = 64 * 1_024;

    private ByteBuffer primary;
    private final ArrayDeque<ByteBuffer> spill = new ArrayDeque<>();
    private final byte[] digits = new byte[20];
    private ByteBuffer[] gather = new ByteBuffer[4];

    /** Writes through {@code buffer}, a direct buffer this output owns until {@link #detach()}. */
    public void attach(ByteBuffer buffer) {
        primary = buffer.clear();
    }

    public boolean isAttached() {
        return primary != null;
    }

    /** Drops whatever is pending and hands back the direct buffer (null if none) for another connection. */
    public ByteBuffer detach() {
        spill.clear();
        ByteBuffer buffer = primary;
        primary = null;
        return buffer == null ? null : buffer.clear();
    }

    public boolean isEmpty() {
        return (primary == null || primary.position() == 0) && spill.isEmpty();
    }

    public void put(byte[] src) {
        put(src, 0, src.length);
    }

    public void put(byte[] src, int offset, int length) {
        if (spill.isEmpty()) {
            int n = Math.min(length, primary.remaining());
            primary.put(src, offset, n);
            offset += n;
            length -= n;
        }
        while (length > 0) {
            ByteBuffer tail = spill.peekLast();
            if (tail == null || !tail.hasRemaining()) {
                tail = ByteBuffer.allocate(Math.max(SPILL_CHUNK_BYTES, length));
                spill.addLast(tail);
            }
            int n = Math.min(length, tail.remaining());
            tail.put(src, offset, n);
            offset += n;
            length -= n;
        }
    }

    /** Writes {@code value} (non-negative) in decimal ASCII. */
    public void putDecimal(long value) {
        int at = digits.length;
        do {
            digits[--at] = (byte) ('0' + value % 10);
            value /= 10;
        } while (value > 0);
        put(digits, at, digits.length - at);
    }

    /** Writes {@code value} (non-negative) in lowercase hexadecimal, as chunk sizes are. */
    public void putHex(long value) {
        int at = digits.length;
        do {
            digits[--at] = (byte) Character.forDigit((int) (value & 0xF), 16);
            value >>>= 4;
        } while (value > 0);
        put(digits, at, digits.length - at);
    }

    /** Writes as much as the channel takes now; true when nothing is left. */
    public boolean writeTo(GatheringByteChannel channel) throws IOException {
        if (isEmpty()) {
            return true;
        }
        primary.flip();
        try {
            if (spill.isEmpty()) {
                while (primary.hasRemaining() && channel.write(primary) > 0) {
                    // the socket took some; offer the rest until it takes none
                }
                return !primary.hasRemaining();
            }
            return writeGathered(channel);
        } finally {
            primary.compact();
        }
    }

    private boolean writeGathered(GatheringByteChannel channel) throws IOException {
        int count = 1 + spill.size();
        if (gather.length < count) {
            gather = new ByteBuffer[Math.max(count, gather.length * 2)];
        }
        gather[0] = primary;
        int i = 1;
        for (ByteBuffer chunk : spill) {
            gather[i++] = chunk.flip();
        }
        ByteBuffer last = gather[count - 1];
        try {
            while (last.hasRemaining() && channel.write(gather, 0, count) > 0) {
                // keep going while the socket accepts bytes
            }
            return !last.hasRemaining() && !primary.hasRemaining();
        } finally {
            for (ByteBuffer chunk : spill) {
                chunk.compact();
            }
            while (!spill.isEmpty() && spill.peekFirst().position() == 0) {
                spill.pollFirst();
            }
            Arrays.fill(gather, 0, count, null);
        }
    }
}
