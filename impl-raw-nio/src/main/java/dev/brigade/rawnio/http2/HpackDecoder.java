package dev.brigade.rawnio.http2;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * HPACK's decoder (RFC 7541), one per connection, fed a header block fragment by fragment.
 *
 * <pre>
 *   FIELD --indexed, or size update--> FIELD
 *     | literal, new name      | literal, indexed name
 *     v                        v
 *   NAME ------------------> VALUE ---> FIELD
 *     | string too long        | string too long
 *     v                        v
 *   SKIP_NAME --> VALUE      SKIP_VALUE --> FIELD
 * </pre>
 *
 * A field is decoded only once it has arrived whole; the incomplete tail of a fragment waits in
 * {@link #pending} for the next. A string longer than {@code maxStringBytes} is never kept: its
 * bytes are skipped as they come and the list is marked too large. So a header block, however
 * long, holds at most one field's worth of memory here.
 *
 * The header list size (§4.1 of RFC 9113's SETTINGS_MAX_HEADER_LIST_SIZE: names, values and 32
 * per field) is counted while decoding: past the limit fields are no longer handed to the sink, but
 * every representation is still decoded, so the dynamic table stays in step with the client's
 * and the connection can serve on. An index is O(1) whatever its entry's size: a block that names a
 * large entry again and again (an HPACK bomb) costs its own length and nothing more.
 */
final class HpackDecoder {
    /** Receives the decoded fields of one block, as long as the list stays within the limit. */
    interface Sink {
        void field(byte[] name, int nameLength, byte[] value, int valueLength);
    }

    private enum State {
        FIELD,
        NAME,
        SKIP_NAME,
        VALUE,
        SKIP_VALUE
    }

    private static final int NO_INTEGER = -1;
    /**
     * Arrays grown past this for one large block are dropped when it ends: a connection keeps a few
     * hundred bytes between blocks, not the largest block it ever saw (16 KiB and more, times every
     * open connection).
     */
    private static final int KEPT_BETWEEN_BLOCKS = 1_024;

    private static final int MAX_INTEGER = Integer.MAX_VALUE;

    private final DynamicTable table;
    private final int maxTableSize;
    private final int maxStringBytes;
    private final int maxListBytes;
    private final Scratch name = new Scratch();
    private final Scratch value = new Scratch();

    private byte[] pending = new byte[0];
    private int pendingLength;
    private State state = State.FIELD;
    private boolean indexing;
    private int nameIndex;
    private long skip;
    private boolean skipped;
    private boolean fieldSeen;
    private long listBytes;
    private int position; // within the buffer being decoded

    /**
     * @param maxTableSize   SETTINGS_HEADER_TABLE_SIZE as this server sends it: the most a size update may ask
     * @param maxStringBytes longer strings are skipped, not kept; at least {@code maxTableSize}, so that
     *                       an entry made of one is larger than the table, which it empties (§4.4)
     * @param maxListBytes   SETTINGS_MAX_HEADER_LIST_SIZE
     */
    HpackDecoder(int maxTableSize, int maxStringBytes, int maxListBytes) {
        if (maxStringBytes < maxTableSize) {
            throw new IllegalArgumentException("strings that are skipped must not fit in the table");
        }
        this.table = new DynamicTable(maxTableSize);
        this.maxTableSize = maxTableSize;
        this.maxStringBytes = maxStringBytes;
        this.maxListBytes = maxListBytes;
    }

    /** The dynamic table's size as RFC 7541 §4.1 counts it. */
    int tableBytes() {
        return table.size();
    }

    /** Whether the block decoded last went past the header list limit. */
    boolean tooLarge() {
        return listBytes > maxListBytes;
    }

    /**
     * Decodes {@code src[from..to)} (absolute indices; {@code src} is not moved), one fragment of a
     * block; {@code first} for the block's first fragment, {@code last} for its last.
     *
     * @throws Http2Exception COMPRESSION_ERROR: the connection cannot go on
     */
    void decode(ByteBuffer src, int from, int to, boolean first, boolean last, Sink sink) throws Http2Exception {
        if (first) {
            listBytes = 0;
            fieldSeen = false;
        }
        int consumed;
        if (pendingLength == 0) {
            consumed = run(src, from, to, sink);
            keep(src, consumed, to);
        } else {
            keep(src, from, to);
            ByteBuffer joined = ByteBuffer.wrap(pending, 0, pendingLength);
            consumed = run(joined, 0, pendingLength, sink);
            System.arraycopy(pending, consumed, pending, 0, pendingLength - consumed);
            pendingLength -= consumed;
        }
        if (last && (pendingLength > 0 || state != State.FIELD)) {
            pendingLength = 0;
            throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "header block ends inside a field");
        }
        if (last) {
            if (pending.length > KEPT_BETWEEN_BLOCKS) {
                pending = new byte[0];
            }
            name.shrink();
            value.shrink();
        }
    }

    /** The decoder's own arrays' sizes (not the dynamic table's), for the tests of what a connection keeps. */
    int retainedBytes() {
        return pending.length + name.bytes.length + value.bytes.length;
    }

    private void keep(ByteBuffer src, int from, int to) {
        int n = to - from;
        if (pendingLength + n > pending.length) {
            pending = Arrays.copyOf(pending, Math.max(pendingLength + n, 2 * pending.length));
        }
        src.get(from, pending, pendingLength, n);
        pendingLength += n;
    }

    /** Decodes whole steps from {@code buf[from..to)}; returns where the first incomplete one starts. */
    private int run(ByteBuffer buf, int from, int to, Sink sink) throws Http2Exception {
        position = from;
        while (position < to) {
            int start = position;
            boolean done = switch (state) {
                case FIELD -> field(buf, to, sink);
                case NAME -> string(buf, to, name, State.SKIP_NAME);
                case VALUE -> string(buf, to, value, State.SKIP_VALUE);
                case SKIP_NAME, SKIP_VALUE -> skip(to);
            };
            if (!done) {
                return start;
            }
            if (state == State.NAME && name.complete) {
                state = State.VALUE;
            } else if (state == State.VALUE && value.complete) {
                endLiteral(sink);
            }
        }
        return position;
    }

    private boolean field(ByteBuffer buf, int to, Sink sink) throws Http2Exception {
        int b = buf.get(position) & 0xFF;
        if ((b & 0x80) != 0) { // §6.1 indexed field
            int index = integer(buf, to, 7);
            if (index == NO_INTEGER) {
                return false;
            }
            indexed(index, sink);
            return true;
        }
        if ((b & 0xE0) == 0x20) { // §6.3 dynamic table size update
            int size = integer(buf, to, 5);
            if (size == NO_INTEGER) {
                return false;
            }
            if (fieldSeen) {
                throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "table size update after a field");
            }
            if (size > maxTableSize) {
                throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "table size update past the limit");
            }
            table.resize(size);
            return true;
        }
        // §6.2: with incremental indexing (01), without (0000) or never indexed (0001)
        boolean withIndexing = (b & 0xC0) == 0x40;
        int index = integer(buf, to, withIndexing ? 6 : 4);
        if (index == NO_INTEGER) {
            return false;
        }
        if (index > StaticTable.LENGTH + table.count()) {
            throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "no table entry " + index);
        }
        fieldSeen = true;
        indexing = withIndexing;
        nameIndex = index;
        skipped = false;
        name.reset();
        value.reset();
        state = index == 0 ? State.NAME : State.VALUE;
        return true;
    }

    private void indexed(int index, Sink sink) throws Http2Exception {
        if (index == 0 || index > StaticTable.LENGTH + table.count()) {
            throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "no table entry " + index);
        }
        fieldSeen = true;
        byte[] n = index <= StaticTable.LENGTH ? StaticTable.name(index) : table.name(index - StaticTable.LENGTH);
        byte[] v = index <= StaticTable.LENGTH ? StaticTable.value(index) : table.value(index - StaticTable.LENGTH);
        emit(n, n.length, v, v.length, sink);
    }

    /** Reads a string's length and, once all its bytes are here, the string; a too-long one is skipped. */
    private boolean string(ByteBuffer buf, int to, Scratch into, State skipState) throws Http2Exception {
        int start = position;
        boolean huffman = (buf.get(position) & 0x80) != 0;
        int length = integer(buf, to, 7);
        if (length == NO_INTEGER) {
            return false;
        }
        if (length > maxStringBytes) {
            skip = length;
            skipped = true;
            listBytes = (long) maxListBytes + 1;
            state = skipState;
            return true;
        }
        if (to - position < length) {
            position = start;
            return false;
        }
        if (huffman) {
            Huffman.decode(buf, position, position + length, into);
        } else {
            into.put(buf, position, length);
        }
        position += length;
        into.complete = true;
        return true;
    }

    private boolean skip(int to) {
        int n = (int) Math.min(skip, to - position);
        position += n;
        skip -= n;
        if (skip > 0) {
            return true; // all of this input taken; more to skip
        }
        if (state == State.SKIP_NAME) {
            state = State.VALUE;
        } else {
            state = State.FIELD;
            if (indexing) {
                table.clear(); // the entry would be larger than the whole table (§4.4)
            }
        }
        return true;
    }

    private void endLiteral(Sink sink) {
        state = State.FIELD;
        byte[] n;
        int nameLength;
        if (nameIndex == 0) {
            n = name.bytes;
            nameLength = name.length;
        } else {
            n = nameIndex <= StaticTable.LENGTH
                    ? StaticTable.name(nameIndex)
                    : table.name(nameIndex - StaticTable.LENGTH);
            nameLength = n.length;
        }
        if (skipped) {
            if (indexing) {
                table.clear();
            }
            return;
        }
        emit(n, nameLength, value.bytes, value.length, sink);
        if (indexing) {
            table.add(Arrays.copyOf(n, nameLength), Arrays.copyOf(value.bytes, value.length));
        }
    }

    private void emit(byte[] n, int nameLength, byte[] v, int valueLength, Sink sink) {
        boolean wasWithin = listBytes <= maxListBytes;
        listBytes += nameLength + valueLength + DynamicTable.ENTRY_OVERHEAD;
        if (wasWithin && listBytes <= maxListBytes) {
            sink.field(n, nameLength, v, valueLength);
        }
    }

    /**
     * An HPACK integer (§5.1) with an {@code prefixBits} prefix at {@link #position}; moves past it
     * and returns it, or returns {@link #NO_INTEGER} (position unmoved) when its bytes have not all come.
     */
    private int integer(ByteBuffer buf, int to, int prefixBits) throws Http2Exception {
        int at = position;
        int mask = (1 << prefixBits) - 1;
        int value = buf.get(at++) & mask;
        if (value < mask) {
            position = at;
            return value;
        }
        int shift = 0;
        while (true) {
            if (at == to) {
                return NO_INTEGER;
            }
            int b = buf.get(at++) & 0xFF;
            if (shift > 28 || (shift == 28 && (b & 0x7F) > 7)) {
                throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "integer too large");
            }
            value += (b & 0x7F) << shift;
            if (value < 0 || value > MAX_INTEGER) {
                throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "integer too large");
            }
            if ((b & 0x80) == 0) {
                position = at;
                return value;
            }
            shift += 7;
        }
    }

    /** A decoded string, kept in an array reused for the connection's life. */
    private static final class Scratch implements Huffman.ByteSink {
        byte[] bytes = new byte[64];
        int length;
        boolean complete;

        void reset() {
            length = 0;
            complete = false;
        }

        void shrink() {
            if (bytes.length > KEPT_BETWEEN_BLOCKS) {
                bytes = new byte[64];
            }
        }

        @Override
        public void put(byte b) {
            if (length == bytes.length) {
                bytes = Arrays.copyOf(bytes, 2 * bytes.length);
            }
            bytes[length++] = b;
        }

        void put(ByteBuffer src, int from, int n) {
            if (length + n > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(length + n, 2 * bytes.length));
            }
            src.get(from, bytes, length, n);
            length += n;
        }
    }
}
