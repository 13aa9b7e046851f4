package dev.brigade.rawnio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.rawnio.server.ServerConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** What README.md names is the code's: its files exist (PERFORMANCE.md's too), its limits are ServerConfig's, its flags jvm.options'. */
class ReadmeTest {
    private static final Path SOURCES = Path.of("src/main/java/dev/brigade/rawnio");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    private final String readme = read(Path.of("README.md"));

    @Test
    void staysUnderTwelveHundredWords() {
        int words = readme.split("\\s+").length;
        assertTrue(words < 1_200, "README.md has " + words + " words");
    }

    @Test
    void everyFileItNamesExists() {
        filesExist(readme);
    }

    /** PERFORMANCE.md, which the README links for where the time goes, names code too. */
    @Test
    void everyFileThePerformancePageNamesExists() {
        filesExist(read(Path.of("PERFORMANCE.md")));
    }

    private static void filesExist(String page) {
        Set<String> files = allFiles();
        for (String name : names(page)) {
            if (name.matches("[\\w/]+\\.(java|peb)")) {
                assertTrue(files.stream().anyMatch(file -> file.endsWith("/" + name)), name + " is not in the sources");
            }
        }
    }

    @Test
    void everyLimitItNamesIsAServerConfigComponentAndEveryComponentIsNamed() {
        Set<String> components = Arrays.stream(ServerConfig.class.getRecordComponents())
                .map(RecordComponent::getName)
                .collect(Collectors.toSet());
        Set<String> named = names(section("## Limits")).stream()
                .filter(name -> name.matches("[a-z][A-Za-z0-9]+"))
                .collect(Collectors.toSet());
        assertEquals(components, named);
    }

    @Test
    void everyFlagItKeepsIsInJvmOptionsAndNoneItDropped() {
        List<String> options = read(Path.of("jvm.options"))
                .lines()
                .filter(line -> !line.startsWith("#"))
                .toList();
        String tuning = section("## Tuning");
        int dropped = tuning.indexOf("Tried and not kept");
        assertTrue(dropped > 0, "the tuning section lists what was tried and dropped");
        String table = tuning.lines().filter(line -> line.startsWith("| `")).collect(Collectors.joining("\n"));
        assertFalse(table.isEmpty(), "the tuning section has its table of flags");
        for (String cell : names(table)) {
            for (String flag : cell.split(" ")) {
                if (flag.startsWith("-X")) {
                    assertTrue(options.contains(flag), flag + " is not in jvm.options");
                }
            }
        }
        for (String flag : names(tuning.substring(dropped))) {
            if (flag.startsWith("-X")) {
                assertFalse(options.contains(flag), flag + " is said to be dropped but is in jvm.options");
            }
        }
    }

    private String section(String heading) {
        int from = readme.indexOf("\n" + heading + "\n");
        assertTrue(from >= 0, heading + " is missing");
        int to = readme.indexOf("\n## ", from + heading.length());
        return readme.substring(from, to < 0 ? readme.length() : to);
    }

    private static List<String> names(String text) {
        return CODE.matcher(text).results().map(match -> match.group(1)).toList();
    }

    private static Set<String> allFiles() {
        try (Stream<Path> paths = Stream.concat(Files.walk(SOURCES), Files.walk(Path.of("src/main/resources")))) {
            return paths.map(path -> "/" + path.toString().replace('\\', '/')).collect(Collectors.toSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
