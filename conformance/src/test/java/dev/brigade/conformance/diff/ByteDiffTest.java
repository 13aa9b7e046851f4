package dev.brigade.conformance.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ByteDiffTest {

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    @Test
    void equalBytesHaveNoDifference() {
        assertEquals(Optional.empty(), ByteDiff.firstDifference(b("abc"), b("abc")));
    }

    @Test
    void namesTheOffsetAndEscapesTheContext() {
        String difference = ByteDiff.firstDifference(b("data: x\n\nevent"), b("data: x\r\n\nevent"))
                .orElseThrow();
        assertEquals(
                "first difference at byte 7 (expected 14 bytes, got 15)\n"
                        + "  expected: data: x[\\n\\nevent]\n"
                        + "  got:      data: x[\\r\\n\\nevent]",
                difference);
    }

    @Test
    void aShorterAnswerShowsItsEnd() {
        String difference =
                ByteDiff.firstDifference(b("Hello, World!"), b("Hello")).orElseThrow();
        assertTrue(difference.contains("got:      Hello[<end>]"), difference);
    }

    @Test
    void contextIsFortyBytesEitherSideAndNonAsciiIsHex() {
        String expected = "x".repeat(100) + "A" + "y".repeat(100);
        String actual = "x".repeat(100) + "\u00e9" + "y".repeat(100);
        String difference = ByteDiff.firstDifference(b(expected), b(actual)).orElseThrow();
        assertTrue(
                difference.contains("got:      ..." + "x".repeat(40) + "[\\xE9" + "y".repeat(39) + "]..."), difference);
    }
}
