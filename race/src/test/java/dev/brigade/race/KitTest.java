package dev.brigade.race;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KitTest {

    @Test
    void allPassedIsAPass() {
        Kit.Verdict v = Kit.verdict(List.of("PASS plaintext 3 ms", "PASS echo 4 ms", "2 passed, 0 failed, 1 skipped"));
        assertTrue(v.passed());
        assertNull(v.firstFailure());
    }

    @Test
    void theFirstFailLineNamesTheDnf() {
        Kit.Verdict v = Kit.verdict(List.of("PASS plaintext 3 ms", "FAIL menu.bytes 5 ms", "  expected ...", "FAIL sse 2 ms",
                "1 passed, 2 failed, 0 skipped"));
        assertFalse(v.passed());
        assertEquals("FAIL menu.bytes 5 ms", v.firstFailure());
    }

    @Test
    void noVerdictIsNoPass() {
        Kit.Verdict v = Kit.verdict(List.of("Error: Unable to access jarfile kit.jar"));
        assertFalse(v.passed());
        assertTrue(v.firstFailure().contains("Unable to access jarfile"));
    }

    @Test
    void shellQuotingKeepsPlainWordsAndQuotesTheRest() {
        assertEquals("/usr/bin/java", Kit.shellQuote("/usr/bin/java"));
        assertEquals("'/a b/it'\\''s.jar'", Kit.shellQuote("/a b/it's.jar"));
    }
}
