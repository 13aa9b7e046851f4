package dev.brigade.helidon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Main's exit statuses and stderr, from a JVM of its own (the test's class path): a port in use is
 * one line and status 1 (CONTRACT §1.7); SIGTERM goes through Helidon's shutdown hook to status 0
 * (§1.6), where the JVM alone would exit 143.
 */
class MainExitTest {

    @TempDir
    Path dir;

    @Test
    void aPortInUseExitsOneWithOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Process process = start("--address", "127.0.0.1", "--port", Integer.toString(taken.getLocalPort()));
            assertEquals(1, exitStatus(process));
            assertEquals(
                    List.of("brigade-helidon: cannot listen on 127.0.0.1:" + taken.getLocalPort()
                            + ": Address already in use"),
                    stderr());
        }
    }

    @Test
    void sigtermExitsZero() throws Exception {
        Process process = start("--address", "127.0.0.1", "--port", "0");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (stderr().stream().noneMatch(line -> line.contains("listening on")) && process.isAlive()) {
            assertTrue(System.nanoTime() < deadline, "no 'listening on' line: " + stderr());
            Thread.sleep(50);
        }
        process.destroy();
        assertEquals(0, exitStatus(process), "stderr: " + stderr());
    }

    private Process start(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(dir.resolve("stderr").toFile())
                .start();
    }

    private static int exitStatus(Process process) throws InterruptedException {
        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertTrue(ended, "the process did not end");
        return process.exitValue();
    }

    private List<String> stderr() throws IOException {
        Path file = dir.resolve("stderr");
        return Files.exists(file) ? Files.readAllLines(file) : List.of();
    }
}
