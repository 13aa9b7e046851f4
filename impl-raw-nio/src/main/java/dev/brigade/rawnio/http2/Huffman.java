package dev.brigade.rawnio.http2;

import java.nio.ByteBuffer;

/**
 * HPACK's Huffman code (RFC 7541 Appendix B), decoding only: this server's encoder sends its few
 * literals raw. The canonical code is built once into a binary trie, and from it a table that
 * decodes four bits at a time: for each inner node of the trie and each nibble, the node the
 * nibble leads to and the symbol it completes, if any (at most one: the shortest code is five
 * bits). Decoding takes two lookups per byte instead of eight steps down the trie, and checks the
 * end of the string as §5.2 requires: at most seven bits of padding, all ones (a prefix of EOS),
 * and never EOS itself.
 */
final class Huffman {
    private static final int EOS = 256;
    private static final int EOS_CODE = 0x3fffffff;
    private static final int EOS_LENGTH = 30;
    private static final int MAX_PADDING_BITS = 7;

    /** Codes of symbols 0 to 255, right-aligned; EOS is added apart. Package-private for the tests' encoder. */
    static final int[] CODES = {
        0x1ff8, 0x7fffd8, 0xfffffe2, 0xfffffe3, 0xfffffe4, 0xfffffe5, 0xfffffe6, 0xfffffe7,
        0xfffffe8, 0xffffea, 0x3ffffffc, 0xfffffe9, 0xfffffea, 0x3ffffffd, 0xfffffeb, 0xfffffec,
        0xfffffed, 0xfffffee, 0xfffffef, 0xffffff0, 0xffffff1, 0xffffff2, 0x3ffffffe, 0xffffff3,
        0xffffff4, 0xffffff5, 0xffffff6, 0xffffff7, 0xffffff8, 0xffffff9, 0xffffffa, 0xffffffb,
        0x14, 0x3f8, 0x3f9, 0xffa, 0x1ff9, 0x15, 0xf8, 0x7fa,
        0x3fa, 0x3fb, 0xf9, 0x7fb, 0xfa, 0x16, 0x17, 0x18,
        0x0, 0x1, 0x2, 0x19, 0x1a, 0x1b, 0x1c, 0x1d,
        0x1e, 0x1f, 0x5c, 0xfb, 0x7ffc, 0x20, 0xffb, 0x3fc,
        0x1ffa, 0x21, 0x5d, 0x5e, 0x5f, 0x60, 0x61, 0x62,
        0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a,
        0x6b, 0x6c, 0x6d, 0x6e, 0x6f, 0x70, 0x71, 0x72,
        0xfc, 0x73, 0xfd, 0x1ffb, 0x7fff0, 0x1ffc, 0x3ffc, 0x22,
        0x7ffd, 0x3, 0x23, 0x4, 0x24, 0x5, 0x25, 0x26,
        0x27, 0x6, 0x74, 0x75, 0x28, 0x29, 0x2a, 0x7,
        0x2b, 0x76, 0x2c, 0x8, 0x9, 0x2d, 0x77, 0x78,
        0x79, 0x7a, 0x7b, 0x7ffe, 0x7fc, 0x3ffd, 0x1ffd, 0xffffffc,
        0xfffe6, 0x3fffd2, 0xfffe7, 0xfffe8, 0x3fffd3, 0x3fffd4, 0x3fffd5, 0x7fffd9,
        0x3fffd6, 0x7fffda, 0x7fffdb, 0x7fffdc, 0x7fffdd, 0x7fffde, 0xffffeb, 0x7fffdf,
        0xffffec, 0xffffed, 0x3fffd7, 0x7fffe0, 0xffffee, 0x7fffe1, 0x7fffe2, 0x7fffe3,
        0x7fffe4, 0x1fffdc, 0x3fffd8, 0x7fffe5, 0x3fffd9, 0x7fffe6, 0x7fffe7, 0xffffef,
        0x3fffda, 0x1fffdd, 0xfffe9, 0x3fffdb, 0x3fffdc, 0x7fffe8, 0x7fffe9, 0x1fffde,
        0x7fffea, 0x3fffdd, 0x3fffde, 0xfffff0, 0x1fffdf, 0x3fffdf, 0x7fffeb, 0x7fffec,
        0x1fffe0, 0x1fffe1, 0x3fffe0, 0x1fffe2, 0x7fffed, 0x3fffe1, 0x7fffee, 0x7fffef,
        0xfffea, 0x3fffe2, 0x3fffe3, 0x3fffe4, 0x7ffff0, 0x3fffe5, 0x3fffe6, 0x7ffff1,
        0x3ffffe0, 0x3ffffe1, 0xfffeb, 0x7fff1, 0x3fffe7, 0x7ffff2, 0x3fffe8, 0x1ffffec,
        0x3ffffe2, 0x3ffffe3, 0x3ffffe4, 0x7ffffde, 0x7ffffdf, 0x3ffffe5, 0xfffff1, 0x1ffffed,
        0x7fff2, 0x1fffe3, 0x3ffffe6, 0x7ffffe0, 0x7ffffe1, 0x3ffffe7, 0x7ffffe2, 0xfffff2,
        0x1fffe4, 0x1fffe5, 0x3ffffe8, 0x3ffffe9, 0xffffffd, 0x7ffffe3, 0x7ffffe4, 0x7ffffe5,
        0xfffec, 0xfffff3, 0xfffed, 0x1fffe6, 0x3fffe9, 0x1fffe7, 0x1fffe8, 0x7ffff3,
        0x3fffea, 0x3fffeb, 0x1ffffee, 0x1ffffef, 0xfffff4, 0xfffff5, 0x3ffffea, 0x7ffff4,
        0x3ffffeb, 0x7ffffe6, 0x3ffffec, 0x3ffffed, 0x7ffffe7, 0x7ffffe8, 0x7ffffe9, 0x7ffffea,
        0x7ffffeb, 0xffffffe, 0x7ffffec, 0x7ffffed, 0x7ffffee, 0x7ffffef, 0x7fffff0, 0x3ffffee,
    };

    static final byte[] LENGTHS = {
        13, 23, 28, 28, 28, 28, 28, 28, 28, 24, 30, 28, 28, 30, 28, 28,
        28, 28, 28, 28, 28, 28, 30, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        6, 10, 10, 12, 13, 6, 8, 11, 10, 10, 8, 11, 8, 6, 6, 6,
        5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 8, 15, 6, 12, 10,
        13, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
        7, 7, 7, 7, 7, 7, 7, 7, 8, 7, 8, 13, 19, 13, 14, 6,
        15, 5, 6, 5, 6, 5, 6, 6, 6, 5, 7, 7, 6, 6, 6, 5,
        6, 7, 6, 5, 5, 6, 7, 7, 7, 7, 7, 15, 11, 14, 13, 28,
        20, 22, 20, 20, 22, 22, 22, 23, 22, 23, 23, 23, 23, 23, 24, 23,
        24, 24, 22, 23, 24, 23, 23, 23, 23, 21, 22, 23, 22, 23, 23, 24,
        22, 21, 20, 22, 22, 23, 23, 21, 23, 22, 22, 24, 21, 22, 23, 23,
        21, 21, 22, 21, 23, 22, 23, 23, 20, 22, 22, 22, 23, 22, 22, 23,
        26, 26, 20, 19, 22, 23, 22, 25, 26, 26, 26, 27, 27, 26, 24, 25,
        19, 21, 26, 27, 27, 26, 27, 24, 21, 21, 26, 26, 28, 27, 27, 27,
        20, 24, 20, 21, 22, 21, 21, 23, 22, 22, 25, 25, 24, 24, 26, 23,
        26, 27, 26, 26, 27, 27, 27, 27, 27, 28, 27, 27, 27, 27, 27, 26,
    };

    /** A nibble's entry: the node it leads to in its low bits, then whether it completes a symbol, which, and whether that is EOS. */
    private static final int NODE_MASK = 0x1FF;

    private static final int COMPLETES = 1 << 9;
    private static final int SYMBOL_SHIFT = 10;
    private static final int REACHES_EOS = 1 << 19;

    /** Entries by {@code node << 4 | nibble}, for the trie's 256 inner nodes (node 0 is the root). */
    private static final int[] NIBBLES;
    /** The nodes a string may end at: the root, or up to seven one-bits below it (padding, §5.2). */
    private static final boolean[] ENDS;

    static {
        int[] zero = new int[512];
        int[] one = new int[512];
        int nodes = 1; // node 0 is the root; a leaf holds -(symbol + 1)
        for (int symbol = 0; symbol <= EOS; symbol++) {
            int code = symbol == EOS ? EOS_CODE : CODES[symbol];
            int length = symbol == EOS ? EOS_LENGTH : LENGTHS[symbol];
            int node = 0;
            for (int bit = length - 1; bit >= 0; bit--) {
                int[] branch = ((code >>> bit) & 1) == 0 ? zero : one;
                if (bit == 0) {
                    branch[node] = -(symbol + 1);
                } else {
                    if (branch[node] == 0) {
                        branch[node] = nodes++;
                    }
                    node = branch[node];
                }
            }
        }
        NIBBLES = new int[nodes << 4];
        for (int node = 0; node < nodes; node++) {
            for (int nibble = 0; nibble < 16; nibble++) {
                int at = node;
                int entry = 0;
                for (int bit = 3; bit >= 0; bit--) {
                    int next = ((nibble >>> bit) & 1) == 0 ? zero[at] : one[at];
                    if (next >= 0) {
                        at = next;
                    } else if (-next - 1 == EOS) {
                        entry |= REACHES_EOS;
                        break;
                    } else {
                        entry |= COMPLETES | (-next - 1) << SYMBOL_SHIFT;
                        at = 0;
                    }
                }
                NIBBLES[node << 4 | nibble] = entry | at;
            }
        }
        ENDS = new boolean[nodes];
        ENDS[0] = true;
        for (int bits = 1, node = 0; bits <= MAX_PADDING_BITS; bits++) {
            node = one[node];
            ENDS[node] = true;
        }
    }

    private Huffman() {}

    /**
     * Decodes {@code src[from..to)} (absolute indices) into {@code sink}.
     *
     * @throws Http2Exception COMPRESSION_ERROR for EOS or bad padding
     */
    static void decode(ByteBuffer src, int from, int to, ByteSink sink) throws Http2Exception {
        int node = 0;
        for (int i = from; i < to; i++) {
            int b = src.get(i);
            node = step(node, (b >>> 4) & 0xF, sink);
            node = step(node, b & 0xF, sink);
        }
        if (!ENDS[node]) {
            throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "bad Huffman padding");
        }
    }

    private static int step(int node, int nibble, ByteSink sink) throws Http2Exception {
        int entry = NIBBLES[node << 4 | nibble];
        if ((entry & COMPLETES) != 0) {
            sink.put((byte) (entry >>> SYMBOL_SHIFT));
        } else if ((entry & REACHES_EOS) != 0) {
            throw Http2Exception.connection(ErrorCode.COMPRESSION_ERROR, "EOS in a Huffman string");
        }
        return entry & NODE_MASK;
    }

    /** Where decoded bytes go. */
    interface ByteSink {
        void put(byte b);
    }
}
