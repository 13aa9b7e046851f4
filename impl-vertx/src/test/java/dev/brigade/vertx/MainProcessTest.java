package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.vertx.conduit.ConduitFixture;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Main as a process (it ends the JVM): a TLS file it cannot use is exit 1 and one stderr line, one
 * TLS flag alone exit 2 and one line, before anything listens; a port in use is exit 1 and one line
 * (CONTRACT §1.7); SIGTERM once listening, with the database open, is exit 0 (§1.6). {@code GOOD},
 * {@code MISSING}, {@code GARBAGE} stand for the test certificate or key, a path that does not
 * exist, and a file of text that is no PEM.
 */
class MainProcessTest {

    /** Bounds every wait, so a server that neither answers nor exits fails the test instead of hanging it. */
    private static final long PATIENCE_SECONDS = 30;

    @TempDir
    Path folder;

    @ParameterizedTest(name = "{0} {1} {2} {3}")
    @CsvSource({
        "--tls-cert, MISSING, --tls-key, GOOD_KEY, 1",
        "--tls-cert, GOOD_CERT, --tls-key, MISSING, 1",
        "--tls-cert, GARBAGE, --tls-key, GOOD_KEY, 1",
        "--tls-cert, GOOD_CERT, --tls-key, GARBAGE, 1",
        "--tls-cert, GOOD_KEY, --tls-key, GOOD_CERT, 1",
        "--tls-cert, GOOD_CERT, --port, 0, 2",
        "--tls-key, GOOD_KEY, --port, 0, 2",
    })
    void unusableTlsArgumentsEndWithOneLine(String flag1, String value1, String flag2, String value2, int status)
            throws Exception {
        Path garbage = Files.writeString(folder.resolve("garbage.pem"), "not a PEM file\n");
        List<String> args = new ArrayList<>(List.of("--port", "0"));
        for (String[] pair : new String[][] {{flag1, value1}, {flag2, value2}}) {
            args.add(pair[0]);
            args.add(
                    switch (pair[1]) {
                        case "GOOD_CERT" -> HttpsTest.CERT.toString();
                        case "GOOD_KEY" -> HttpsTest.KEY.toString();
                        case "MISSING" -> folder.resolve("missing.pem").toString();
                        case "GARBAGE" -> garbage.toString();
                        default -> pair[1];
                    });
        }
        List<String> stderr =
                exitsWith(status, start(args, folder.resolve("stderr.txt").toFile()));
        assertTrue(
                stderr.getFirst().startsWith("brigade-vertx: ")
                        && stderr.getFirst().contains("tls"),
                stderr.getFirst());
    }

    @Test
    void portInUseIsExitOneWithTheCannotListenLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String where = "127.0.0.1:" + taken.getLocalPort();
            Process process = start(
                    List.of(
                            "--port",
                            Integer.toString(taken.getLocalPort()),
                            "--database",
                            ConduitFixture.create(folder).toString()),
                    folder.resolve("stderr.txt").toFile());
            List<String> stderr = exitsWith(1, process);
            assertEquals("brigade-vertx: cannot listen on " + where + ": Address already in use", stderr.getFirst());
        }
    }

    @Test
    void sigtermOnceListeningIsExitZero() throws Exception {
        Process process = start(
                List.of(
                        "--port",
                        "0",
                        "--database",
                        ConduitFixture.create(folder).toString()),
                null);
        try (BufferedReader stderr =
                new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            CompletableFuture<Boolean> listening =
                    CompletableFuture.supplyAsync(() -> stderr.lines().anyMatch(line -> line.contains("listening on")));
            assertTrue(
                    listening.get(PATIENCE_SECONDS, TimeUnit.SECONDS),
                    "no 'listening on' line before the process ended");
            process.destroy();
            assertTrue(process.waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS), "still running after SIGTERM");
            assertEquals(0, process.exitValue());
        } finally {
            process.destroyForcibly();
        }
    }

    /** Main in a JVM of its own, stdout discarded, stderr to the file (or a pipe when null). */
    private static Process start(List<String> args, File stderr) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // as the packaged jar's manifest allows it: Netty's native transport, without a JDK warning line
                "--enable-native-access=ALL-UNNAMED",
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        if (stderr != null) {
            builder.redirectError(stderr);
        }
        return builder.start();
    }

    /** Waits for the exit, asserts its status and exactly one stderr line, and returns the lines. */
    private List<String> exitsWith(int status, Process process) throws Exception {
        if (!process.waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("still running (listening?) with "
                    + process.info().commandLine().orElse("?"));
        }
        List<String> stderr = Files.readAllLines(folder.resolve("stderr.txt"), StandardCharsets.UTF_8);
        assertEquals(status, process.exitValue(), String.join("\n", stderr));
        assertEquals(1, stderr.size(), stderr.toString());
        return stderr;
    }
}
