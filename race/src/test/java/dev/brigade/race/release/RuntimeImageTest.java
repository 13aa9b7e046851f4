package dev.brigade.race.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RuntimeImageTest {

    @TempDir
    Path tmp;

    @Test
    void jdepsReadsTheClassesOutsideMetaInfOnly() throws IOException {
        Path jar = tmp.resolve("fat.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String name : List.of(
                    "a/B.class",
                    "META-INF/versions/9/a/B.class",
                    "module-info.class",
                    "a/notes.txt",
                    "../escape.class")) {
                out.putNextEntry(new JarEntry(name));
                out.write(new byte[] {1, 2, 3});
                out.closeEntry();
            }
        }
        Path into = RuntimeImage.unpackClasses(jar, Files.createDirectories(tmp.resolve("classes")));
        assertTrue(Files.isRegularFile(into.resolve("a/B.class")));
        assertFalse(Files.exists(into.resolve("META-INF")));
        assertFalse(Files.exists(into.resolve("module-info.class")));
        assertFalse(Files.exists(into.resolve("a/notes.txt")));
        assertFalse(Files.exists(tmp.resolve("escape.class")), "no entry lands outside the folder");
    }

    @Test
    void theSumsCoverTheArchivesInSha256sumsFormat() throws IOException {
        Path dist = Files.createDirectories(tmp.resolve("dist"));
        Path a = Files.writeString(dist.resolve("b.tar.gz"), "b");
        Path b = Files.writeString(dist.resolve("a.tar.gz"), "a");
        Files.writeString(dist.resolve("not-an-archive.md"), "x");
        Sha256Sums.write(dist, List.of(a, b));
        assertEquals(
                "ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb  a.tar.gz\n"
                        + "3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d  b.tar.gz\n",
                Files.readString(dist.resolve("SHA256SUMS")));
    }

    @Test
    void theZipFileSystemProviderIsLinkedThoughJdepsCannotSeeIt() {
        assertEquals("java.base,java.sql,jdk.zipfs", RuntimeImage.withServiceProviders("java.base,java.sql"));
        assertEquals("java.base,jdk.zipfs", RuntimeImage.withServiceProviders("java.base,jdk.zipfs"));
    }

    @Test
    void thePlatformIsNamedAsTheArchivesAre() {
        assertTrue(Release.platform().matches("[a-z]+-[a-z0-9_]+"), Release.platform());
    }
}
