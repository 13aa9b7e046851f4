package dev.brigade.conformance.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.declared.Declared;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Declarations judged by outcome: a crash or a framing in doubt fails a declared case; a lenient, certain answer does not. */
class OutcomesTest {

    private static final String SOURCE = "https://github.com/example/framework/blob/v1/Decoder.java#L42";

    @TempDir
    Path dir;

    private Declared declaring(String id) throws Exception {
        return Declared.read(
                Files.writeString(dir.resolve("declared.txt"), id + " the parser decides " + SOURCE + "\n"));
    }

    private static Case kase(String id) {
        return Cases.all().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    private static CaseResult observed(String id, List<Integer> statuses, boolean closed) {
        Case c = kase(id);
        Observed o = new Observed(statuses, closed, false, "HTTP/1.1 ...".getBytes(StandardCharsets.US_ASCII));
        return new CaseResult(
                RobustnessProfile.PREFIX + id, c, c.judge(o), "got: " + o.summary(), 1, Outcomes.undeclarable(c, o));
    }

    @Test
    void aDeclaredTeTeCaseAnswered2xxFails() throws Exception {
        CaseResult judged = RobustnessRun.judge(
                observed("te.gzip-chunked", List.of(200), true), declaring("robust.te.gzip-chunked"));
        assertEquals(Verdict.FAIL, judged.verdict());
        assertTrue(judged.detail().contains("never declarable: a 2xx to"), judged.detail());
    }

    @Test
    void aDeclaredClTeCaseAnswered2xxFailsEvenWithoutItsLine() {
        CaseResult judged = RobustnessRun.judge(observed("cl-te.both", List.of(200), true), Declared.none());
        assertEquals(Verdict.FAIL, judged.verdict());
        assertTrue(judged.undeclarable().orElseThrow().startsWith("a 2xx to"));
    }

    @Test
    void aDeclaredTeTeCaseLeftOpenFails() throws Exception {
        CaseResult judged =
                RobustnessRun.judge(observed("te.unknown", List.of(400), false), declaring("robust.te.unknown"));
        assertEquals(Verdict.FAIL, judged.verdict());
        assertTrue(judged.detail().contains("never declarable: the connection kept open"), judged.detail());
    }

    @Test
    void aDeclaredCaseWhoseServerStoppedServingFails() throws Exception {
        CaseResult dead = new CaseResult(
                "robust.field.obs-fold",
                kase("field.obs-fold"),
                Verdict.FAIL,
                "the server stopped serving after this case",
                1,
                java.util.Optional.of(Outcomes.DEAD));
        CaseResult judged = RobustnessRun.judge(dead, declaring("robust.field.obs-fold"));
        assertEquals(Verdict.FAIL, judged.verdict());
        assertTrue(judged.detail().contains("never declarable: " + Outcomes.DEAD), judged.detail());
    }

    @Test
    void aLenientAnswerWithTheFramingCertainStaysDeclared() throws Exception {
        CaseResult judged =
                RobustnessRun.judge(observed("te.unknown", List.of(422), true), declaring("robust.te.unknown"));
        assertEquals(Verdict.DECLARED, judged.verdict(), judged.detail());
    }
}
