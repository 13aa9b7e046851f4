package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.race.release.ReleaseOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What race/README.md says about the code holds, and the README stays a module README's length. */
class ReadmeTest {

    private static final Path README = Path.of("README.md");

    private static String readme() throws IOException {
        return Files.readString(README);
    }

    @Test
    void itStaysUnderAModuleReadmesWordLimitAndLinksTheReference() throws IOException {
        String text = readme();
        int words = text.split("\\s+").length;
        assertTrue(words < 1200, "race/README.md has " + words + " words; the reference goes in docs/RACE.md");
        assertTrue(text.contains("[`docs/RACE.md`](../docs/RACE.md)"));
        assertTrue(Files.isRegularFile(Path.of("../docs/RACE.md")));
    }

    @Test
    void everyOptionOfTheRaceAndTheReleaseIsInItsUsage() throws IOException {
        String text = readme();
        for (String usage : List.of(RaceOptions.USAGE, ReleaseOptions.USAGE)) {
            Matcher option = Pattern.compile("--[a-z-]+").matcher(usage);
            while (option.find()) {
                assertTrue(
                        Pattern.compile(Pattern.quote(option.group()) + "(?![a-z-])")
                                .matcher(text)
                                .find(),
                        option.group() + " is not in the README's usage");
            }
        }
    }

    @Test
    void theIntervalAndTheVerdictAreAsTheReadmeSays() throws IOException {
        String text = readme().replaceAll("\\s+", " ");
        assertTrue(text.contains("(" + String.format(java.util.Locale.ROOT, "%,d", Interval.RESAMPLES)
                + " resamples, seed " + Interval.SEED + ")"));
        assertTrue(text.contains("over at least " + Ratio.VERDICT_ROUNDS + " rounds."));
        assertTrue(text.contains("`median [95% interval]`"));
    }

    @Test
    void theDeclaredListIsNamedAsTheCodeNamesIt() throws IOException {
        String text = readme().replaceAll("\\s+", " ");
        assertEquals("declared-deviations.txt", Outside.DECLARED);
        assertTrue(text.contains("`" + Outside.DECLARED + "` sits in `{out}` beside its binary"));
    }

    @Test
    void theReportsSectionsAreTheOnesItDraws() throws IOException {
        String text = readme();
        assertTrue(text.contains("**Plaintext three ways**")
                && text.contains("**Requests per CPU-second against the baseline**"));
        String code = Files.readString(Path.of("src/main/java/dev/brigade/race/MarkdownReport.java"))
                + Files.readString(Path.of("src/main/java/dev/brigade/race/MarkdownSteadyState.java"));
        assertTrue(code.contains("## Plaintext three ways")
                && code.contains("## Requests per CPU-second against the baseline"));
    }
}
