package dev.brigade.race.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.race.Released;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        assertTrue(
                out.startsWith("OWN-RUNTIME @" + folder.toRealPath() + "/lib/jvm.options -XX:AOTCache="
                        + folder.toRealPath() + "/lib/brigade-t.aot -jar " + folder.toRealPath()
                        + "/lib/brigade-t.jar --port 18080 --address 127.0.0.1"),
                out);
        assertFalse(out.contains("POISONED"), out);
    }

    /**
     * Contract 2.1's "no resumption" lives in jvm.options, so it must reach a real JVM: the module's flags as
     * the release rewrites them beside an AOT cache (a CDS line turned into a comment), read by the JDK's own
     * launcher as an @argfile, seen by the server's main as a system property.
     */
    @Test
    void theJvmOptionsReachARealJvmAsSystemProperties() throws Exception {
        Path folder = tmp.resolve("real-jvm");
        executable(folder.resolve("bin/brigade-t"), Launcher.server("t"));
        Files.createDirectories(folder.resolve("runtime/bin"));
        Files.createSymbolicLink(
                folder.resolve("runtime/bin/java"), Path.of(System.getProperty("java.home"), "bin", "java"));
        Files.createDirectories(folder.resolve("lib"));
        Files.writeString(folder.resolve("lib/jvm.options"), AotTraining.withoutClassDataSharing("""
                # TLS: no session tickets, so no resumption
                -Djdk.tls.server.newSessionTicketCount=0
                -Xshare:auto
                """));
        propertyPrinter(folder.resolve("lib/brigade-t.jar"));
        assertEquals(
                "0",
                run(folder.resolve("bin/brigade-t"), List.of(), "jdk.tls.server.newSessionTicketCount")
                        .strip());
    }

    @Test
    void brigadeAotOffLeavesTheCacheOutAndNoCacheNoFlag() throws Exception {
        Path folder = layOut(tmp.resolve("with"), true);
        assertFalse(
                run(folder.resolve("bin/brigade-t"), List.of("BRIGADE_AOT=off")).contains("AOTCache"));
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
        Process p = new ProcessBuilder(bin.resolve("java").toString(), "-version")
                .redirectErrorStream(true)
                .start();
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

    /** A jar whose main prints the system property its first argument names: compiled here, by the JDK running the test. */
    private void propertyPrinter(Path jar) throws IOException {
        Path src = Files.createDirectories(tmp.resolve("printer-src")).resolve("PrintProperty.java");
        Files.writeString(
                src,
                "public class PrintProperty { public static void main(String[] a) { System.out.println(System.getProperty(a[0])); } }");
        Path classes = Files.createDirectories(tmp.resolve("printer-classes"));
        assertEquals(
                0,
                ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(), src.toString()));
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "PrintProperty");
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream jarOut = new JarOutputStream(out, manifest)) {
            jarOut.putNextEntry(new JarEntry("PrintProperty.class"));
            jarOut.write(Files.readAllBytes(classes.resolve("PrintProperty.class")));
            jarOut.closeEntry();
        }
    }

    private static void executable(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** Through env -i with the poisoned java first on PATH, as the release check runs it. */
    private String run(Path launcher, List<String> env, String... args) throws Exception {
        Path poison = ReleaseCheck.poisonedJava(
                Files.createDirectories(tmp.resolve("poisoned-bin")), tmp.resolve("poison-called"));
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
