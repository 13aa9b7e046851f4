package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a resumed race takes from the results it goes on from: the same build, the first command line. */
class RecorderTest {

    @Test
    void aResumeAtAnotherCommitOrFromAChangedTreeIsRefusedInOneLine() {
        RaceResults previous = racedAt("9d15326");
        UsageException other =
                assertThrows(UsageException.class, () -> Recorder.sameBuild(previous, "5581eaa", Path.of("r")));
        assertEquals(
                "--resume r: raced at brigade 9d15326, this tree is 5581eaa; resume it from a clean checkout of"
                        + " 9d15326 (a race mixes no builds)",
                other.getMessage());
        assertThrows(UsageException.class, () -> Recorder.sameBuild(previous, "9d15326-dirty", Path.of("r")));
    }

    @Test
    void theSameCommitResumesAndSoDoesAFileThatRecordsNone() throws UsageException {
        Recorder.sameBuild(racedAt("9d15326"), "9d15326", Path.of("r"));
        Recorder.sameBuild(TestRuns.results().build(), "9d15326", Path.of("r"));
    }

    @Test
    void aResumedRaceKeepsTheCommandLineItWasStartedWith(@TempDir Path dir) throws UsageException {
        List<String> first = List.of("--workloads", "plaintext", "--seed", "7");
        RaceResults previous = TestRuns.results()
                .options(Map.of("arguments", first, "seed", 7))
                .build();
        // what --resume parses: the first command line, then its seed and folder once more
        RaceOptions again = RaceOptions.parse(Recorder.resumeArguments(previous, dir));
        Recorder resumed =
                new Recorder(dir.resolve("results.json"), "s", again, Map.of(), Map.of(), Path.of("kit.jar"), previous);
        assertEquals(first, resumed.results().options().get("arguments"));
        assertEquals(1, ((List<?>) resumed.results().options().get("resumed")).size());
    }

    private static RaceResults racedAt(String brigade) {
        return TestRuns.results().versions(Map.of("brigade", brigade)).build();
    }
}
