package dev.brigade.conformance.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every measured figure in the root README's tables comes from a results file: each number in a
 * table cell that holds figures (numbers, units and punctuation, no prose) must appear, as written,
 * in a file under {@code docs/results/} that the same README section links. A figure typed by hand,
 * rounded differently or left from an older run has no file behind it, and fails here.
 */
class ReadmeFiguresTest {

    /** The README sections whose tables are measurements; the others (limits, layout) are settings. */
    static final List<String> FIGURE_SECTIONS = List.of("Robustness", "Results");

    private static final Pattern NUMBER = Pattern.compile("\\d[\\d,]*(?:\\.\\d+)?");
    private static final Pattern RESULTS_LINK = Pattern.compile("\\]\\((docs/results/[^)#\\s]+)");
    private static final Pattern CODE = Pattern.compile("`[^`]*`");
    /** What a figure cell may hold besides numbers: units, the loader mark, separators. */
    private static final Pattern NOT_PROSE =
            Pattern.compile("(kB|µs|ms|s|MiB|KiB|GiB|%|x|/s|\\*loader-bound\\*|loader-bound|[\\s()/\\-–,.:+*])");

    @Test
    void everyFigureInTheReadmesTablesIsInALinkedResultsFile() throws IOException {
        Path root = MarkdownLinksTest.repositoryRoot();
        List<String> unbacked = unbackedFigures(Files.readString(root.resolve("README.md")), link -> read(root, link));
        assertEquals(List.of(), unbacked, "README figures found in no results file its section links");
    }

    /** The checker itself: a figure missing from the linked file is reported (a part of a larger number
     * is missing too), prose cells are not read, and sections that hold settings are not read. */
    @Test
    void reportsAFigureNoLinkedFileHoldsAndSkipsProse() {
        String readme = """
                ## Results
                From [the run](docs/results/run/report.md).

                | server | plaintext | note |
                |---|---:|---|
                | raw-nio | 10.7 µs (76,359, *loader-bound*) | 3 rounds of 15 s, see above |
                | vertx | 0.82 (0.64-0.90) | 115 / 1 / 0 / 0 |
                | quarkus | 0.9 | 15 |
                | helidon | 2,199 ms | 1,150 |

                ## Limits

                | server | line |
                |---|---|
                | raw-nio | 8 KiB |
                """;
        Map<String, String> files =
                Map.of("docs/results/run/report.md", "10.7 µs 76,359 0.82 (0.64-0.91) 1150 115 1 0 2199 ms");
        List<String> unbacked = unbackedFigures(readme, files::get);
        assertEquals(
                List.of(
                        "Results: 0.90 in the row vertx",
                        "Results: 0.9 in the row quarkus",
                        "Results: 15 in the row quarkus"),
                unbacked);
    }

    @Test
    void aFigureCellHoldsNumbersAndUnitsOnly() {
        assertEquals(true, isFigureCell("13.0 µs (53,596, *loader-bound*)"));
        assertEquals(true, isFigureCell("98 / 14 / 4 / 0"));
        assertEquals(true, isFigureCell("3.8 / 8.9 / 6.0 ms"));
        assertEquals(true, isFigureCell("91,676 kB"));
        assertEquals(false, isFigureCell("10,000 for 60 s: 117,622 of 117,622 answered"));
        assertEquals(false, isFigureCell("only menu, SSE"));
        assertEquals(false, isFigureCell(""));
    }

    static List<String> unbackedFigures(String readme, java.util.function.Function<String, String> linkedText) {
        List<String> unbacked = new ArrayList<>();
        for (Map.Entry<String, String> section : sections(readme).entrySet()) {
            if (!FIGURE_SECTIONS.contains(section.getKey())) {
                continue;
            }
            StringBuilder sources = new StringBuilder();
            Matcher link = RESULTS_LINK.matcher(section.getValue());
            while (link.find()) {
                String text = linkedText.apply(link.group(1));
                if (text != null) {
                    sources.append(text).append('\n');
                }
            }
            for (String line : section.getValue().split("\n")) {
                if (!line.startsWith("|") || line.matches("[|\\-: ]+")) {
                    continue;
                }
                String[] cells = line.split("\\|");
                for (int i = 2; i < cells.length; i++) { // cells[0] is before the first bar, cells[1] the row's name
                    String cell = CODE.matcher(cells[i]).replaceAll("").trim();
                    if (!isFigureCell(cell)) {
                        continue;
                    }
                    Matcher number = NUMBER.matcher(cell);
                    while (number.find()) {
                        String figure = number.group().replaceAll("[,.]$", "");
                        if (!inSources(figure, sources) && !inSources(figure.replace(",", ""), sources)) {
                            unbacked.add(section.getKey() + ": " + figure + " in the row " + cells[1].trim());
                        }
                    }
                }
            }
        }
        return unbacked;
    }

    /** The figure as a whole number in the sources: "0.9" is not in "0.91", nor "15" in "115". A thousands
     * separator may be written or not ("2,199" is in "2199 ms"). */
    private static boolean inSources(String figure, CharSequence sources) {
        return Pattern.compile("(?<!\\d[.,]?)" + Pattern.quote(figure) + "(?![.,]?\\d)")
                .matcher(sources)
                .find();
    }

    static boolean isFigureCell(String cell) {
        return NUMBER.matcher(cell).find()
                && NOT_PROSE
                        .matcher(NUMBER.matcher(cell).replaceAll(""))
                        .replaceAll("")
                        .isEmpty();
    }

    private static Map<String, String> sections(String readme) {
        Map<String, String> sections = new LinkedHashMap<>();
        String name = "";
        StringBuilder body = new StringBuilder();
        for (String line : readme.split("\n")) {
            if (line.startsWith("## ")) {
                sections.put(name, body.toString());
                name = line.substring(3).trim();
                body = new StringBuilder();
            } else {
                body.append(line).append('\n');
            }
        }
        sections.put(name, body.toString());
        return sections;
    }

    /** A linked file, or every text file in a linked folder and its subfolders. */
    private static String read(Path root, String link) {
        Path target = root.resolve(link);
        try {
            if (Files.isRegularFile(target)) {
                return Files.readString(target);
            }
            if (!Files.isDirectory(target)) {
                return null;
            }
            StringBuilder text = new StringBuilder();
            try (Stream<Path> files = Files.walk(target)) {
                for (Path file : files.filter(Files::isRegularFile)
                        .filter(f -> f.toString().matches(".*\\.(md|txt|json|csv)$"))
                        .sorted()
                        .toList()) {
                    text.append(Files.readString(file)).append('\n');
                }
            }
            return text.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
