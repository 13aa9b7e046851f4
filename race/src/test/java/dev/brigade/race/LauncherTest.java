package dev.brigade.race;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A release folder's bin/brigade-IMPL run by sh in an empty environment, with a java first on PATH that
 * fails: the folder's own runtime/bin/java (here a script that prints what it was given) is the one started.
 */
class LauncherTest {

    @TempDir
    Path tmp;

    @Test
    void startsTheFoldersOwnRuntimeWithTheFlagsTheCacheAndTheArguments() throws Exception {
        Path folder = layOut(tmp.resolve("brigade-t-1-linux-x64"), true);
        String out = run(folder.resolve("bin/brigade-t"), List.of(), "--port", "18080", "--address", "127.0.0.1");
        assertTrue(out.startsWith("OWN-RUNTIME @" + folder.toRealPath() + "/lib/jvm.options -XX:AOTCache=" + folder.toRealPath()
                + "/lib/brigade-t.aot -jar " + folder.toRealPath() + "/lib/brigade-t.jar --port 18080 --address 127.0.0.1"), out);
        assertFalse(out.contains("POISONED"), out);
    }

    @Test
    void brigadeAotOffLeavesTheCacheOutAndNoCacheNoFlag() throws Exception {
        Path folder = layOut(tmp.resolve("with"), true);
        assertFalse(run(folder.resolve("bin/brigade-t"), List.of("BRIGADE_AOT=off")).contains("AOTCache"));
        Path bare = layOut(tmp.resolve("without"), false);
        assertFalse(run(bare.resolve("bin/brigade-t"), List.of()).contains("AOTCache"));
    }

    @Test
    void aLinkToTheLauncherFindsItsFolder() throws Exception {
        Path folder = layOut(tmp.resolve("real folder"), false);
        Path link = Files.createSymbolicLink(tmp.resolve("brigade-t"), folder.resolve("bin/brigade-t"));
        assertTrue(run(link, List.of(), "x").contains("real folder/lib/brigade-t.jar x"));
    }

    @Test
    void theKitLauncherRunsTheKitJarWithItsOwnRuntime() throws Exception {
        Path folder = tmp.resolve("kit");
        executable(folder.resolve("bin/brigade-conformance"), Launcher.kit());
        executable(folder.resolve("runtime/bin/java"), "#!/bin/sh\necho \"OWN-RUNTIME $*\"\n");
        String out = run(folder.resolve("bin/brigade-conformance"), List.of(), "seed", "x.db");
        assertEquals("OWN-RUNTIME -jar " + folder.toRealPath() + "/lib/brigade-conformance.jar seed x.db", out.strip());
    }

    @Test
    void thePoisonedJavaFailsLoudlyAndLeavesItsMark() throws Exception {
        Path marker = tmp.resolve("called");
        Path bin = ReleaseCheck.poisonedJava(Files.createDirectories(tmp.resolve("poison")), marker);
        Process p = new ProcessBuilder(bin.resolve("java").toString(), "-version").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(97, p.waitFor());
        assertTrue(out.contains("POISONED JAVA") && Files.exists(marker), out);
    }

    private Path layOut(Path folder, boolean cache) throws IOException {
        executable(folder.resolve("bin/brigade-t"), Launcher.server("t"));
        executable(folder.resolve("runtime/bin/java"), "#!/bin/sh\necho \"OWN-RUNTIME $*\"\n");
        Files.createDirectories(folder.resolve("lib"));
        Files.writeString(folder.resolve("lib/jvm.options"), "-Xmx32m\n");
        if (cache) {
            Files.writeString(folder.resolve("lib/brigade-t.aot"), "a cache");
        }
        return folder;
    }

    private static void executable(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** Through env -i with the poisoned java first on PATH, as the release check runs it. */
    private String run(Path launcher, List<String> env, String... args) throws Exception {
        Path poison = ReleaseCheck.poisonedJava(Files.createDirectories(tmp.resolve("poisoned-bin")), tmp.resolve("poison-called"));
        List<String> argv = new ArrayList<>(Released.cleanEnv(poison, env));
        argv.add(launcher.toString());
        argv.addAll(List.of(args));
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        assertFalse(Files.exists(tmp.resolve("poison-called")), "the system java was called: " + out);
        return out;
    }
}
