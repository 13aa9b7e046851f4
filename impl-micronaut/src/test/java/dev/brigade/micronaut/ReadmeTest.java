package dev.brigade.micronaut;

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

/** The names README.md cites are the code's: each file it names exists, each route's method is in its file. */
class ReadmeTest {

    private static final Path SOURCES = Path.of("src", "main");
    private static final Pattern FILE = Pattern.compile("`([\\w/-]+\\.(?:java|peb|yml))`");
    private static final Pattern ROUTE_ROW =
            Pattern.compile("(?m)^\\| `[A-Z]+ /[^|]*\\| `([\\w/]+\\.java)`[^|]*\\| `(\\w+)`");

    private final String readme = Files.readString(Path.of("README.md"));

    ReadmeTest() throws IOException {}

    @Test
    void everyFileItNamesExists() throws IOException {
        List<String> missing = new ArrayList<>();
        Matcher file = FILE.matcher(readme);
        while (file.find()) {
            if (find(file.group(1)) == null) {
                missing.add(file.group(1));
            }
        }
        assertTrue(missing.isEmpty(), "README.md names files that are not in src/main: " + missing);
    }

    @Test
    void everyRoutesMethodIsInItsFile() throws IOException {
        Matcher row = ROUTE_ROW.matcher(readme);
        int rows = 0;
        while (row.find()) {
            rows++;
            Path file = find(row.group(1));
            assertTrue(
                    file != null && Files.readString(file).contains(" " + row.group(2) + "("),
                    row.group(1) + " has no method " + row.group(2));
        }
        assertTrue(rows >= 8, "the route table has the contract's routes");
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
