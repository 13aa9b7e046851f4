package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KitTest {

    @Test
    void raceReadyIsAPass(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"contract":"2.0","race":{"ready":true,"verdict":"race: ready (13 of 13)"},"passed":true,
                 "counts":{"passed":2,"failed":0,"skipped":1},"summary":"2 passed, 0 failed, 1 skipped","checks":[]}""");
        Kit.Verdict v = Kit.verdict(
                summary,
                dir.resolve(Kit.TLS_SUMMARY),
                List.of("whatever the console says", "FAIL is only a word here"));
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
        assertTrue(Kit.verdict(summary, dir.resolve(Kit.TLS_SUMMARY), List.of()).passed());
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
        Kit.Verdict v = Kit.verdict(summary, dir.resolve(Kit.TLS_SUMMARY), List.of("1 passed, 0 failed, 0 skipped"));
        assertFalse(v.passed());
        assertEquals("FAIL menu.page [MUST, CONTRACT.md §3.4]: first difference at byte 7", v.firstFailure());
    }

    @Test
    void aFailureInTheHttpsModeAloneLeavesTheClearOneReady(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"contract":"2.1","race":{"ready":false,"verdict":"race: not ready"},"passed":false,
                 "summary":"2 passed, 1 failed","checks":[
                 {"id":"plaintext.body","tier":"race","rule":"CONTRACT.md §3.1","level":"MUST","status":"PASSED","detail":""},
                 {"id":"tls.plaintext","tier":"race","rule":"CONTRACT.md §8","level":"MUST","status":"PASSED","detail":""},
                 {"id":"tls.aes-128-gcm","tier":"race","rule":"CONTRACT.md §8","level":"MUST","status":"FAILED","detail":"TLS_AES_256_GCM_SHA384"}]}""");
        Kit.Verdict v = Kit.verdict(summary, dir.resolve(Kit.TLS_SUMMARY), List.of());
        assertTrue(v.passed(), "the race checks each mode on its own");
        assertEquals(Boolean.FALSE, v.tlsPassed());
        assertEquals("FAIL tls.aes-128-gcm [MUST, CONTRACT.md §8]: TLS_AES_256_GCM_SHA384", v.tlsFailure());
    }

    @Test
    void theHttpsModesVerdictIsAbsentWhenTheKitCheckedNone(@TempDir Path dir) throws IOException {
        Path plainOnly = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"race":{"ready":true},"summary":"1 passed","checks":[
                 {"id":"plaintext.body","tier":"race","rule":"§3.1","level":"MUST","status":"PASSED","detail":""}]}""");
        assertNull(
                Kit.verdict(plainOnly, dir.resolve(Kit.TLS_SUMMARY), List.of()).tlsPassed());
        Path both = Files.writeString(dir.resolve("both.json"), """
                {"race":{"ready":true},"summary":"2 passed","checks":[
                 {"id":"plaintext.body","tier":"race","rule":"§3.1","level":"MUST","status":"PASSED","detail":""},
                 {"id":"process.tls-ready","tier":"race","rule":"§8","level":"MUST","status":"PASSED","detail":""}]}""");
        assertEquals(
                Boolean.TRUE,
                Kit.verdict(both, dir.resolve(Kit.TLS_SUMMARY), List.of()).tlsPassed());
    }

    @Test
    void anHttpsModeThatNeverStartedIsNotReadyWhateverItsTier(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"race":{"ready":true},"summary":"1 passed, 1 failed","checks":[
                 {"id":"plaintext.body","tier":"race","rule":"§3.1","level":"MUST","status":"PASSED","detail":""},
                 {"id":"process.tls-ready","tier":"brigade","rule":"§8","level":"MUST","status":"FAILED","detail":"no answer in 10 s"},
                 {"id":"tls.plaintext","tier":"brigade","rule":"§8","level":"MUST","status":"SKIPPED","detail":""}]}""");
        Kit.Verdict v = Kit.verdict(summary, dir.resolve(Kit.TLS_SUMMARY), List.of());
        assertTrue(v.passed(), "the clear mode races");
        assertEquals(Boolean.FALSE, v.tlsPassed());
        assertEquals("FAIL process.tls-ready [MUST, §8]: no answer in 10 s", v.tlsFailure());
    }

    @Test
    void aPlainFailureIsNotReadyWhateverTheHttpsMode(@TempDir Path dir) throws IOException {
        Path summary = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"race":{"ready":false},"summary":"1 passed, 1 failed","checks":[
                 {"id":"menu.page","tier":"race","rule":"§3.4","level":"MUST","status":"FAILED","detail":"x"},
                 {"id":"tls.plaintext","tier":"race","rule":"§8","level":"MUST","status":"PASSED","detail":""}]}""");
        Kit.Verdict v = Kit.verdict(summary, dir.resolve(Kit.TLS_SUMMARY), List.of());
        assertFalse(v.passed());
        assertEquals("FAIL menu.page [MUST, §3.4]: x", v.firstFailure());
    }

    /** The kit's real layout: the plain mode's summary in the report folder, the HTTPS mode's in {@code tls/} of it. */
    private static void realLayout(Path dir, String plainChecks, boolean plainReady, String tlsChecks, boolean tlsReady)
            throws IOException {
        Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"contract":"2.1","race":{"ready":%s,"verdict":"race: ..."},"summary":"brigade contract 2.1: plain","checks":[%s]}""".formatted(plainReady, plainChecks));
        Files.createDirectories(dir.resolve("tls"));
        Files.writeString(dir.resolve("tls").resolve(Kit.SUMMARY), """
                {"contract":"2.1","race":{"ready":%s,"verdict":"race: ..."},"summary":"brigade contract 2.1: tls","checks":[%s]}""".formatted(tlsReady, tlsChecks));
    }

    private static final String PLAIN_PASSED =
            "{\"id\":\"plaintext.body\",\"tier\":\"race\",\"rule\":\"§3.1\",\"level\":\"MUST\",\"status\":\"PASSED\",\"detail\":\"\"}";

    @Test
    void theHttpsModesVerdictComesFromTheKitsTlsFolder(@TempDir Path dir) throws IOException {
        realLayout(dir, PLAIN_PASSED, true, """
                {"id":"process.tls-ready","tier":"race","rule":"§8","level":"MUST","status":"PASSED","detail":""},
                {"id":"tls.plaintext","tier":"race","rule":"§8","level":"MUST","status":"PASSED","detail":""}""", true);
        Kit.Verdict v = Kit.verdict(dir.resolve(Kit.SUMMARY), dir.resolve(Kit.TLS_SUMMARY), List.of());
        assertTrue(v.passed());
        assertEquals(Boolean.TRUE, v.tlsPassed(), "the kit checked the HTTPS mode, in tls/");
        assertEquals("brigade contract 2.1: plain; TLS mode: brigade contract 2.1: tls", v.summary());
    }

    @Test
    void aFailureInTheKitsTlsFolderKeepsTheServerOffTls(@TempDir Path dir) throws IOException {
        // an id outside tls.* still counts as the HTTPS mode's when the TLS summary holds it
        realLayout(dir, PLAIN_PASSED, true, """
                {"id":"menu.page","tier":"race","rule":"§8.2","level":"MUST","status":"FAILED","detail":"over HTTPS"}""", false);
        Kit.Verdict v = Kit.verdict(dir.resolve(Kit.SUMMARY), dir.resolve(Kit.TLS_SUMMARY), List.of());
        assertTrue(v.passed(), "the plain mode is ready on its own");
        assertEquals(Boolean.FALSE, v.tlsPassed());
        assertEquals("FAIL menu.page [MUST, §8.2]: over HTTPS", v.tlsFailure());
    }

    @Test
    void noTlsFolderIsNoTlsVerdict(@TempDir Path dir) throws IOException {
        Files.writeString(
                dir.resolve(Kit.SUMMARY),
                "{\"race\":{\"ready\":true},\"summary\":\"1 passed\",\"checks\":[" + PLAIN_PASSED + "]}");
        assertNull(Kit.verdict(dir.resolve(Kit.SUMMARY), dir.resolve(Kit.TLS_SUMMARY), List.of())
                .tlsPassed());
    }

    @Test
    void theWholeContractPassesOnlyWhenNothingFailedInEitherMode(@TempDir Path dir) throws IOException {
        // race-ready, yet a brigade-tier check failed in the TLS mode: a release must not call that passed
        realLayout(dir, PLAIN_PASSED, true, """
                {"id":"tls.no-resumption","tier":"brigade","rule":"§8.5","level":"MUST","status":"FAILED","detail":"resumed"}""", true);
        Path plain = dir.resolve(Kit.SUMMARY);
        Path tls = dir.resolve(Kit.TLS_SUMMARY);
        Files.writeString(plain, Files.readString(plain).replace("\"contract\"", "\"passed\":true,\"contract\""));
        Kit.Whole w = Kit.whole(plain, tls, true, List.of());
        assertFalse(w.passed());
        assertEquals("TLS mode: FAIL tls.no-resumption [MUST, §8.5]: resumed", w.firstFailure());
        assertTrue(Kit.verdict(plain, tls, List.of()).passed(), "the race's gate is the race tier alone");
    }

    @Test
    void theWholeContractNeedsTheHttpsModeWhenTheReleaseAskedForIt(@TempDir Path dir) throws IOException {
        Path plain = Files.writeString(
                dir.resolve(Kit.SUMMARY),
                "{\"passed\":true,\"race\":{\"ready\":true},\"summary\":\"1 passed\",\"checks\":[" + PLAIN_PASSED
                        + "]}");
        assertTrue(
                Kit.whole(plain, dir.resolve(Kit.TLS_SUMMARY), false, List.of()).passed());
        Kit.Whole w = Kit.whole(plain, dir.resolve(Kit.TLS_SUMMARY), true, List.of("TLS mode: ..."));
        assertFalse(w.passed());
        assertTrue(w.firstFailure().startsWith("the kit checked no TLS mode"), w.firstFailure());
        Files.createDirectories(dir.resolve("tls"));
        Files.writeString(dir.resolve(Kit.TLS_SUMMARY), "{\"passed\":true,\"summary\":\"17 passed\",\"checks\":[]}");
        Kit.Whole both = Kit.whole(plain, dir.resolve(Kit.TLS_SUMMARY), true, List.of());
        assertTrue(both.passed());
        assertEquals("plain mode: 1 passed; TLS mode: 17 passed", both.summary());
    }

    @Test
    void aDeclaredCheckIsNoFailureOfTheWholeContract(@TempDir Path dir) throws IOException {
        Path plain = Files.writeString(dir.resolve(Kit.SUMMARY), """
                {"passed":true,"summary":"1 passed, 0 failed, 1 declared","checks":[
                 {"id":"http.head-sse","tier":"brigade","rule":"§2","level":"MUST","status":"DECLARED","detail":"framework"}]}""");
        assertTrue(
                Kit.whole(plain, dir.resolve(Kit.TLS_SUMMARY), false, List.of()).passed());
    }

    @Test
    void theHttpsModeGoesToTheKitAsRunTls(@TempDir Path dir) {
        Kit kit = new Kit(Path.of("java"), Path.of("kit.jar"));
        List<String> argv = kit.kitArgv("srv --port {port}", null, "--tls-cert {cert} --tls-key {key}", dir);
        int i = argv.indexOf("--run-tls");
        assertEquals("--tls-cert {cert} --tls-key {key}", argv.get(i + 1));
        assertFalse(kit.kitArgv("srv --port {port}", null, null, dir).contains("--run-tls"));
    }

    @Test
    void noSummaryIsNoPass(@TempDir Path dir) {
        Kit.Verdict v = Kit.verdict(
                dir.resolve(Kit.SUMMARY),
                dir.resolve(Kit.TLS_SUMMARY),
                List.of("Error: Unable to access jarfile kit.jar"));
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
        JavaServer helidon = new JavaServer(
                "helidon",
                Path.of("impl-helidon/target/brigade-helidon.jar"),
                Path.of("impl-helidon/jvm.options"),
                Path.of("java"));
        assertEquals(Path.of("impl-helidon/declared-deviations.txt"), helidon.declaredDeviations());
    }

    @Test
    void shellQuotingKeepsPlainWordsAndQuotesTheRest() {
        assertEquals("/usr/bin/java", Kit.shellQuote("/usr/bin/java"));
        assertEquals("'/a b/it'\\''s.jar'", Kit.shellQuote("/a b/it's.jar"));
    }
}
