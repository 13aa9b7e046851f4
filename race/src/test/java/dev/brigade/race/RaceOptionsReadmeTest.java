package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The race's options are described once, in {@link RaceOptions#OPTIONS}: race/README.md's Options section is
 * what {@link RaceOptions#markdown()} renders, {@code --help} prints the same, and the parser takes exactly them.
 */
class RaceOptionsReadmeTest {

    @Test
    void theReadmesOptionsAreRaceOptions() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        int start = readme.indexOf("\n## Options\n");
        assertTrue(start >= 0, "race/README.md has no Options section");
        int end = readme.indexOf("\n## ", start + 1);
        String section = readme.substring(start, end < 0 ? readme.length() : end);
        List<String> listed =
                section.lines().filter(line -> line.startsWith("- ")).toList();
        assertEquals(
                RaceOptions.markdown(),
                String.join("\n", listed) + "\n",
                "race/README.md's Options list is not RaceOptions.markdown(); paste that in its place");
        assertFalse(
                section.replace(RaceOptions.markdown(), "").contains("`--"),
                "an option described in race/README.md's Options section outside the generated list");
    }

    @Test
    void helpPrintsTheSynopsisAndEveryOption() {
        String help = RaceOptions.help();
        assertTrue(help.startsWith(RaceOptions.USAGE + "\n"));
        for (RaceOptions.Option o : RaceOptions.allOptions()) {
            assertTrue(help.contains("\n  " + o.synopsis() + " "), o.synopsis() + " is not in --help");
            assertTrue(RaceOptions.USAGE.contains("[" + o.synopsis() + "]") || o == RaceOptions.RESUME, o.synopsis());
        }
        assertFalse(help.contains("`"), "--help prints no Markdown");
    }

    @Test
    void theParserTakesExactlyTheDescribedOptions() throws IOException {
        String source = Files.readString(Path.of("src/main/java/dev/brigade/race/RaceOptions.java"));
        // every name of every case label, so that a second name added to an existing case is seen too
        Matcher label = Pattern.compile("case ((?:\"--[a-z-]+\"(?:, )?)+) ->").matcher(source);
        List<String> cases = new ArrayList<>();
        while (label.find()) {
            Matcher name = Pattern.compile("\"(--[a-z-]+)\"").matcher(label.group(1));
            while (name.find()) {
                cases.add(name.group(1));
            }
        }
        assertTrue(
                source.contains("args.contains(\"" + RaceOptions.RESUME.name() + "\")"), "the parser takes --resume");
        assertEquals(
                new TreeSet<>(RaceOptions.OPTIONS.stream()
                        .map(RaceOptions.Option::name)
                        .toList()),
                new TreeSet<>(cases),
                "RaceOptions.parse's cases against RaceOptions.OPTIONS");
        assertEquals(cases.size(), new TreeSet<>(cases).size(), "an option parsed twice: " + cases);
    }
}
