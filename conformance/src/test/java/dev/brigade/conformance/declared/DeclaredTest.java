package dev.brigade.conformance.declared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.run.Tier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The declared-deviations file: what it takes, what it refuses, and how it turns results. */
class DeclaredTest {

    private static final String SOURCE = "https://github.com/example/framework/blob/v1/Decoder.java#L42";

    @TempDir
    Path dir;

    private Declared read(String line) throws IOException, DeclaredFileException {
        return Declared.read(Files.writeString(dir.resolve("declared.txt"), "# comment\n\n" + line + "\n"));
    }

    @Test
    void aLineIsIdReasonAndSource() throws Exception {
        Declared declared = read("http.target-fragment-400 the decoder keeps the fragment in the path " + SOURCE);
        Deviation deviation = declared.of("http.target-fragment-400").orElseThrow();
        assertEquals("the decoder keeps the fragment in the path", deviation.reason());
        assertEquals(SOURCE, deviation.source().toString());
        assertEquals(3, deviation.line());
    }

    @Test
    void aRobustnessCaseCanBeDeclared() throws Exception {
        assertEquals(
                1, read("robust.field.obs-fold the parser unfolds it " + SOURCE).size());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "sse.stream the race's own check", // race tier
                "plaintext.content-type what RACING.md states", // race-should
                "conduit.list-bad-token-401 the API is ours", // Conduit
                "tls.conduit-comment the API is ours over HTTPS too", // Conduit, TLS mode
                "h2c.header-list-refused a request past the limit served", // never served, whatever answers
                "process.writes-kept durability", // durability
                "badinput.cl-and-te framing, CONTRACT §5.3", // framing, a check
                "robust.cl.two-different framing, CONTRACT §5.4", // framing, a case
                "robust.chunk.size-not-hex framing, CONTRACT §5.5",
                "robust.pipeline.get-with-body a body read as a request",
                "no.such-check nothing has this id",
            })
    void whatMayNotBeDeclaredIsRefused(String line) {
        assertThrows(DeclaredFileException.class, () -> read(line + " " + SOURCE));
    }

    /** The ids that can only fail with the framing in doubt: each refusal says why, in its own words. */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(
            delimiter = '|',
            value = {
                "te.chunked-not-last|chunked not the last coding",
                "te.chunked-twice-list|chunked named twice",
                "te.chunked-twice-lines|two Transfer-Encoding lines",
                "te.vertical-tab|a vertical tab before chunked",
                "te.space-before-colon|a space before the colon",
                "te.obs-fold|a folded Transfer-Encoding",
                "chunk.ext-bare-cr|a bare CR in a chunk extension",
                "chunk.ext-nul|a NUL in a chunk extension",
            })
    void anIdThatCanOnlyEndInAmbiguityIsRefusedWithItsReason(String id, String reason) {
        DeclaredFileException e =
                assertThrows(DeclaredFileException.class, () -> read("robust." + id + " the parser " + SOURCE));
        assertTrue(
                e.getMessage().contains("robust." + id + " can only fail with the framing in doubt (" + reason),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("never declare it"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http.date", // no reason, no source
                "http.date a reason but no source",
                "http.date a reason ftp://example.com/not-http",
            })
    void aLineWithoutReasonOrSourceIsRefused(String line) {
        DeclaredFileException e = assertThrows(DeclaredFileException.class, () -> read(line));
        assertTrue(e.getMessage().contains("declared.txt:3"), e.getMessage());
    }

    @Test
    void aCheckDeclaredTwiceIsRefused() {
        assertThrows(DeclaredFileException.class, () -> read("http.date one " + SOURCE + "\nhttp.date two " + SOURCE));
    }

    @Test
    void aDeclaredFailureIsDeclaredAndADeclaredPassFails() throws Exception {
        Declared declared = read("http.date the framework writes no Date " + SOURCE);
        CheckResult failed = result("http.date", CheckResult.Status.FAILED);
        CheckResult passed = result("http.date", CheckResult.Status.PASSED);
        CheckResult other = result("http.framing", CheckResult.Status.FAILED);

        assertEquals(CheckResult.Status.DECLARED, declared.judge(failed).status());
        assertTrue(declared.judge(failed).detail().contains(SOURCE));
        assertEquals(CheckResult.Status.FAILED, declared.judge(passed).status());
        assertTrue(declared.judge(passed).detail().contains("remove its line"));
        assertEquals(other, declared.judge(other));
    }

    private static CheckResult result(String id, CheckResult.Status status) {
        return new CheckResult(id, "what", "CONTRACT.md §2.3", "MUST", Tier.BRIGADE, status, "detail", 1);
    }
}
