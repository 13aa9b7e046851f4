package dev.brigade.conformance.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/results/} holds only what some Markdown file links: a run nobody links is history, and
 * history lives in git, not in the tree a reader clones.
 */
class ResultsLinkedTest {

    @Test
    void everyResultsEntryIsLinkedFromOutsideItself() throws IOException {
        Path root = MarkdownLinksTest.repositoryRoot();
        Path results = root.resolve("docs/results");
        List<Path> entries;
        try (Stream<Path> list = Files.list(results)) {
            entries = list.filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted()
                    .toList();
        }
        assertTrue(entries.size() > 5, "docs/results lists " + entries.size() + " entries");
        Set<Path> linked = linkedTargets(root);
        Set<String> unlinked = new TreeSet<>();
        for (Path entry : entries) {
            boolean found = linked.stream().anyMatch(target -> target.startsWith(entry));
            if (!found) unlinked.add(entry.getFileName().toString());
        }
        assertEquals(Set.of(), unlinked, "results no Markdown file links from outside the entry itself");
    }

    /**
     * Every relative link target of every Markdown file, resolved, minus links into the file's own entry.
     * The walk is this test's own: unlike {@link MarkdownLinksTest}'s, it reads the results' own READMEs,
     * since one run's README may be what links another run.
     */
    private static Set<Path> linkedTargets(Path root) throws IOException {
        Set<Path> targets = new TreeSet<>();
        Path results = root.resolve("docs/results");
        try (Stream<Path> files = Files.walk(root)) {
            for (Path md : files.filter(ResultsLinkedTest::isTrackedMarkdown).toList()) {
                Path ownEntry = md.startsWith(results)
                        ? results.resolve(results.relativize(md).getName(0))
                        : null;
                for (String target : MarkdownLinksTest.relativeLinks(Files.readString(md))) {
                    Path resolved = md.getParent().resolve(target).normalize();
                    if (ownEntry == null || !resolved.startsWith(ownEntry)) targets.add(resolved);
                }
            }
        }
        return targets;
    }

    private static boolean isTrackedMarkdown(Path p) {
        String s = p.toString();
        return s.endsWith(".md") && !s.contains("/target/") && !s.contains("/.git/") && !s.contains("/node_modules/");
    }
}
