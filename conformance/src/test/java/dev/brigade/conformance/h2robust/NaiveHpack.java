package dev.brigade.conformance.h2robust;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * An HPACK decoder (RFC 7541) for {@link NaiveH2Server}: the static and dynamic tables and every
 * representation, but no Huffman coding (the kit's {@link Hpack} never uses it). Two of its checks
 * can be turned off, for {@link H2RobustFault#INVALID_INDEX_SKIPPED} and
 * {@link H2RobustFault#TABLE_SIZE_UNBOUNDED}.
 */
final class NaiveHpack {

    /** A field decoded; {@code size} counts as SETTINGS_MAX_HEADER_LIST_SIZE does (RFC 9113 §6.5.2). */
    record Field(String name, String value, boolean literalName) {
        Field(String name, String value) {
            this(name, value, false);
        }

        int size() {
            return name.length() + value.length() + 32;
        }
    }

    static final class CompressionError extends Exception {
        CompressionError(String message) {
            super(message);
        }
    }

    private static final String[][] STATIC = {
        {":authority", ""},
        {":method", "GET"},
        {":method", "POST"},
        {":path", "/"},
        {":path", "/index.html"},
        {":scheme", "http"},
        {":scheme", "https"},
        {":status", "200"},
        {":status", "204"},
        {":status", "206"},
        {":status", "304"},
        {":status", "400"},
        {":status", "404"},
        {":status", "500"},
        {"accept-charset", ""},
        {"accept-encoding", "gzip, deflate"},
        {"accept-language", ""},
        {"accept-ranges", ""},
        {"accept", ""},
        {"access-control-allow-origin", ""},
        {"age", ""},
        {"allow", ""},
        {"authorization", ""},
        {"cache-control", ""},
        {"content-disposition", ""},
        {"content-encoding", ""},
        {"content-language", ""},
        {"content-length", ""},
        {"content-location", ""},
        {"content-range", ""},
        {"content-type", ""},
        {"cookie", ""},
        {"date", ""},
        {"etag", ""},
        {"expect", ""},
        {"expires", ""},
        {"from", ""},
        {"host", ""},
        {"if-match", ""},
        {"if-modified-since", ""},
        {"if-none-match", ""},
        {"if-range", ""},
        {"if-unmodified-since", ""},
        {"last-modified", ""},
        {"link", ""},
        {"location", ""},
        {"max-forwards", ""},
        {"proxy-authenticate", ""},
        {"proxy-authorization", ""},
        {"range", ""},
        {"referer", ""},
        {"refresh", ""},
        {"retry-after", ""},
        {"server", ""},
        {"set-cookie", ""},
        {"strict-transport-security", ""},
        {"transfer-encoding", ""},
        {"user-agent", ""},
        {"vary", ""},
        {"via", ""},
        {"www-authenticate", ""},
    };
    /** SETTINGS_HEADER_TABLE_SIZE as the server leaves it: the default. */
    private static final int SETTING = 4096;

    private final boolean skipInvalidIndex;
    private final boolean anyTableSize;
    private final Deque<Field> dynamic = new ArrayDeque<>();
    private int capacity = SETTING;
    private int size;
    private byte[] block;
    private int at;

    NaiveHpack(boolean skipInvalidIndex, boolean anyTableSize) {
        this.skipInvalidIndex = skipInvalidIndex;
        this.anyTableSize = anyTableSize;
    }

    List<Field> decode(byte[] bytes) throws CompressionError {
        block = bytes;
        at = 0;
        List<Field> fields = new ArrayList<>();
        while (at < block.length) {
            int b = block[at] & 0xff;
            if ((b & 0x80) != 0) {
                int index = integer(7);
                Field field = lookup(index);
                if (field != null) {
                    fields.add(field);
                }
            } else if ((b & 0xc0) == 0x40) {
                Field field = literal(6);
                fields.add(field);
                add(field);
            } else if ((b & 0xe0) == 0x20) {
                int update = integer(5);
                if (update > SETTING && !anyTableSize) {
                    throw new CompressionError("table size update " + update + " past the setting " + SETTING);
                }
                capacity = update;
                evict();
            } else {
                fields.add(literal(4));
            }
        }
        return fields;
    }

    private Field literal(int prefix) throws CompressionError {
        int index = integer(prefix);
        String name;
        if (index == 0) {
            name = string();
        } else {
            Field indexed = lookup(index);
            name = indexed == null ? "" : indexed.name();
        }
        return new Field(name, string(), index == 0);
    }

    /** The field at {@code index}; null for an invalid one when those are skipped. */
    private Field lookup(int index) throws CompressionError {
        if (index >= 1 && index <= STATIC.length) {
            return new Field(STATIC[index - 1][0], STATIC[index - 1][1]);
        }
        int dynamicIndex = index - STATIC.length - 1;
        if (index >= 1 && dynamicIndex < dynamic.size()) {
            return dynamic.stream().skip(dynamicIndex).findFirst().orElseThrow();
        }
        if (skipInvalidIndex) {
            return null;
        }
        throw new CompressionError("index " + index + " is in neither table");
    }

    private void add(Field field) {
        dynamic.addFirst(field);
        size += field.size();
        evict();
    }

    private void evict() {
        while (size > capacity && !dynamic.isEmpty()) {
            size -= dynamic.removeLast().size();
        }
    }

    private String string() throws CompressionError {
        need(1);
        if ((block[at] & 0x80) != 0) {
            throw new CompressionError("Huffman coding: not read by this responder");
        }
        int length = integer(7);
        need(length);
        String text = new String(block, at, length, StandardCharsets.ISO_8859_1);
        at += length;
        return text;
    }

    private int integer(int prefix) throws CompressionError {
        need(1);
        int max = (1 << prefix) - 1;
        int value = block[at++] & max;
        if (value < max) {
            return value;
        }
        int shift = 0;
        int b;
        do {
            need(1);
            b = block[at++] & 0xff;
            value += (b & 0x7f) << shift;
            shift += 7;
            if (shift > 28) {
                throw new CompressionError("integer too long");
            }
        } while ((b & 0x80) != 0);
        return value;
    }

    private void need(int bytes) throws CompressionError {
        if (at + bytes > block.length) {
            throw new CompressionError("the block ends inside a field");
        }
    }
}
