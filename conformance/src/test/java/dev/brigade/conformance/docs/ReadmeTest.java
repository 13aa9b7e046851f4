package dev.brigade.conformance.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.profiles.Profiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The module README stays short (the project's rule: under 1,200 words) and names every profile the kit runs. */
class ReadmeTest {

    private static String readme() throws IOException {
        return Files.readString(Path.of("README.md"));
    }

    @Test
    void staysUnderTwelveHundredWords() throws IOException {
        int words = readme().strip().split("\\s+").length;
        assertTrue(words < 1_200, "conformance/README.md has " + words + " words");
    }

    @Test
    void namesEveryProfile() throws IOException {
        String readme = readme();
        List<String> missing = Profiles.NAMES.stream()
                .filter(name -> !readme.contains("`--profile " + name))
                .toList();
        assertEquals(List.of(), missing, "profiles the README does not describe as `--profile NAME`");
    }
}
