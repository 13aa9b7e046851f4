package dev.brigade.race;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KitTest {

    @Test
    void allPassedIsAPass(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"contract":"1.0","passed":true,"counts":{"passed":2,"failed":0,"skipped":1},
                 "summary":"2 passed, 0 failed, 1 skipped","checks":[]}""");
        Kit.Verdict v = Kit.verdict(summary, List.of("whatever the console says", "FAIL is only a word here"));
        assertTrue(v.passed());
        assertNull(v.firstFailure());
        assertEquals("2 passed, 0 failed, 1 skipped", v.summary());
    }

    @Test
    void theFirstFailedCheckNamesTheDnf(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"contract":"1.0","passed":false,"summary":"1 passed, 2 failed, 0 skipped","checks":[
                 {"id":"plaintext.body","rule":"CONTRACT.md §3.1","level":"MUST","status":"PASSED","detail":""},
                 {"id":"menu.bytes","rule":"CONTRACT.md §3.4","level":"MUST","status":"FAILED","detail":"first difference at byte 7\\nmore"},
                 {"id":"sse.count-0","rule":"CONTRACT.md §3.7","level":"MUST","status":"FAILED","detail":"x"}]}""");
        Kit.Verdict v = Kit.verdict(summary, List.of("1 passed, 0 failed, 0 skipped"));
        assertFalse(v.passed());
        assertEquals("FAIL menu.bytes [MUST, CONTRACT.md §3.4]: first difference at byte 7", v.firstFailure());
    }

    @Test
    void noSummaryIsNoPass(@TempDir Path dir) {
        Kit.Verdict v = Kit.verdict(dir.resolve(Kit.SUMMARY), List.of("Error: Unable to access jarfile kit.jar"));
        assertFalse(v.passed());
        assertTrue(v.firstFailure().contains("Unable to access jarfile"));
    }

    @Test
    void shellQuotingKeepsPlainWordsAndQuotesTheRest() {
        assertEquals("/usr/bin/java", Kit.shellQuote("/usr/bin/java"));
        assertEquals("'/a b/it'\\''s.jar'", Kit.shellQuote("/a b/it's.jar"));
    }
}
