package dev.brigade.rawnio.http2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** RFC 7541 Appendix C's request examples, each block also fed a byte at a time, and the decoder's limits. */
class HpackDecoderTest {
    private static final List<String> FIRST =
            List.of(":method: GET", ":scheme: http", ":path: /", ":authority: www.example.com");
    private static final List<String> SECOND = List.of(
            ":method: GET", ":scheme: http", ":path: /", ":authority: www.example.com", "cache-control: no-cache");
    private static final List<String> THIRD = List.of(
            ":method: GET",
            ":scheme: https",
            ":path: /index.html",
            ":authority: www.example.com",
            "custom-key: custom-value");

    @Test
    void appendixC3RequestsWithoutHuffman() throws Http2Exception {
        requests(
                "828684410f7777772e6578616d706c652e636f6d",
                "828684be58086e6f2d6361636865",
                "828785bf400a637573746f6d2d6b65790c637573746f6d2d76616c7565");
    }

    @Test
    void appendixC4RequestsWithHuffman() throws Http2Exception {
        requests(
                "828684418cf1e3c2e5f23a6ba0ab90f4ff",
                "828684be5886a8eb10649cbf",
                "828785bf408825a849e95ba97d7f8925a849e95bb8e8b4bf");
    }

    private static void requests(String first, String second, String third) throws Http2Exception {
        for (boolean byteByByte : new boolean[] {false, true}) {
            HpackDecoder decoder = new HpackDecoder(4_096, 16_384, 16_384);
            assertEquals(FIRST, decode(decoder, first, byteByByte));
            assertEquals(57, decoder.tableBytes());
            assertEquals(SECOND, decode(decoder, second, byteByByte));
            assertEquals(110, decoder.tableBytes());
            assertEquals(THIRD, decode(decoder, third, byteByByte));
            assertEquals(164, decoder.tableBytes());
        }
    }

    @Test
    void aListOverTheLimitIsMarkedAndTheTableStillFilled() throws Http2Exception {
        HpackDecoder decoder = new HpackDecoder(4_096, 16_384, 100);
        // :authority www.example.com added, then named twice more: 3 x 57 > 100
        assertEquals(
                List.of(":method: GET", ":scheme: http"),
                decode(decoder, "8286" + "410f7777772e6578616d706c652e636f6d" + "bebe", false));
        assertTrue(decoder.tooLarge());
        assertEquals(57, decoder.tableBytes());
        decode(decoder, "8286", false);
        assertFalse(decoder.tooLarge());
    }

    @Test
    void aStringLongerThanKeptIsSkippedAndEmptiesTheTableItWouldHaveJoined() throws Http2Exception {
        HpackDecoder decoder = new HpackDecoder(4_096, 4_096, 16_384);
        decode(decoder, "410f7777772e6578616d706c652e636f6d", false);
        StringBuilder block = new StringBuilder("4001" + "78" + "7f8926"); // x: a 5,000-byte value (127 + 9 + 38 * 128)
        block.append("61".repeat(5_000));
        List<String> fields = decode(decoder, block.toString(), true);
        assertTrue(fields.isEmpty());
        assertTrue(decoder.tooLarge());
        assertEquals(0, decoder.tableBytes());
    }

    @Test
    void aLargeBlockLeavesLittleBehindOnceItEnds() throws Http2Exception {
        HpackDecoder decoder = new HpackDecoder(4_096, 16_384, 16_384);
        StringBuilder block =
                new StringBuilder("0001" + "78" + "7f914d"); // x: a 10,000-byte value (127 + 17 + 77 * 128)
        block.append("61".repeat(10_000));
        assertEquals(1, decode(decoder, block.toString(), true).size());
        assertTrue(decoder.retainedBytes() <= 3 * 1_024, "kept " + decoder.retainedBytes());
    }

    @Test
    void badRepresentationsAreCompressionErrors() {
        for (String block :
                List.of("80", "bf", "3fe21f", "8286843f", "418cf1e3c2e5f23a6ba0ab90f4", "4184ffffffff", "418100")) {
            HpackDecoder decoder = new HpackDecoder(4_096, 16_384, 16_384);
            Http2Exception e = assertThrows(Http2Exception.class, () -> decode(decoder, block, false), block);
            assertEquals(ErrorCode.COMPRESSION_ERROR, e.code(), block);
        }
    }

    private static List<String> decode(HpackDecoder decoder, String hex, boolean byteByByte) throws Http2Exception {
        byte[] bytes = HexFormat.of().parseHex(hex);
        List<String> fields = new ArrayList<>();
        HpackDecoder.Sink sink = (name, nameLength, value, valueLength) ->
                fields.add(new String(name, 0, nameLength, StandardCharsets.ISO_8859_1) + ": "
                        + new String(value, 0, valueLength, StandardCharsets.ISO_8859_1));
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        if (!byteByByte) {
            decoder.decode(buffer, 0, bytes.length, true, true, sink);
        } else {
            for (int i = 0; i < bytes.length; i++) {
                decoder.decode(buffer, i, i + 1, i == 0, i == bytes.length - 1, sink);
            }
        }
        return fields;
    }
}
