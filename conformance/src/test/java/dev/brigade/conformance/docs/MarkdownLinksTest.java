package dev.brigade.conformance.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Markdown file of the repository points only at what a clone has: each relative link, and
 * each relative path in backticks ({@code `../contract/CONTRACT.md`}), must resolve to a file or
 * folder inside the repository. A reader outside the team has nothing else.
 */
class MarkdownLinksTest {

    /** {@code [text](target)} and {@code ![alt](target)}, the target up to a space or the closing parenthesis. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    /** A path in backticks that says it is relative: {@code ./x} or {@code ../x}. */
    private static final Pattern RELATIVE_IN_BACKTICKS = Pattern.compile("`(\\.{1,2}/[^`\\s]*)`");
    /** Build output and run results: not in a clone until something is built or run. */
    private static final Set<String> GENERATED = Set.of("target", "dist", "results", "node_modules", ".git");

    static Path repositoryRoot() {
        Path here = Path.of("").toAbsolutePath();
        for (Path dir = here; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("contract/CONTRACT.md")) && Files.isRegularFile(dir.resolve("mvnw"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no repository root above " + here);
    }

    @Test
    void everyRelativeLinkAndPathPointsIntoTheRepository() throws IOException {
        Path root = repositoryRoot();
        List<Path> documents = markdownFiles(root);
        assertTrue(documents.size() > 5, "found only " + documents);
        List<String> broken = new ArrayList<>();
        for (Path document : documents) {
            String text = Files.readString(document);
            check(root, document, text, LINK, broken);
            check(root, document, text, RELATIVE_IN_BACKTICKS, broken);
        }
        assertEquals(List.of(), broken, "links and paths that leave the repository or point at nothing");
    }

    /** The checker itself: what it must refuse and what it must let through. */
    @Test
    void refusesPathsOutOfTheRepositoryAndMissingFiles() {
        Path root = repositoryRoot();
        Path readme = root.resolve("README.md");
        List<String> broken = new ArrayList<>();
        check(
                root,
                readme,
                "[c](../shared/CONTRACT.md) `../../shared/IMPLEMENTING.md` [gone](docs/nothing.md)"
                        + " [ok](contract/CONTRACT.md#the-brigade-contract) [web](https://example.com/) [top](#brigade)"
                        + " `./contract/menu.html` `conformance/target/x.jar`",
                LINK,
                broken);
        check(root, readme, "`../../shared/IMPLEMENTING.md` `./contract/menu.html`", RELATIVE_IN_BACKTICKS, broken);
        assertEquals(3, broken.size(), () -> String.join("\n", broken));
    }

    private static void check(Path root, Path document, String text, Pattern pattern, List<String> broken) {
        for (String path : relativeTargets(pattern, text)) {
            Path resolved = document.getParent().resolve(path).normalize();
            String where = root.relativize(document) + ": " + path;
            if (!resolved.startsWith(root)) {
                broken.add(where + " (outside the repository)");
            } else if (!Files.exists(resolved) && !generated(root.relativize(resolved))) {
                broken.add(where + " (no such file)");
            }
        }
    }

    /** The relative link targets of {@code text}, without their fragments: what must exist in a clone. */
    static List<String> relativeLinks(String text) {
        return relativeTargets(LINK, text);
    }

    private static List<String> relativeTargets(Pattern pattern, String text) {
        List<String> paths = new ArrayList<>();
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            String target = matcher.group(1);
            if (target.contains("://") || target.startsWith("#") || target.startsWith("mailto:")) {
                continue;
            }
            int fragment = target.indexOf('#');
            String path = fragment < 0 ? target : target.substring(0, fragment);
            if (!path.isEmpty()) {
                paths.add(path);
            }
        }
        return paths;
    }

    private static boolean generated(Path relative) {
        for (Path part : relative) {
            if (GENERATED.contains(part.toString())) {
                return true;
            }
        }
        return false;
    }

    private static List<Path> markdownFiles(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            return paths.filter(path -> path.toString().endsWith(".md"))
                    .filter(path -> !generated(root.relativize(path)))
                    .sorted()
                    .toList();
        }
    }
}
