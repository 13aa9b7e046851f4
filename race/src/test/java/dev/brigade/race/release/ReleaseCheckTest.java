package dev.brigade.race.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.race.Kit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The release check runs the kit as the module's own verify does: both modes, the module's declared list. */
class ReleaseCheckTest {

    @Test
    void theArchivesHttpsModeGoesToTheKitFromItsCompetitorJson(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("competitor.json");
        new com.fasterxml.jackson.databind.ObjectMapper()
                .writeValue(json.toFile(), CompetitorFiles.competitor("vertx", true));
        Optional<List<String>> tls = ReleaseCheck.runTls(json);
        assertEquals(Optional.of(List.of("--tls-cert", "{cert}", "--tls-key", "{key}")), tls);
        List<String> argv = ReleaseCheck.kitArgv(
                Path.of("/kit/bin/brigade-conformance"),
                Path.of("/srv/bin/brigade-vertx"),
                tls,
                dir.resolve("declared-deviations.txt"),
                dir);
        assertEquals("--tls-cert {cert} --tls-key {key}", argv.get(argv.indexOf("--run-tls") + 1));
    }

    @Test
    void aCompetitorJsonWithoutRunTlsIsNoHttpsMode(@TempDir Path dir) throws IOException {
        Path json = Files.writeString(dir.resolve("competitor.json"), "{\"run\":{\"argv\":[\"{bin}\"]}}");
        assertEquals(Optional.empty(), ReleaseCheck.runTls(json));
        assertFalse(ReleaseCheck.kitArgv(Path.of("kit"), Path.of("srv"), Optional.empty(), dir.resolve("none.txt"), dir)
                .contains("--run-tls"));
    }

    @Test
    void theModulesDeclaredListGoesToTheKitWhenThere(@TempDir Path dir) throws IOException {
        Path declared = dir.resolve("declared-deviations.txt");
        assertFalse(ReleaseCheck.kitArgv(Path.of("kit"), Path.of("srv"), Optional.empty(), declared, dir)
                .contains("--declared"));
        Files.writeString(declared, "http.head-sse reason https://example.org/source\n");
        List<String> argv = ReleaseCheck.kitArgv(Path.of("kit"), Path.of("srv"), Optional.empty(), declared, dir);
        assertEquals(declared.toString(), argv.get(argv.indexOf("--declared") + 1));
    }

    @Test
    void aRowSaysPassedOnlyWhenNothingFailed() {
        Release.Built kit = new Release.Built(
                "brigade-conformance", Path.of("d"), Path.of("brigade-conformance.tar.gz"), Path.of("l"), "", null);
        ReleaseCheck.Row failed = row(
                "helidon", new Kit.Whole(false, "FAIL robust.x [MUST, §5]: 200", "plain mode: 109 passed, 1 failed"));
        String md = ReleaseCheck.markdown(List.of(failed), kit, false, false);
        assertTrue(md.contains("| FAILED: FAIL robust.x [MUST, §5]: 200 |"), md);
        assertFalse(md.contains("passed (plain mode: 109 passed, 1 failed"), md);
        ReleaseCheck.Row clean = row(
                "vertx", new Kit.Whole(true, null, "plain mode: 110 passed, 0 failed; TLS mode: 17 passed, 0 failed"));
        assertTrue(
                ReleaseCheck.markdown(List.of(clean), kit, false, true).contains("| passed (plain mode: 110 passed"));
    }

    private static ReleaseCheck.Row row(String name, Kit.Whole kit) {
        return new ReleaseCheck.Row(name, "brigade-" + name + ".tar.gz", 1 << 20, kit, false, 0, 0, 1, 1, 1, 1, 1, 1);
    }
}
