package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The names README.md cites are the code's: its files exist, its handlers are in them, its deviations are declared; and it stays short. */
class ReadmeTest {

    private static final Path SOURCES = Path.of("src/main/java/dev/brigade/quarkus");
    private static final Path RESOURCES = Path.of("src/main/resources");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    private final String readme = read(Path.of("README.md"));

    /** Issue 22: a quickstart's length, words counted as wc -w counts them. */
    @Test
    void isUnderTwelveHundredWords() {
        int words = readme.strip().split("\\s+").length;
        assertTrue(words < 1_200, "README.md has " + words + " words");
    }

    @Test
    void everyFileItNamesExists() {
        Matcher code = CODE.matcher(readme);
        while (code.find()) {
            String name = code.group(1);
            if (name.matches("[\\w/]+\\.(java|html|properties)")) {
                assertTrue(
                        Files.exists(SOURCES.resolve(name)) || Files.exists(RESOURCES.resolve(name)),
                        name + " is not in the sources");
            }
        }
    }

    @Test
    void everyHandlerInTheRouteTableIsInItsFiles() {
        String routes = section("## Routes");
        for (String row : routes.lines()
                .filter(line -> line.startsWith("| `")
                        || line.startsWith("| every")
                        || line.startsWith("| any")
                        || line.startsWith("| what")
                        || line.startsWith("| a failed"))
                .toList()) {
            String[] cells = row.split("\\|");
            List<String> files = names(cells[2]).stream()
                    .filter(name -> name.endsWith(".java"))
                    .toList();
            for (String handler : names(cells[3])) {
                if (handler.matches("[a-z]\\w*")) {
                    assertTrue(
                            files.stream()
                                    .anyMatch(
                                            file -> read(SOURCES.resolve(file)).contains(" " + handler + "(")),
                            handler + " is not a method of " + files);
                }
            }
        }
    }

    @Test
    void everyDeviationItListsIsDeclared() {
        String declared = read(Path.of("declared-deviations.txt"));
        for (String id : names(section("### Declared deviations"))) {
            if (id.startsWith("robust.") || id.matches("[a-z]+\\.[a-z0-9.-]+")) {
                assertTrue(
                        declared.lines().anyMatch(line -> line.startsWith(id + " ")),
                        id + " is not in declared-deviations.txt");
            }
        }
    }

    private String section(String heading) {
        int from = readme.indexOf(heading);
        assertTrue(from >= 0, heading + " is missing");
        int to = readme.indexOf("\n#", from + heading.length());
        return readme.substring(from, to < 0 ? readme.length() : to);
    }

    private static List<String> names(String text) {
        return CODE.matcher(text).results().map(match -> match.group(1)).toList();
    }

    private static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException e) {
            throw new AssertionError(path + " cannot be read", e);
        }
    }
}
