package dev.brigade.helidon;

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
    private static final Pattern FILE = Pattern.compile("`([\\w/-]+\\.(?:java|peb|yml|yaml))`");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    /** A method cited by its first parameter's type: {@code Main.routing(HttpRouting.Builder, ..)}, {@code routing(HttpRules)}. */
    private static final Pattern SIGNATURE = Pattern.compile("(?:(\\w+)\\.)?(\\w+)\\(([\\w.]+)(, \\.\\.)?\\)");

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

    /**
     * Every code span that shows {@code routing(..)} is the code's: a method cited by its parameter
     * type is declared so, and a call is in {@code Main.java} as written ({@code ..} standing for what
     * the span leaves out, whitespace aside). No {@code routing(Main::routing)} the code does not have.
     */
    @Test
    void theRoutingItShowsIsTheCodes() throws IOException {
        String main = Files.readString(find("Main.java")).replaceAll("\\s+", "");
        Matcher span = CODE.matcher(readme);
        int shown = 0;
        while (span.find()) {
            String code = span.group(1).replaceAll("\\s+", " ");
            if (!code.contains("routing(")) {
                continue;
            }
            shown++;
            Matcher signature = SIGNATURE.matcher(code);
            if (signature.matches()) {
                Pattern declared = Pattern.compile("\\s" + signature.group(2) + "\\("
                        + Pattern.quote(signature.group(3)) + "\\s\\w+" + (signature.group(4) == null ? "\\)" : ","));
                assertTrue(
                        declares(signature.group(1), declared),
                        "README.md cites " + code + ", which no method in src/main is");
            } else {
                StringBuilder pattern = new StringBuilder();
                for (String piece : code.replaceAll("\\s+", "").split("\\.\\.", -1)) {
                    pattern.append(pattern.isEmpty() ? "" : ".*?").append(Pattern.quote(piece));
                }
                assertTrue(
                        Pattern.compile(pattern.toString()).matcher(main).find(),
                        "README.md shows " + code + ", which Main.java does not do");
            }
        }
        assertTrue(shown >= 3, "README.md shows how the routing is built");
    }

    /** Whether {@code className}.java (any file under src/main when null) declares a method matching {@code method}. */
    private static boolean declares(String className, Pattern method) throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(
                            path -> path.toString().endsWith(className == null ? ".java" : "/" + className + ".java"))
                    .toList()) {
                if (method.matcher(Files.readString(file)).find()) {
                    return true;
                }
            }
        }
        return false;
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
