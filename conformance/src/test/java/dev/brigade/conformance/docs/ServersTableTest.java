package dev.brigade.conformance.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/SERVERS.md} is the table of roles: each row a role, a column per server, each cell the
 * class (or file) that plays it there. Every name in a cell must be a file of that server's main
 * sources, so the table cannot promise what a module does not have.
 */
class ServersTableTest {

    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    /** A class name ({@code ConduitStore}) or a file name with its extension ({@code menu.peb}). */
    private static final Pattern NAME = Pattern.compile("[A-Z]\\w*|[\\w-]+\\.(peb|html|yaml|yml|properties)");

    @Test
    void everyNameInTheTableIsAFileOfItsServer() {
        Path root = MarkdownLinksTest.repositoryRoot();
        List<String> missing = missing(root, read(root.resolve("docs/SERVERS.md")));
        assertEquals(List.of(), missing, "names in docs/SERVERS.md that the server does not have");
    }

    @Test
    void aNameNoServerHasIsFound() {
        Path root = MarkdownLinksTest.repositoryRoot();
        String table = """
                | role | raw-nio | vertx | helidon | micronaut | quarkus |
                |---|---|---|---|---|---|
                | the queries | `ConduitStore` | `ConduitStore` | `NoSuchStore` | `ConduitStore` | `ConduitStore` |
                """;
        assertEquals(List.of("helidon: NoSuchStore (the queries)"), missing(root, table));
    }

    /** Each name of each cell that is not a file of the column's module, as "SERVER: NAME (ROLE)". */
    static List<String> missing(Path root, String markdown) {
        List<String> rows =
                markdown.lines().filter(line -> line.startsWith("|")).toList();
        assertTrue(rows.size() > 2, "no table in the document");
        List<String> servers = cells(rows.get(0)).subList(1, cells(rows.get(0)).size());
        assertEquals(List.of("raw-nio", "vertx", "helidon", "micronaut", "quarkus"), servers, "the table's columns");
        List<String> missing = new ArrayList<>();
        for (String row : rows.subList(2, rows.size())) {
            List<String> cells = cells(row);
            for (int i = 0; i < servers.size(); i++) {
                Set<String> files = files(root.resolve("impl-" + servers.get(i) + "/src/main"));
                for (String name : names(cells.get(i + 1))) {
                    String file = name.contains(".") ? name : name + ".java";
                    if (!files.contains(file)) {
                        missing.add(servers.get(i) + ": " + name + " (" + cells.get(0) + ")");
                    }
                }
            }
        }
        return missing;
    }

    private static List<String> cells(String row) {
        String inner = row.strip().replaceAll("^\\|", "").replaceAll("\\|$", "");
        return Arrays.stream(inner.split("\\|")).map(String::strip).toList();
    }

    private static List<String> names(String cell) {
        return CODE.matcher(cell)
                .results()
                .map(match -> match.group(1))
                .filter(name -> NAME.matcher(name).matches())
                .toList();
    }

    private static Set<String> files(Path sources) {
        try (Stream<Path> paths = Files.walk(sources)) {
            return paths.filter(Files::isRegularFile)
                    .map(path -> path.getFileName().toString())
                    .collect(Collectors.toSet());
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
