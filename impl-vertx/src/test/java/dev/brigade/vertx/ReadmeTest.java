package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The names README.md cites are the code's: its files exist, its handlers are in them, the APIs it names are called,
 * its deviations are the declared ones, its links point at the pinned versions and at headings that exist. Each loop
 * asserts that it matched something, so a renamed heading or table cannot make it pass on nothing.
 */
class ReadmeTest {

    private static final Path SOURCES = Path.of("src/main/java/dev/brigade/vertx");
    private static final Path RESOURCES = Path.of("src/main/resources");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    /** {@code Type}, {@code Type.member}, {@code camelCase}, each optionally a call: {@code ctx.fail(status)}. */
    private static final Pattern API =
            Pattern.compile("((?:[A-Z]\\w*[a-z]\\w*|[a-z]+[A-Z]\\w*|[a-z]+)(?:\\.\\w+)*)(\\(.*\\))?");

    private final String readme = read(Path.of("README.md"));
    /** Without its fenced blocks, whose three backticks would pair the inline ones wrongly. */
    private final String prose = readme.replaceAll("(?s)```.*?```", "");

    @Test
    void everyFileItNamesExists() {
        List<String> files = names(prose).stream()
                .filter(name -> name.matches("[\\w/]+\\.(java|peb)"))
                .toList();
        assertFalse(files.isEmpty(), "README.md names no source file");
        for (String name : files) {
            assertTrue(
                    Files.exists(SOURCES.resolve(name)) || Files.exists(RESOURCES.resolve(name)),
                    name + " is not in the sources");
        }
    }

    @Test
    void everyRowOfTheRouteTableNamesAMethodOfItsFiles() {
        List<String> rows = section("### Routes")
                .lines()
                .filter(line -> line.startsWith("|"))
                .skip(2) // the header and its rule
                .toList();
        assertTrue(rows.size() >= 12, "the route table has " + rows.size() + " rows");
        for (String row : rows) {
            String[] cells = row.split("\\|");
            List<String> files = names(cells[2]).stream()
                    .filter(name -> name.endsWith(".java"))
                    .toList();
            List<String> handlers = names(cells[3]).stream()
                    .filter(name -> name.matches("[a-z]\\w*"))
                    .toList();
            assertFalse(files.isEmpty() || handlers.isEmpty(), "a row without a file or a handler: " + row);
            for (String handler : handlers) {
                assertTrue(
                        files.stream()
                                .anyMatch(file -> read(SOURCES.resolve(file)).contains(" " + handler + "(")),
                        handler + " is not a method of " + files);
            }
        }
    }

    /** `RequestRules`, `setUseAlpn(true)`, `HttpVerticle.getAndHead`: every such name is in the module's Java. */
    @Test
    void everyApiItNamesIsInTheCode() {
        String code = javaUnder(Path.of("src"));
        int checked = 0;
        for (String name : names(prose)) {
            Matcher api = API.matcher(name);
            if (!api.matches() || name.endsWith(".java")) {
                continue; // prose, paths, flags, routes
            }
            boolean call = api.group(2) != null;
            List<String> parts = List.of(api.group(1).split("\\."));
            if (!call && parts.getFirst().matches("[a-z]+")) {
                continue; // a lower-case word or a property (`jvm.options`) is checked only when called
            }
            for (String part : parts) {
                assertTrue(
                        Pattern.compile("\\b" + part + "\\b").matcher(code).find(),
                        part + " (" + name + ") is in no Java file");
            }
            if (call) {
                assertTrue(code.contains(parts.getLast() + "("), name + " is called nowhere");
            }
            checked++;
        }
        assertTrue(checked > 40, "only " + checked + " API names checked");
    }

    @Test
    void theDeviationsItNamesAreTheDeclaredOnes() {
        Set<String> named = names(section("### Declared deviations")).stream()
                .filter(name -> name.matches("[a-z0-9]+(\\.[a-z0-9-]+)+") && !name.matches(".*\\.(txt|md)"))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> declared = read(Path.of("declared-deviations.txt"))
                .lines()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(line -> line.substring(0, line.indexOf(' ')))
                .collect(Collectors.toCollection(TreeSet::new));
        assertFalse(declared.isEmpty(), "declared-deviations.txt declares nothing");
        assertEquals(declared, named, "the README's declared deviations");
    }

    /** Issue 22: a quickstart's length, not a history. */
    @Test
    void itIsUnder1200Words() {
        long words = readme.split("\\s+").length;
        assertTrue(words < 1_200, "README.md has " + words + " words");
    }

    /** The Netty the README names is the one pom.xml pins ahead of Vert.x's BOM, and the one the declared sources point at. */
    @Test
    void theNettyItNamesIsThePinnedOne() {
        String version = property(read(Path.of("pom.xml")), "netty.version");
        assertTrue(readme.contains("Netty " + version), "README.md does not name Netty " + version);
        List<String> sources = read(Path.of("declared-deviations.txt"))
                .lines()
                .filter(line -> line.contains("github.com/netty/"))
                .toList();
        assertFalse(sources.isEmpty(), "declared-deviations.txt points at no Netty source");
        for (String line : sources) {
            assertTrue(line.contains("/netty-" + version + "/"), "not at Netty " + version + "'s tag: " + line);
        }
    }

    /** Vert.x's manual changes between versions (5.1 renamed the HTTP/2 and shutdown sections): the pinned one's. */
    @Test
    void itsVertxDocsAreThePinnedVersions() {
        String version = property(read(Path.of("../pom.xml")), "vertx.version");
        List<String> links = Pattern.compile("https://vertx\\.io/docs/([^/)]+)/")
                .matcher(readme)
                .results()
                .map(link -> link.group(1))
                .toList();
        assertTrue(links.size() > 5, "README.md links " + links.size() + " pages of Vert.x's docs");
        links.forEach(linked -> assertEquals(version, linked, "a Vert.x docs link not at " + version));
    }

    @Test
    void itsMeasuredLinksPointAtHeadings() {
        Set<String> anchors = read(Path.of("MEASURED.md"))
                .lines()
                .filter(line -> line.startsWith("## "))
                .map(ReadmeTest::githubAnchor)
                .collect(Collectors.toSet());
        List<String> linked = Pattern.compile("\\(MEASURED\\.md#([^)]+)\\)")
                .matcher(readme)
                .results()
                .map(link -> link.group(1))
                .toList();
        assertFalse(linked.isEmpty(), "README.md links no MEASURED.md section");
        linked.forEach(anchor -> assertTrue(anchors.contains(anchor), "MEASURED.md has no heading #" + anchor));
    }

    /** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens. */
    static String githubAnchor(String heading) {
        return heading.substring(3)
                .strip()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9 _-]", "")
                .replace(' ', '-');
    }

    private String section(String heading) {
        int from = prose.indexOf("\n" + heading + "\n");
        assertTrue(from >= 0, heading + " is missing");
        int to = prose.indexOf("\n#", from + heading.length() + 1);
        return prose.substring(from, to < 0 ? prose.length() : to);
    }

    private static String property(String pom, String name) {
        Matcher value = Pattern.compile("<" + name + ">([^<]+)</" + name + ">").matcher(pom);
        assertTrue(value.find(), "no " + name + " in the pom");
        return value.group(1);
    }

    private static List<String> names(String text) {
        return CODE.matcher(text).results().map(match -> match.group(1)).toList();
    }

    private static String javaUnder(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            // Not this file: the names it quotes would match themselves.
            return files.filter(file -> file.toString().endsWith(".java") && !file.endsWith("ReadmeTest.java"))
                    .map(ReadmeTest::read)
                    .collect(Collectors.joining("\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException e) {
            throw new AssertionError(path + " cannot be read", e);
        }
    }
}
