package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The race's kit check of a built competitor finds its declared list (a release ships one: ReleaseDeclaredListTest) and passes it. */
class DeclaredListTest {

    private static final String LINE = "h2c.upgrade-not-taken the framework answers 101 https://example.org/source\n";

    @Test
    void theListIsFoundThroughTheCompetitorsLinkToItsReleaseFolder(@TempDir Path dir) throws IOException {
        Path out = Files.createDirectories(dir.resolve("out"));
        Path folder = Files.createDirectories(out.resolve("brigade-vertx.dist/brigade-vertx-competitor-linux-x64"));
        Path bin = Files.writeString(
                Files.createDirectories(folder.resolve("bin")).resolve("brigade-vertx"), "#!/bin/sh\n");
        Path link = Files.createSymbolicLink(out.resolve("brigade-vertx"), out.relativize(bin));
        assertEquals(Optional.empty(), Outside.declaredNear(link));
        Files.writeString(folder.resolve("declared-deviations.txt"), LINE);
        assertEquals(Optional.of(folder.resolve("declared-deviations.txt").toRealPath()), Outside.declaredNear(link));
    }

    @Test
    void aThirdPartysListBesideItsBinaryInOutIsFound(@TempDir Path dir) throws IOException {
        Path out = Files.createDirectories(dir.resolve("deep/out"));
        Path binary = Files.writeString(out.resolve("server"), "#!/bin/sh\n");
        assertEquals(Optional.empty(), Outside.declaredNear(binary));
        Path declared = Files.writeString(out.resolve("declared-deviations.txt"), LINE);
        assertEquals(Optional.of(declared.toAbsolutePath()), Outside.declaredNear(binary));
        assertEquals(Optional.empty(), Outside.declaredNear(out.resolve("missing")));
    }

    @Test
    void theRacesKitCheckOfACompetitorPassesTheListFound(@TempDir Path dir) throws IOException {
        Path declared = Files.writeString(dir.resolve("declared-deviations.txt"), LINE);
        Kit kit = new Kit(Path.of("/jdk/bin/java"), Path.of("/kit.jar"));
        String command = Kit.commandWords(
                List.of(dir.resolve("server").toString(), "--port", "{port}", "--database", "{database}"));
        List<String> argv = kit.kitArgv(
                command,
                Outside.declaredNear(Files.writeString(dir.resolve("server"), "x"))
                        .orElse(null),
                "--tls-cert {cert} --tls-key {key}",
                dir);
        assertEquals(declared.toAbsolutePath().toString(), argv.get(argv.indexOf("--declared") + 1));
        assertTrue(argv.get(argv.indexOf("--run") + 1).endsWith("--port {port} --database {database}"));
    }
}
