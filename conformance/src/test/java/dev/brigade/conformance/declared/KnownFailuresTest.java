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
        return read(dir, text, "robustness");
    }

    private static KnownFailures read(Path dir, String text, String profile) throws IOException, DeclaredFileException {
        Path file = Files.writeString(dir.resolve("known-failures.txt"), text);
        return KnownFailures.read(Optional.of(file.toString()), profile).orElseThrow();
    }

    @Test
    void exactlyTheListedFailuresAreNoDifference(@TempDir Path dir) throws Exception {
        KnownFailures known =
                read(dir, "# framing\nrobust.chunk.size-plus-sign parses a sign https://example.org/a#L1\n");
        assertEquals(Optional.empty(), known.differences(Set.of("robust.chunk.size-plus-sign")));
    }

    @Test
    void aNewFailureAndAFixedOneAreEachNamed(@TempDir Path dir) throws Exception {
        KnownFailures known = read(dir, "robust.chunk.size-plus-sign parses a sign https://example.org/a#L1\n");
        String differences = known.differences(Set.of("robust.chunk.size-0x")).orElseThrow();
        assertTrue(differences.contains("robust.chunk.size-0x: failed, and is not a known failure"), differences);
        assertTrue(
                differences.contains("robust.chunk.size-plus-sign: a known failure")
                        && differences.contains("did not fail"),
                differences);
    }

    @Test
    void anIdNoCaseHasIsRefused(@TempDir Path dir) {
        DeclaredFileException e = assertThrows(
                DeclaredFileException.class, () -> read(dir, "robust.no-such-case reason https://example.org/a\n"));
        assertTrue(e.getMessage().contains("no robustness case has the id robust.no-such-case"), e.getMessage());
    }

    @Test
    void theH2ProfileTakesItsOwnIdsAndRefusesTheOtherProfiles(@TempDir Path dir) throws Exception {
        KnownFailures known =
                read(dir, "robust.h2.streams.past-max ends the connection https://example.org/a#L1\n", "robustness-h2");
        assertEquals(Optional.empty(), known.differences(Set.of("robust.h2.streams.past-max")));
        DeclaredFileException e = assertThrows(
                DeclaredFileException.class,
                () -> read(
                        dir, "robust.chunk.size-plus-sign parses a sign https://example.org/a#L1\n", "robustness-h2"));
        assertTrue(
                e.getMessage().contains("no robustness-h2 case has the id robust.chunk.size-plus-sign"),
                e.getMessage());
    }

    @Test
    void noneListsNothing() throws Exception {
        assertEquals(Optional.empty(), KnownFailures.read(Optional.of("none"), "robustness"));
    }
}
