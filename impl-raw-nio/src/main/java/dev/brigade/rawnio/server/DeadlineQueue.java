package dev.brigade.rawnio.server;

import java.util.function.Consumer;

/**
 * Connections waiting for one kind of deadline, all with the same timeout, so that the order they
 * were armed in is the order they expire in: an intrusive doubly linked list, oldest first.
 * Arming, re-arming and removing are O(1) and allocate nothing; {@link #expire} looks only at the
 * connections that are due, plus one. The cost does not grow with the number of idle connections.
 * Touched by its loop's thread only.
 */
final class DeadlineQueue {
    /** A connection's place in at most one queue. */
    static final class Entry {
        private final Connection connection;
        private DeadlineQueue queue;
        private Entry previous;
        private Entry next;
        private long deadline;

        Entry(Connection connection) {
            this.connection = connection;
        }

        /** Leaves whichever queue holds it, if any. */
        void remove() {
            if (queue != null) {
                queue.unlink(this);
            }
        }
    }

    private final long timeoutMillis;
    private Entry oldest;
    private Entry newest;
    private int size;

    DeadlineQueue(long timeoutMillis) {
        this.timeoutMillis = timeoutMillis;
    }

    /** (Re)arms {@code entry} to expire {@code timeout} after {@code now}, leaving any queue it was in. */
    void arm(Entry entry, long now) {
        entry.remove();
        entry.deadline = now + timeoutMillis;
        entry.queue = this;
        entry.previous = newest;
        entry.next = null;
        if (newest == null) {
            oldest = entry;
        } else {
            newest.next = entry;
        }
        newest = entry;
        size++;
    }

    /** Hands every connection whose deadline has passed to {@code onExpiry}, oldest first, after taking it out. */
    void expire(long now, Consumer<Connection> onExpiry) {
        while (oldest != null && oldest.deadline <= now) {
            Entry due = oldest;
            unlink(due);
            onExpiry.accept(due.connection);
        }
    }

    int size() {
        return size;
    }

    private void unlink(Entry entry) {
        if (entry.previous == null) {
            oldest = entry.next;
        } else {
            entry.previous.next = entry.next;
        }
        if (entry.next == null) {
            newest = entry.previous;
        } else {
            entry.next.previous = entry.previous;
        }
        entry.queue = null;
        entry.previous = null;
        entry.next = null;
        size--;
    }
}
