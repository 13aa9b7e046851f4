package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The process's exit status and stderr (CONTRACT §1.6, §1.7, 2.1), from a real {@code java}
 * process on the test classpath: bad TLS flags or files (Micronaut's own PEM reading fails the
 * start), a port in use, and SIGTERM.
 */
class ApplicationExitTest {

    static final Path CERT = Path.of("src", "test", "resources", "tls", "cert.pem");
    static final Path KEY = Path.of("src", "test", "resources", "tls", "key.pem");

    @TempDir
    Path folder;

    @Test
    void oneTlsFlagAloneExits2WithOneLine() throws Exception {
        assertExit(2, "--tls-cert and --tls-key go together", "--port", "0", "--tls-key", KEY.toString());
    }

    @Test
    void aMissingCertificateExits1WithOneLine() throws Exception {
        assertTlsFilesExit1(Path.of("missing-cert.pem"), KEY);
    }

    @Test
    void aKeyInPlaceOfTheCertificateExits1WithOneLine() throws Exception {
        assertTlsFilesExit1(KEY, KEY);
    }

    @Test
    void aKeyThatIsNotPemExits1WithOneLine() throws Exception {
        assertTlsFilesExit1(CERT, Files.writeString(folder.resolve("not-pem.pem"), "not a PEM file\n"));
    }

    private void assertTlsFilesExit1(Path certificate, Path key) throws Exception {
        assertExit(
                1, "cannot start: ", "--port", "0", "--tls-cert", certificate.toString(), "--tls-key", key.toString());
    }

    @Test
    void aPortInUseExits1WithTheCannotListenLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            String line = assertExit(1, "cannot listen on", "--address", "127.0.0.1", "--port", String.valueOf(port));
            assertEquals(
                    "brigade-micronaut: cannot listen on 127.0.0.1:" + port + ": Address already in use", line.strip());
        }
    }

    /** The JVM alone would exit 143 on SIGTERM: 0 says the shutdown hook ran Micronaut's stop to its end. */
    @Test
    void sigtermExits0() throws Exception {
        Path errors = folder.resolve("stderr.txt");
        Process process = start(errors, "--address", "127.0.0.1", "--port", "0");
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.readString(errors).contains("listening on")
                    && process.isAlive()
                    && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertTrue(Files.readString(errors).contains("listening on"), Files.readString(errors));
            process.destroy(); // SIGTERM
            assertEquals(0, exitStatus(process), Files.readString(errors));
        } finally {
            process.destroyForcibly();
        }
    }

    /** Asserts the status and that stderr is one line holding the expected words; returns the line. */
    private String assertExit(int code, String expected, String... args) throws Exception {
        Path errors = folder.resolve("stderr.txt");
        int status = exitStatus(start(errors, args));
        String stderr = Files.readString(errors, StandardCharsets.UTF_8);
        assertEquals(code, status, stderr);
        assertEquals(1, stderr.lines().count(), stderr);
        assertTrue(stderr.startsWith("brigade-micronaut: ") && stderr.contains(expected), stderr);
        return stderr;
    }

    private static Process start(Path errors, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", // as the jar's manifest: Netty's epoll, no JDK warning
                "-cp",
                System.getProperty("java.class.path"),
                Application.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(errors.toFile())
                .start();
    }

    private static int exitStatus(Process process) throws InterruptedException {
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
        assertFalse(process.isAlive(), "still running after 30 s");
        return process.exitValue();
    }
}
