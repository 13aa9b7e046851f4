package dev.brigade.conformance.declared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --known-failures}: exactly the listed cases may fail; a new failure and a listed case that passed both differ. */
class KnownFailuresTest {

    private static KnownFailures read(Path dir, String text) throws IOException, DeclaredFileException {
        Path file = Files.writeString(dir.resolve("known-failures.txt"), text);
        return KnownFailures.read(Optional.of(file.toString())).orElseThrow();
    }

    @Test
    void exactlyTheListedFailuresAreNoDifference(@TempDir Path dir) throws Exception {
        KnownFailures known = read(dir, "# framing\nrobust.chunk.size-plus-sign parses a sign https://example.org/a#L1\n");
        assertEquals(Optional.empty(), known.differences(Set.of("robust.chunk.size-plus-sign")));
    }

    @Test
    void aNewFailureAndAFixedOneAreEachNamed(@TempDir Path dir) throws Exception {
        KnownFailures known = read(dir, "robust.chunk.size-plus-sign parses a sign https://example.org/a#L1\n");
        String differences = known.differences(Set.of("robust.chunk.size-0x")).orElseThrow();
        assertTrue(differences.contains("robust.chunk.size-0x: failed, and is not a known failure"), differences);
        assertTrue(differences.contains("robust.chunk.size-plus-sign: a known failure") && differences.contains("did not fail"),
                differences);
    }

    @Test
    void anIdNoCaseHasIsRefused(@TempDir Path dir) {
        DeclaredFileException e = assertThrows(DeclaredFileException.class,
                () -> read(dir, "robust.no-such-case reason https://example.org/a\n"));
        assertTrue(e.getMessage().contains("no robustness case has the id robust.no-such-case"), e.getMessage());
    }

    @Test
    void noneListsNothing() throws Exception {
        assertEquals(Optional.empty(), KnownFailures.read(Optional.of("none")));
    }
}
