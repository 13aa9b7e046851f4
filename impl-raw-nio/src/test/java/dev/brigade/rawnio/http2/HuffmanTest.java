package dev.brigade.rawnio.http2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/**
 * The nibble table against the code itself: every symbol after every other, so each symbol starts
 * at each offset within a nibble, and each end of string §5.2 allows or refuses.
 */
class HuffmanTest {

    @Test
    void everySymbolAfterEveryOtherDecodesToItself() throws Http2Exception {
        for (int first = 0; first < 256; first++) {
            byte[] plain = new byte[257];
            plain[0] = (byte) first;
            for (int s = 0; s < 256; s++) {
                plain[s + 1] = (byte) s;
            }
            assertArrayEquals(plain, decode(encode(plain, 0)), "after symbol " + first);
        }
    }

    @Test
    void paddingOfUpToSevenOneBitsEnds() throws Http2Exception {
        byte[] plain = "/plaintext".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        assertArrayEquals(plain, decode(encode(plain, 0)));
        for (int extraBytes = 1; extraBytes <= 2; extraBytes++) {
            byte[] padded = encode(plain, extraBytes); // a whole byte or more of ones: more than seven bits
            Http2Exception e = assertThrows(Http2Exception.class, () -> decode(padded));
            assertEquals(ErrorCode.COMPRESSION_ERROR, e.code());
            assertTrue(e.getMessage().contains("padding"), e.getMessage());
        }
    }

    @Test
    void paddingWithAZeroBitIsRefused() {
        // 'a' is 00011 (5 bits): three padding bits follow, here 110 instead of 111
        Http2Exception e = assertThrows(Http2Exception.class, () -> decode(new byte[] {(byte) 0b0001_1110}));
        assertEquals(ErrorCode.COMPRESSION_ERROR, e.code());
        assertTrue(e.getMessage().contains("padding"), e.getMessage());
    }

    @Test
    void eosInTheStringIsRefused() {
        // EOS is thirty one-bits: four bytes of ones hold it whole
        Http2Exception e = assertThrows(Http2Exception.class, () -> decode(new byte[] {-1, -1, -1, -1}));
        assertEquals(ErrorCode.COMPRESSION_ERROR, e.code());
        assertTrue(e.getMessage().contains("EOS"), e.getMessage());
    }

    @Test
    void anEmptyStringIsEmpty() throws Http2Exception {
        assertArrayEquals(new byte[0], decode(new byte[0]));
    }

    private static byte[] decode(byte[] encoded) throws Http2Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteBuffer src = ByteBuffer.allocateDirect(encoded.length + 2)
                .put(new byte[] {9, 9})
                .put(encoded);
        Huffman.decode(src, 2, 2 + encoded.length, b -> out.write(b));
        return out.toByteArray();
    }

    /** The canonical code, padded to a byte with ones, then {@code extraBytes} bytes of ones more. */
    private static byte[] encode(byte[] plain, int extraBytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        long bits = 0;
        int count = 0;
        for (byte b : plain) {
            int symbol = b & 0xFF;
            bits = bits << Huffman.LENGTHS[symbol] | Huffman.CODES[symbol];
            count += Huffman.LENGTHS[symbol];
            while (count >= 8) {
                count -= 8;
                out.write((int) (bits >>> count));
            }
        }
        if (count > 0) {
            out.write((int) (bits << (8 - count)) | (0xFF >>> count));
        }
        for (int i = 0; i < extraBytes; i++) {
            out.write(0xFF);
        }
        return out.toByteArray();
    }
}
