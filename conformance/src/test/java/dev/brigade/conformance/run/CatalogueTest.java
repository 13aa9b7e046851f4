package dev.brigade.conformance.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.brigade.conformance.Kit;

/** Every check has a unique, well-formed id, and the README's table lists exactly the kit's checks. */
class CatalogueTest {

    private static final Set<String> GROUPS = Set.of("plaintext", "echo", "menu", "sse", "http", "badinput", "conduit", "process");

    @Test
    void idsAreUniqueAndNamedByTheirGroup() {
        List<CheckInfo> checks = Kit.checks();
        assertEquals(checks.size(), checks.stream().map(CheckInfo::id).distinct().count(), "duplicate ids");
        for (CheckInfo check : checks) {
            assertTrue(check.id().matches("[a-z]+\\.[a-z0-9]+(-[a-z0-9]+)*"), check.id());
            assertTrue(GROUPS.contains(check.id().substring(0, check.id().indexOf('.'))), check.id());
            assertTrue(!check.description().isBlank() && !check.description().contains("\n"), check.id());
        }
    }

    @Test
    void theReadmeListsEveryCheck() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Set<String> listed = readme.lines()
                .filter(line -> line.matches("\\| `[a-z]+\\.[a-z0-9-]+` \\|.*"))
                .map(line -> line.substring(3, line.indexOf('`', 3)))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> ids = Kit.checks().stream().map(CheckInfo::id).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(ids, listed, "README.md's table of checks (regenerate it from check --list)");
    }
}
