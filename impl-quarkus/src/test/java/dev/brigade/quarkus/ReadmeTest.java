package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The names README.md and BAD-INPUT.md cite are the code's: their files exist, the route table's
 * handlers are in them, the deviations are the declared ones; and the README stays short. Each
 * loop asserts what it matched, so a renamed heading or table cannot pass on nothing.
 */
class ReadmeTest {

    private static final Path SOURCES = Path.of("src/main/java/dev/brigade/quarkus");
    private static final Path RESOURCES = Path.of("src/main/resources");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    private final String readme = read(Path.of("README.md"));
    private final String badInput = read(Path.of("BAD-INPUT.md"));

    /** Issue 22: a quickstart's length, words counted as wc -w counts them. */
    @Test
    void isUnderTwelveHundredWords() {
        int words = readme.strip().split("\\s+").length;
        assertTrue(words < 1_200, "README.md has " + words + " words");
    }

    @Test
    void everyFileItNamesExists() {
        List<String> checked = new ArrayList<>();
        for (String text : List.of(readme, badInput)) {
            Matcher code = CODE.matcher(text);
            while (code.find()) {
                String name = code.group(1);
                if (name.matches("[\\w/]+\\.(java|html|properties)")) {
                    assertTrue(
                            Files.exists(SOURCES.resolve(name)) || Files.exists(RESOURCES.resolve(name)),
                            name + " is not in the sources");
                    checked.add(name);
                }
            }
        }
        assertTrue(checked.size() > 10, "the READMEs name only these files: " + checked);
    }

    @Test
    void everyHandlerInTheRouteTableIsInItsFiles() {
        Set<String> checked = new TreeSet<>();
        for (String row : section(readme, "## Routes")
                .lines()
                .filter(line -> line.startsWith("| ") && !line.startsWith("| route "))
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
                    checked.add(handler);
                }
            }
        }
        assertEquals(
                new TreeSet<>(Set.of(
                        "filter",
                        "otherForm",
                        "plaintext",
                        "echo",
                        "menu",
                        "stream",
                        "list",
                        "article",
                        "comment",
                        "favorite",
                        "apiError")),
                checked,
                "the route table's handlers");
    }

    /** BAD-INPUT.md's table lists exactly the declared ids, and the README points at both files. */
    @Test
    void theDeviationsItListsAreTheDeclaredOnes() {
        Set<String> declared = read(Path.of("declared-deviations.txt"))
                .lines()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(line -> line.substring(0, line.indexOf(' ')))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> listed = section(badInput, "## Declared deviations")
                .lines()
                .filter(line -> line.startsWith("| `"))
                .map(line -> names(line).getFirst())
                .collect(Collectors.toCollection(TreeSet::new));
        assertTrue(declared.size() > 0, "declared-deviations.txt declares nothing");
        assertEquals(declared, listed, "BAD-INPUT.md's deviations against declared-deviations.txt");
        String pointer = section(readme, "## Bad input and declared deviations");
        assertTrue(
                pointer.contains("`declared-deviations.txt`") && pointer.contains("(BAD-INPUT.md)"),
                "the README's bad-input section points at both files");
    }

    private static String section(String text, String heading) {
        int from = text.indexOf(heading + "\n");
        assertTrue(from >= 0, heading + " is missing");
        int to = text.indexOf("\n#", from + heading.length());
        return text.substring(from, to < 0 ? text.length() : to);
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
