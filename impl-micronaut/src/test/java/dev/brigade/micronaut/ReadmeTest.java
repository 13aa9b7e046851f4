package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The names README.md and BAD-INPUT.md cite are the code's: each file they name exists, each route's
 * method is in its file, each tuning's setting is in the file its row names. Every loop also counts
 * what it matched, so a renamed heading or reworded table fails here rather than checking nothing.
 */
class ReadmeTest {

    private static final Path SOURCES = Path.of("src", "main");
    private static final Pattern FILE = Pattern.compile("`([\\w/-]+\\.(?:java|peb|yml))`");
    /** A route row: {@code | `GET /path` | `File.java` ... | `method` |}. */
    private static final Pattern ROUTE_ROW =
            Pattern.compile("(?m)^\\| `([A-Z]+ /[^`]*)` \\| `([\\w/]+\\.java)`[^|]*\\| `(\\w+)`");
    /** A tuning row: {@code | `setting` | `file` | why | link |}. */
    private static final Pattern TUNING_ROW = Pattern.compile("(?m)^\\| `([^`]+)` \\| `([\\w/.-]+)` \\|");

    private static final List<String> CONTRACT_ROUTES = List.of(
            "GET /plaintext",
            "POST /echo",
            "GET /menu",
            "GET /sse",
            "GET /api/articles",
            "GET /api/articles/{slug}",
            "POST /api/articles/{slug}/comments",
            "POST /api/articles/{slug}/favorite");

    private final String readme = Files.readString(Path.of("README.md"));

    ReadmeTest() throws IOException {}

    @ParameterizedTest
    @ValueSource(strings = {"README.md", "BAD-INPUT.md"})
    void everyFileItNamesExists(String markdown) throws IOException {
        List<String> named = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        Matcher file = FILE.matcher(Files.readString(Path.of(markdown)));
        while (file.find()) {
            named.add(file.group(1));
            if (find(file.group(1)) == null) {
                missing.add(file.group(1));
            }
        }
        assertTrue(named.size() >= 3, markdown + " names the code it describes, found " + named);
        assertTrue(missing.isEmpty(), markdown + " names files that are not in src/main: " + missing);
    }

    @Test
    void everyRoutesMethodIsInItsFile() throws IOException {
        Matcher row = ROUTE_ROW.matcher(section("## Where each route is"));
        List<String> routes = new ArrayList<>();
        while (row.find()) {
            routes.add(row.group(1));
            Path file = find(row.group(2));
            assertTrue(
                    file != null && Files.readString(file).contains(" " + row.group(3) + "("),
                    row.group(2) + " has no method " + row.group(3));
        }
        assertEquals(CONTRACT_ROUTES, routes, "the route table lists the contract's routes");
    }

    @Test
    void everyTuningIsInItsFile() throws IOException {
        Matcher row = TUNING_ROW.matcher(section("## Tunings"));
        int rows = 0;
        while (row.find()) {
            rows++;
            String setting = row.group(1);
            Path file = row.group(2).equals("jvm.options") ? Path.of("jvm.options") : find(row.group(2));
            assertTrue(
                    file != null && Files.readString(file).contains(setting),
                    row.group(2) + " does not hold the tuning " + setting);
        }
        assertTrue(rows >= 8, "the tuning table has its rows, found " + rows);
    }

    /** The README's text from {@code heading} to the next level-two heading, or empty without it. */
    private String section(String heading) {
        int start = readme.indexOf("\n" + heading + "\n");
        if (start < 0) {
            return "";
        }
        int end = readme.indexOf("\n## ", start + heading.length() + 1);
        return end < 0 ? readme.substring(start) : readme.substring(start, end);
    }

    /** The file under src/main whose path ends with {@code name}, or null. */
    private static Path find(String name) throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            return files.filter(path -> path.toString().replace('\\', '/').endsWith("/" + name))
                    .findFirst()
                    .orElse(null);
        }
    }
}
