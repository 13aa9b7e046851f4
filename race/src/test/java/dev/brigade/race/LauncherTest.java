package dev.brigade.race;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** dist/bin/brigade-IMPL run by sh, as users run it: the JDK found, the flags applied, the arguments passed. */
class LauncherTest {

    private static final String JAVA = ProcessHandle.current().info().command().orElseThrow();

    @TempDir
    Path dist;

    @Test
    void startsTheJarWithItsFlagsAndArguments() throws Exception {
        Path launcher = layOut("# why: a flag the test can see\n-Dbrigade.launcher.test=yes\n");
        String out = run(launcher, JAVA, "--port", "18080", "--address", "127.0.0.1");
        assertTrue(out.contains("property yes"), out);
        assertTrue(out.contains("args --port 18080 --address 127.0.0.1"), out);
        assertFalse(out.contains("AOTCache"), out);
    }

    @Test
    void anAotCacheFromAnotherJdkBuildIsLeftOut() throws Exception {
        Path launcher = layOut("-Dbrigade.launcher.test=yes\n");
        Path lib = dist.resolve("lib/brigade-t");
        Files.writeString(lib.resolve("brigade-t.aot"), "not a cache");
        Files.writeString(lib.resolve("brigade-t.aot.jdk"), "1.0.0+0-another-build\n");
        String out = run(launcher, JAVA);
        assertTrue(out.contains("property yes"), out);
        assertFalse(out.contains("AOTCache"), out);
    }

    @Test
    void aLinkToTheLauncherWorksToo() throws Exception {
        Path launcher = layOut("-Dbrigade.launcher.test=linked\n");
        Path link = Files.createSymbolicLink(dist.resolve("brigade-t"), launcher);
        assertTrue(run(link, JAVA, "x").contains("property linked"));
    }

    private Path layOut(String jvmOptions) throws IOException {
        Path lib = Files.createDirectories(dist.resolve("lib/brigade-t"));
        Files.writeString(lib.resolve("jvm.options"), jvmOptions);
        writeJar(lib.resolve("brigade-t.jar"));
        Path launcher = Files.createDirectories(dist.resolve("bin")).resolve("brigade-t");
        Files.writeString(launcher, Launcher.script("t"));
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        return launcher;
    }

    private static void writeJar(Path jar) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, PrintsItsLaunch.class.getName());
        String entry = PrintsItsLaunch.class.getName().replace('.', '/') + ".class";
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
            out.putNextEntry(new JarEntry(entry));
            try (var in = LauncherTest.class.getClassLoader().getResourceAsStream(entry)) {
                in.transferTo(out);
            }
            out.closeEntry();
        }
    }

    private static String run(Path launcher, String java, String... args) throws Exception {
        List<String> argv = new ArrayList<>();
        argv.add(launcher.toString());
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).redirectErrorStream(true);
        pb.environment().put("BRIGADE_JAVA", java);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        return out;
    }
}
