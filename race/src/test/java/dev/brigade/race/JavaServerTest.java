package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A server module's HTTPS mode is what its pom hands its own verify: {@code brigade.serve.tls}. */
class JavaServerTest {

    private static JavaServer module(Path dir, String pom) throws IOException {
        Files.writeString(dir.resolve("pom.xml"), pom);
        return new JavaServer("x", dir.resolve("target/brigade-x.jar"), dir.resolve("jvm.options"), Path.of("java"));
    }

    @Test
    void aModuleThatServesTlsGetsTheRacesCertificate(@TempDir Path dir) throws IOException {
        JavaServer s = module(
                dir,
                "<project><properties>\n    <brigade.serve.tls>--tls-cert {cert} --tls-key {key}</brigade.serve.tls>\n"
                        + "</properties></project>");
        assertTrue(s.servesTls());
        assertEquals(
                Optional.of(List.of("--tls-cert", "/c/cert.pem", "--tls-key", "/c/key.pem")),
                s.tlsArguments(Path.of("/c/cert.pem"), Path.of("/c/key.pem")));
        assertEquals(
                Optional.of("--tls-cert {cert} --tls-key {key}"),
                s.tlsTemplate(),
                "the kit's --run-tls fills them itself");
    }

    @Test
    void noneOrNoPropertyIsNoHttpsMode(@TempDir Path dir) throws IOException {
        assertFalse(module(dir, "<project><brigade.serve.tls>none</brigade.serve.tls></project>")
                .servesTls());
        assertFalse(module(dir, "<project></project>").servesTls());
    }

    @Test
    void theRepositorysTlsModulesDeclareIt() {
        Path root = Path.of(System.getProperty("brigade.root", ".."))
                .toAbsolutePath()
                .normalize();
        JavaServer rawNio = new JavaServer(
                "raw-nio",
                root.resolve("impl-raw-nio/target/brigade-raw-nio.jar"),
                root.resolve("impl-raw-nio/jvm.options"),
                Path.of("java"));
        assertTrue(rawNio.servesTls(), "raw-nio serves HTTPS (its pom's brigade.serve.tls)");
    }
}
