package dev.brigade.rawnio.server;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;

/**
 * Direct buffers of one size, kept by an event loop for its next connections. A direct buffer's
 * native memory is only freed when the GC collects its small Java object, which under connection
 * churn can be a long time: reusing them keeps native memory at the peak number of connections.
 * Touched by its loop's thread only.
 */
final class BufferPool {
    private final int bufferBytes;
    private final int maxKept;
    private final ArrayDeque<ByteBuffer> free = new ArrayDeque<>();

    BufferPool(int bufferBytes, int maxKept) {
        this.bufferBytes = bufferBytes;
        this.maxKept = maxKept;
    }

    ByteBuffer take() {
        ByteBuffer buffer = free.pollLast();
        return buffer != null ? buffer : ByteBuffer.allocateDirect(bufferBytes);
    }

    void give(ByteBuffer buffer) {
        if (free.size() < maxKept) {
            free.addLast(buffer.clear());
        }
    }
}
