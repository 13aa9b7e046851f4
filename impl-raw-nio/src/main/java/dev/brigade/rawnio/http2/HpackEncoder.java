package dev.brigade.rawnio.http2;

import java.util.Arrays;

/**
 * HPACK's encoder for this server's responses: the status by its static index where it has one,
 * every other field a literal without indexing whose name is a static index, values raw (no
 * Huffman). It never adds to the dynamic table, so the only table state it follows is the
 * client's SETTINGS_HEADER_TABLE_SIZE: when that is lowered, the next block starts with the size
 * update RFC 7541 §4.2 asks for. The block is built in one array reused for the connection.
 */
final class HpackEncoder {
    private static final int DEFAULT_TABLE_SIZE = 4_096;

    private byte[] block = new byte[256];
    private int length;
    private int tableSize = DEFAULT_TABLE_SIZE;
    private int pendingSizeUpdate = -1;

    /** The client's SETTINGS_HEADER_TABLE_SIZE: the most our (empty) table may be. */
    void tableSizeLimit(int limit) {
        if (limit < tableSize) {
            tableSize = limit;
            pendingSizeUpdate = limit;
        }
    }

    void begin() {
        length = 0;
        if (pendingSizeUpdate >= 0) {
            integer(0x20, 5, pendingSizeUpdate);
            pendingSizeUpdate = -1;
        }
    }

    void status(int code) {
        int index = switch (code) {
            case 200 -> StaticTable.STATUS_200;
            case 204 -> 9;
            case 206 -> 10;
            case 304 -> 11;
            case 400 -> 12;
            case 404 -> 13;
            case 500 -> 14;
            default -> 0;
        };
        if (index != 0) {
            integer(0x80, 7, index);
            return;
        }
        integer(0x00, 4, StaticTable.STATUS_200); // the name :status, literal value
        room(4);
        block[length++] = 3;
        block[length++] = (byte) ('0' + code / 100);
        block[length++] = (byte) ('0' + code / 10 % 10);
        block[length++] = (byte) ('0' + code % 10);
    }

    /** A literal field without indexing named by static index {@code nameIndex}. */
    void field(int nameIndex, byte[] value, int offset, int valueLength) {
        integer(0x00, 4, nameIndex);
        integer(0x00, 7, valueLength);
        room(valueLength);
        System.arraycopy(value, offset, block, length, valueLength);
        length += valueLength;
    }

    void field(int nameIndex, byte[] value) {
        field(nameIndex, value, 0, value.length);
    }

    void decimalField(int nameIndex, long value) {
        integer(0x00, 4, nameIndex);
        int digits = 1;
        for (long rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        integer(0x00, 7, digits);
        room(digits);
        for (int i = digits - 1; i >= 0; i--) {
            block[length + i] = (byte) ('0' + value % 10);
            value /= 10;
        }
        length += digits;
    }

    byte[] block() {
        return block;
    }

    int length() {
        return length;
    }

    /** RFC 7541 §5.1: {@code value} with a {@code prefixBits} prefix, the first byte's other bits {@code pattern}. */
    private void integer(int pattern, int prefixBits, int value) {
        room(6);
        int max = (1 << prefixBits) - 1;
        if (value < max) {
            block[length++] = (byte) (pattern | value);
            return;
        }
        block[length++] = (byte) (pattern | max);
        value -= max;
        while (value >= 0x80) {
            block[length++] = (byte) ((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        block[length++] = (byte) value;
    }

    private void room(int more) {
        if (length + more > block.length) {
            block = Arrays.copyOf(block, Math.max(length + more, 2 * block.length));
        }
    }
}
