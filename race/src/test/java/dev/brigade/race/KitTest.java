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
    void raceReadyIsAPass(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"contract":"2.0","race":{"ready":true,"verdict":"race: ready (13 of 13)"},"passed":true,
                 "counts":{"passed":2,"failed":0,"skipped":1},"summary":"2 passed, 0 failed, 1 skipped","checks":[]}""");
        Kit.Verdict v = Kit.verdict(summary, List.of("whatever the console says", "FAIL is only a word here"));
        assertTrue(v.passed());
        assertNull(v.firstFailure());
        assertEquals("2 passed, 0 failed, 1 skipped", v.summary());
    }

    @Test
    void aBrigadeFailureIsNoGate(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"contract":"2.0","race":{"ready":true,"verdict":"race: ready (13 of 13)"},"passed":false,
                 "summary":"1 passed, 1 failed, 0 skipped","checks":[
                 {"id":"menu.bytes","tier":"brigade","rule":"CONTRACT.md §3.4","level":"MUST","status":"FAILED","detail":"x"}]}""");
        assertTrue(Kit.verdict(summary, List.of()).passed());
    }

    @Test
    void theFirstFailedRaceCheckNamesTheDnf(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"contract":"2.0","race":{"ready":false,"verdict":"race: not ready"},"passed":false,
                 "summary":"1 passed, 3 failed, 0 skipped","checks":[
                 {"id":"plaintext.body","tier":"race","rule":"CONTRACT.md §3.1","level":"MUST","status":"PASSED","detail":""},
                 {"id":"http.date","tier":"brigade","rule":"CONTRACT.md §2.3","level":"MUST","status":"FAILED","detail":"no Date"},
                 {"id":"menu.page","tier":"race","rule":"CONTRACT.md §3.4","level":"MUST","status":"FAILED","detail":"first difference at byte 7\\nmore"},
                 {"id":"sse.stream","tier":"race","rule":"CONTRACT.md §3.7","level":"MUST","status":"FAILED","detail":"x"}]}""");
        Kit.Verdict v = Kit.verdict(summary, List.of("1 passed, 0 failed, 0 skipped"));
        assertFalse(v.passed());
        assertEquals("FAIL menu.page [MUST, CONTRACT.md §3.4]: first difference at byte 7", v.firstFailure());
    }

    @Test
    void noSummaryIsNoPass(@TempDir Path dir) {
        Kit.Verdict v = Kit.verdict(dir.resolve(Kit.SUMMARY), List.of("Error: Unable to access jarfile kit.jar"));
        assertFalse(v.passed());
        assertTrue(v.firstFailure().contains("Unable to access jarfile"));
    }

    @Test
    void aModulesDeclaredListIsPassedOnlyWhenItIsThere(@TempDir Path dir) throws IOException {
        Kit kit = new Kit(Path.of("/jdk/bin/java"), Path.of("/kit.jar"));
        Path declared = dir.resolve("declared-deviations.txt");
        assertFalse(kit.kitArgv("cmd", declared, dir).contains("--declared"));
        Files.writeString(declared, "http.head-sse reason https://example.org/source\n");
        List<String> argv = kit.kitArgv("cmd", declared, dir);
        assertEquals(List.of("--declared", declared.toString()), argv.subList(argv.size() - 2, argv.size()));
        assertFalse(kit.kitArgv("cmd", null, dir).contains("--declared"));
    }

    @Test
    void aJavaServersDeclaredListIsItsModulesBesideItsJvmOptions() {
        JavaServer helidon = new JavaServer("helidon", Path.of("impl-helidon/target/brigade-helidon.jar"),
                Path.of("impl-helidon/jvm.options"), Path.of("java"));
        assertEquals(Path.of("impl-helidon/declared-deviations.txt"), helidon.declaredDeviations());
    }

    @Test
    void shellQuotingKeepsPlainWordsAndQuotesTheRest() {
        assertEquals("/usr/bin/java", Kit.shellQuote("/usr/bin/java"));
        assertEquals("'/a b/it'\\''s.jar'", Kit.shellQuote("/a b/it's.jar"));
    }
}
