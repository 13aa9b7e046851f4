package dev.brigade.conformance.h2robust;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The few HPACK representations (RFC 7541 §6) the cases send, written by hand so that each byte is
 * the one the case means: literals without Huffman coding, indexed fields, table size updates.
 */
public final class Hpack {

    private Hpack() {}

    /** A request's pseudo-header fields, then {@code extra} (each an encoded field), as one header block. */
    public static byte[] request(String method, String path, String authority, byte[]... extra) {
        ByteArrayOutputStream block = new ByteArrayOutputStream();
        // the names by their static index (2, 6, 1, 4), as clients send them: some decoders want that
        block.writeBytes(literal(2, method));
        block.writeBytes(literal(6, "http"));
        block.writeBytes(literal(1, authority));
        block.writeBytes(literal(4, path));
        for (byte[] field : extra) {
            block.writeBytes(field);
        }
        return block.toByteArray();
    }

    /** A request as {@link #request} sends it, but every name a literal string, none by its static index. */
    public static byte[] requestLiteralNames(String method, String path, String authority) {
        return concat(
                literal(":method", method),
                literal(":scheme", "http"),
                literal(":authority", authority),
                literal(":path", path));
    }

    /** A literal field without indexing, its name new (§6.2.2): no state left in either side's table. */
    public static byte[] literal(String name, String value) {
        return literal(0x00, 4, name, value);
    }

    /** A literal field without indexing, its name the static table's entry {@code nameIndex} (§6.2.2). */
    public static byte[] literal(int nameIndex, String value) {
        byte[] v = value.getBytes(StandardCharsets.ISO_8859_1);
        return concat(integer(0x00, 4, nameIndex), integer(0, 7, v.length), v);
    }

    /** A literal field with incremental indexing (§6.2.1): the server adds it to its dynamic table. */
    public static byte[] literalIndexed(String name, String value) {
        return literal(0x40, 6, name, value);
    }

    /** An indexed field (§6.1): index 62 is the newest dynamic entry. */
    public static byte[] indexed(int index) {
        return integer(0x80, 7, index);
    }

    /** A dynamic table size update (§6.3). */
    public static byte[] tableSizeUpdate(int size) {
        return integer(0x20, 5, size);
    }

    public static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            all.writeBytes(part);
        }
        return all.toByteArray();
    }

    private static byte[] literal(int pattern, int prefix, String name, String value) {
        byte[] n = name.getBytes(StandardCharsets.ISO_8859_1);
        byte[] v = value.getBytes(StandardCharsets.ISO_8859_1);
        return concat(integer(pattern, prefix, 0), integer(0, 7, n.length), n, integer(0, 7, v.length), v);
    }

    /** An integer with an N-bit prefix (§5.1), the prefix's other bits set to {@code pattern}. */
    static byte[] integer(int pattern, int prefix, int value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int max = (1 << prefix) - 1;
        if (value < max) {
            out.write(pattern | value);
            return out.toByteArray();
        }
        out.write(pattern | max);
        int rest = value - max;
        while (rest >= 128) {
            out.write((rest & 0x7f) | 0x80);
            rest >>>= 7;
        }
        out.write(rest);
        return out.toByteArray();
    }
}
