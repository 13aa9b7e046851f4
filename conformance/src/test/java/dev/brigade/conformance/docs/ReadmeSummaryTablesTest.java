package dev.brigade.conformance.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The root README's Results tables that a race's {@code summary.md} holds are copied from it, never typed:
 * in the "## Results" section, every table under a heading whose text links a {@code summary.md} under
 * {@code docs/results/} must be one of that file's tables, header, separator and every row as written. A
 * cell edited by hand, a row dropped or a table left from an older race fails here. A table whose heading's
 * text links no summary.md is {@link ReadmeFiguresTest}'s: its figures must be in a linked results file.
 */
class ReadmeSummaryTablesTest {

    private static final Pattern SUMMARY_LINK = Pattern.compile("\\]\\((docs/results/[^)#\\s]+/summary\\.md)");

    @Test
    void everyResultsTableUnderASummaryLinkIsThatSummarysTable() throws IOException {
        Path root = MarkdownLinksTest.repositoryRoot();
        List<String> uncopied = uncopiedTables(Files.readString(root.resolve("README.md")), link -> read(root, link));
        assertEquals(List.of(), uncopied, "README Results tables that are not their linked summary.md's");
    }

    /** The checker itself: one cell changed, a row dropped or a missing summary fails; unlinked parts are not read. */
    @Test
    void reportsATableAlteredByOneCellAndLeavesUnlinkedTablesAlone() {
        String readme = """
                ## Results

                The steady state ([its summary](docs/results/run/summary.md)):

                | framework | plaintext |
                |---|---:|
                | vertx | 0.95 [0.92–1.00]: met |
                | quarkus | 0.70 [0.66–0.71]: missed |

                | workload | raw-nio |
                |---|---:|
                | plaintext | 2.00 [1.90–2.10]: less CPU |

                ### The race's method

                From [its summary](docs/results/run/summary.md):

                | framework | plaintext |
                |---|---:|
                | vertx | 0.80 [0.80–0.80]: missed |
                | quarkus | 0.60 [0.55–0.65]: missed |

                ### Typed, or from the report

                From [the report](docs/results/run/report.md), not a summary:

                | framework | plaintext |
                |---|---:|
                | vertx | 0.99 |

                ### An older race

                [Its summary](docs/results/old/summary.md).

                ```
                | framework | plaintext |
                ```

                ## Limits

                [A summary](docs/results/run/summary.md) outside Results.

                | server | line |
                |---|---|
                | raw-nio | 8 KiB |
                """;
        String summary = """
                ## Steady state

                | framework | plaintext |
                |---|---:|
                | vertx | 0.95 [0.92–1.00]: met |
                | quarkus | 0.70 [0.66–0.71]: missed |

                ## The race's method

                | framework | plaintext |
                |---|---:|
                | vertx | 0.80 [0.79–0.81]: missed |
                | quarkus | 0.60 [0.55–0.65]: missed |
                """;
        List<String> uncopied = uncopiedTables(readme, Map.of("docs/results/run/summary.md", summary)::get);
        assertEquals(
                List.of(
                        "Results: the table headed '| workload | raw-nio |' is in none of [docs/results/run/summary.md]",
                        "The race's method: the row '| vertx | 0.80 [0.80–0.80]: missed |' is '| vertx | 0.80 [0.79–0.81]:"
                                + " missed |' in docs/results/run/summary.md",
                        "An older race: links docs/results/old/summary.md, which does not exist"),
                uncopied);

        String dropped = readme.replace("| quarkus | 0.70 [0.66–0.71]: missed |\n", "");
        assertEquals(
                "Results: 1 row where docs/results/run/summary.md has 2",
                uncopiedTables(dropped, Map.of("docs/results/run/summary.md", summary)::get)
                        .getFirst());
    }

    /**
     * What is wrong with each Results table under a summary link: its header in no linked summary, or the
     * nearest same-headed summary table's first row that differs, or its row count.
     */
    static List<String> uncopiedTables(String readme, Function<String, String> linkedText) {
        List<String> uncopied = new ArrayList<>();
        for (Part part : resultsParts(readme)) {
            List<String> links = new ArrayList<>();
            Matcher link = SUMMARY_LINK.matcher(part.body());
            while (link.find()) {
                if (!links.contains(link.group(1))) {
                    links.add(link.group(1));
                }
            }
            if (links.isEmpty()) {
                continue; // ReadmeFiguresTest's
            }
            List<Copy> copies = new ArrayList<>();
            for (String l : links) {
                String text = linkedText.apply(l);
                if (text == null) {
                    uncopied.add(part.name() + ": links " + l + ", which does not exist");
                } else {
                    tables(text).forEach(t -> copies.add(new Copy(l, t)));
                }
            }
            for (List<String> table : tables(part.body())) {
                if (copies.stream().noneMatch(c -> c.table().equals(table))) {
                    uncopied.add(part.name() + ": " + difference(table, copies, links));
                }
            }
        }
        return uncopied;
    }

    private record Part(String name, String body) {}

    private record Copy(String file, List<String> table) {}

    private static String difference(List<String> table, List<Copy> copies, List<String> links) {
        List<Copy> sameHeader = copies.stream()
                .filter(c -> c.table().getFirst().equals(table.getFirst()))
                .toList();
        if (sameHeader.isEmpty()) {
            return "the table headed '" + table.getFirst() + "' is in none of " + links;
        }
        Copy nearest = sameHeader.stream()
                .min(Comparator.comparingLong((Copy c) -> differingRows(table, c.table())))
                .orElseThrow();
        for (int i = 0; i < Math.min(table.size(), nearest.table().size()); i++) {
            if (!table.get(i).equals(nearest.table().get(i))) {
                return "the row '" + table.get(i) + "' is '" + nearest.table().get(i) + "' in " + nearest.file();
            }
        }
        return (table.size() - 2) + " row" + (table.size() == 3 ? "" : "s") + " where " + nearest.file() + " has "
                + (nearest.table().size() - 2);
    }

    private static long differingRows(List<String> a, List<String> b) {
        long differing = Math.abs(a.size() - b.size());
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            differing += a.get(i).equals(b.get(i)) ? 0 : 1;
        }
        return differing;
    }

    /**
     * The "## Results" section cut at each heading: a part is a heading's own text, up to the next heading of
     * any level, named by the heading. Lines in code fences are neither headings nor tables.
     */
    private static List<Part> resultsParts(String readme) {
        List<Part> parts = new ArrayList<>();
        String name = null;
        StringBuilder body = new StringBuilder();
        boolean fenced = false;
        for (String line : readme.split("\n", -1)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            if (line.startsWith("#")) {
                if (name != null) {
                    parts.add(new Part(name, body.toString()));
                }
                boolean stillResults = name != null && line.startsWith("###"); // a subheading of Results
                name = line.equals("## Results") || stillResults ? line.replaceFirst("^#+\\s*", "") : null;
                body = new StringBuilder();
            } else {
                body.append(line).append('\n');
            }
        }
        if (name != null) {
            parts.add(new Part(name, body.toString()));
        }
        return parts;
    }

    /** Every run of lines starting with '|', trailing spaces cut. */
    static List<List<String>> tables(String markdown) {
        List<List<String>> tables = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String line : (markdown + "\n").split("\n", -1)) {
            if (line.startsWith("|")) {
                current.add(line.stripTrailing());
            } else if (!current.isEmpty()) {
                tables.add(current);
                current = new ArrayList<>();
            }
        }
        return tables;
    }

    private static String read(Path root, String link) {
        Path file = root.resolve(link);
        try {
            return Files.isRegularFile(file) ? Files.readString(file) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
