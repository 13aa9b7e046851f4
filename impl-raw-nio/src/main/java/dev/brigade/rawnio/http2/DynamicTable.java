package dev.brigade.rawnio.http2;

/**
 * HPACK's dynamic table (RFC 7541 §2.3.2, §4): a ring of entries, newest at index 1, evicted
 * oldest first to stay within its size (each entry counts its name, its value and 32).
 */
final class DynamicTable {
    static final int ENTRY_OVERHEAD = 32;

    private byte[][] names = new byte[16][];
    private byte[][] values = new byte[16][];
    private int head; // where the next entry goes
    private int count;
    private int size;
    private int capacity;

    DynamicTable(int capacity) {
        this.capacity = capacity;
    }

    int size() {
        return size;
    }

    int count() {
        return count;
    }

    /** The entry at {@code index} (1 = newest). */
    byte[] name(int index) {
        return names[slot(index)];
    }

    byte[] value(int index) {
        return values[slot(index)];
    }

    /** The ring's length is a power of two (16, doubled as it grows), so a mask is the modulo. */
    private int slot(int index) {
        return (head - index) & (names.length - 1);
    }

    /** Adds an entry; one larger than the whole table empties it instead (§4.4). */
    void add(byte[] name, byte[] value) {
        int entrySize = name.length + value.length + ENTRY_OVERHEAD;
        if (entrySize > capacity) {
            clear();
            return;
        }
        evictTo(capacity - entrySize);
        if (count == names.length) {
            grow();
        }
        names[head] = name;
        values[head] = value;
        head = (head + 1) & (names.length - 1);
        count++;
        size += entrySize;
    }

    /** A dynamic table size update (§6.3), already checked against the allowed maximum. */
    void resize(int newCapacity) {
        capacity = newCapacity;
        evictTo(newCapacity);
    }

    void clear() {
        evictTo(0);
    }

    private void evictTo(int target) {
        while (size > target) {
            int oldest = slot(count);
            size -= names[oldest].length + values[oldest].length + ENTRY_OVERHEAD;
            names[oldest] = null;
            values[oldest] = null;
            count--;
        }
    }

    private void grow() {
        byte[][] newNames = new byte[names.length * 2][];
        byte[][] newValues = new byte[values.length * 2][];
        for (int i = count; i >= 1; i--) {
            newNames[count - i] = name(i);
            newValues[count - i] = value(i);
        }
        names = newNames;
        values = newValues;
        head = count;
    }
}
