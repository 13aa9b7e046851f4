package dev.brigade.race.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A release ships its module's declared list, and its folder's README and notes give the check that uses it. */
class ReleaseDeclaredListTest {

    private static final String LINE = "h2c.upgrade-not-taken the framework answers 101 https://example.org/source\n";

    @Test
    void aReleaseFolderShipsTheModulesListAtItsTopLevel(@TempDir Path dir) throws IOException {
        Path module = Files.writeString(
                Files.createDirectories(dir.resolve("impl-vertx")).resolve("declared-deviations.txt"), LINE);
        Path folder = Files.createDirectories(dir.resolve("brigade-vertx-v-linux-x64"));
        assertTrue(Release.shipDeclared(module, folder));
        assertEquals(LINE, Files.readString(folder.resolve("declared-deviations.txt")));
        Path bare = Files.createDirectories(dir.resolve("brigade-raw-nio-v-linux-x64"));
        assertFalse(Release.shipDeclared(dir.resolve("impl-raw-nio/declared-deviations.txt"), bare));
        assertFalse(Files.exists(bare.resolve("declared-deviations.txt")));
    }

    @Test
    void theFoldersReadmeAndTheReleaseNotesGiveTheCheckCommand() {
        String readme = ReleaseNotes.folderReadme("vertx", "java.base", null, true);
        assertTrue(readme.contains("| `declared-deviations.txt` |"), readme);
        assertTrue(readme.contains("--declared brigade-vertx-*/declared-deviations.txt"), readme);
        assertTrue(readme.contains("check --run 'brigade-vertx-*/bin/brigade-vertx --address {address}"), readme);
        String none = ReleaseNotes.folderReadme("raw-nio", "java.base", null, false);
        assertFalse(none.contains("--declared"), none);
        assertTrue(none.contains("--run-tls '--tls-cert {cert} --tls-key {key}'"), none);
        assertTrue(ReleaseNotes.checkSentence().contains("--declared brigade-IMPL-*/declared-deviations.txt"));
    }
}
