package dev.brigade.helidon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The names README.md cites are the code's: each file it names exists, each route's method is in its
 * file, each of our methods it cites is declared, each test it names is a test class, and each tuning
 * links a measurement that exists. Every loop asserts that it matched something, so a renamed heading
 * or table cannot make it pass on nothing.
 */
class ReadmeTest {

    private static final Path SOURCES = Path.of("src", "main");
    private static final Path TESTS = Path.of("src", "test");
    private static final Pattern FILE = Pattern.compile("`([\\w/-]+\\.(?:java|peb|yml|yaml))`");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    /** A method cited by its first parameter's type: {@code Main.routing(HttpRouting.Builder, ..)}, {@code routing(HttpRules)}. */
    private static final Pattern SIGNATURE = Pattern.compile("(?:(\\w+)\\.)?(\\w+)\\(([\\w.]+)(, \\.\\.)?\\)");
    /** {@code Class.method} or {@code Class.method(..)}: checked where the class is one of ours. */
    private static final Pattern CLASS_METHOD = Pattern.compile("([A-Z]\\w*)\\.([a-z]\\w*)(?:\\(.*\\))?");

    private static final Pattern TEST_CLASS = Pattern.compile("[A-Z]\\w*Test");
    private static final Pattern ROUTE_ROW =
            Pattern.compile("(?m)^\\| `([A-Z]+ /[^`]*)` \\| `([\\w/]+\\.java)`[^|]*\\| `(\\w+)`");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    /** The contract's routes, each a row of the route table. */
    private static final List<String> ROUTES = List.of(
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

    @Test
    void staysUnderTwelveHundredWords() {
        int words = readme.strip().split("\\s+").length;
        assertTrue(words < 1_200, "README.md has " + words + " words");
    }

    @Test
    void everyFileItNamesExists() throws IOException {
        List<String> missing = new ArrayList<>();
        Matcher file = FILE.matcher(readme);
        int named = 0;
        while (file.find()) {
            named++;
            if (find(SOURCES, file.group(1)) == null) {
                missing.add(file.group(1));
            }
        }
        assertTrue(named > 0, "README.md names no file of src/main");
        assertTrue(missing.isEmpty(), "README.md names files that are not in src/main: " + missing);
    }

    @Test
    void everyRoutesMethodIsInItsFile() throws IOException {
        Matcher row = ROUTE_ROW.matcher(section("### Where each route is answered"));
        List<String> routes = new ArrayList<>();
        while (row.find()) {
            routes.add(row.group(1));
            Path file = find(SOURCES, row.group(2));
            assertTrue(
                    file != null && Files.readString(file).contains(" " + row.group(3) + "("),
                    row.group(2) + " has no method " + row.group(3));
        }
        assertEquals(ROUTES, routes, "the route table's rows are the contract's routes");
    }

    /** {@code Routes.send}, {@code RequestRules.drain}: a class of ours (main or test) declaring that method. */
    @Test
    void everyMethodOfOursItCitesIsDeclared() throws IOException {
        Matcher span = CODE.matcher(readme);
        List<String> missing = new ArrayList<>();
        int cited = 0;
        while (span.find()) {
            Matcher cite = CLASS_METHOD.matcher(span.group(1));
            if (!cite.matches() || FILE.matcher("`" + span.group(1) + "`").matches()) {
                continue; // not a method, or a file name (SimpleService.java)
            }
            Path file = find(SOURCES, cite.group(1) + ".java");
            file = file != null ? file : find(TESTS, cite.group(1) + ".java");
            if (file == null) {
                continue; // Helidon's or the JDK's: WebServer.stop(), HeaderValues.createCached
            }
            cited++;
            if (!Pattern.compile("\\s" + cite.group(2) + "\\(")
                    .matcher(Files.readString(file))
                    .find()) {
                missing.add(span.group(1));
            }
        }
        assertTrue(cited > 0, "README.md cites no method of ours");
        assertEquals(List.of(), missing, "methods README.md cites that their class does not declare");
    }

    @Test
    void everyTestItNamesIsATestClass() throws IOException {
        Matcher span = CODE.matcher(readme);
        List<String> missing = new ArrayList<>();
        int named = 0;
        while (span.find()) {
            if (TEST_CLASS.matcher(span.group(1)).matches()) {
                named++;
                if (find(TESTS, span.group(1) + ".java") == null) {
                    missing.add(span.group(1));
                }
            }
        }
        assertTrue(named > 0, "README.md names no test");
        assertEquals(List.of(), missing, "tests README.md names that src/test does not have");
    }

    /**
     * Each row of the tuning table links what measured it: a file that exists (a results file or
     * MEASURED.md) and, where the link names a section, a heading of that file with that anchor.
     */
    @Test
    void everyTuningLinksItsMeasurement() throws IOException {
        List<String> rows = section("## Tuning")
                .lines()
                .filter(line -> line.startsWith("| ") && !line.startsWith("| tuning |"))
                .toList();
        List<String> broken = new ArrayList<>();
        for (String row : rows) {
            Matcher link = LINK.matcher(row);
            if (!link.find()) {
                broken.add(row + " (no link)");
                continue;
            }
            String target = link.group(1);
            int hash = target.indexOf('#');
            Path file = Path.of(hash < 0 ? target : target.substring(0, hash));
            if (!Files.isRegularFile(file)) {
                broken.add(target + " (no such file)");
            } else if (hash >= 0 && !anchors(Files.readString(file)).contains(target.substring(hash + 1))) {
                broken.add(target + " (no such heading)");
            }
        }
        assertTrue(rows.size() >= 5, "the tuning table has its rows: " + rows);
        assertEquals(List.of(), broken, "tuning rows whose measurement link leads nowhere");
    }

    /**
     * Every code span that shows {@code routing(..)} is the code's: a method cited by its parameter
     * type is declared so, and a call is in {@code Main.java} as written ({@code ..} standing for what
     * the span leaves out, whitespace aside). No {@code routing(Main::routing)} the code does not have.
     */
    @Test
    void theRoutingItShowsIsTheCodes() throws IOException {
        String main = Files.readString(find(SOURCES, "Main.java")).replaceAll("\\s+", "");
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
        assertTrue(shown >= 2, "README.md shows how the routing is built");
    }

    /** The README's text from {@code heading} to the next heading of the same or a higher level, or "". */
    private String section(String heading) {
        int start = readme.indexOf("\n" + heading + "\n");
        if (start < 0) {
            return "";
        }
        String level = heading.substring(0, heading.indexOf(' '));
        Matcher next = Pattern.compile("\n#{1," + level.length() + "} ").matcher(readme);
        int end = next.find(start + heading.length() + 1) ? next.start() : readme.length();
        return readme.substring(start, end);
    }

    /** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as dashes. */
    private static List<String> anchors(String markdown) {
        return markdown.lines()
                .filter(line -> line.startsWith("#"))
                .map(line -> line.replaceFirst("^#+\\s*", "")
                        .toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{Alnum} _-]", "")
                        .replace(' ', '-'))
                .toList();
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

    /** The file under {@code root} whose path ends with {@code name}, or null. */
    private static Path find(Path root, String name) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(path -> path.toString().replace('\\', '/').endsWith("/" + name))
                    .findFirst()
                    .orElse(null);
        }
    }
}
