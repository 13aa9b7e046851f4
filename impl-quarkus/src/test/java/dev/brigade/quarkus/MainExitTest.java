package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The process's status and stderr for a command line it cannot serve with, from a JVM of its own:
 * Main ends before Quarkus starts, so the test's class path is all it needs.
 */
class MainExitTest {

    private record Exit(int status, List<String> stderr) {}

    @Test
    void oneTlsFlagAloneExitsTwoWithOneLine() throws Exception {
        Exit exit = run(
                "--port",
                "0",
                "--tls-cert",
                CommandLineTest.TLS.resolve("cert.pem").toString());
        assertEquals(2, exit.status());
        assertEquals(
                List.of("brigade-quarkus: --tls-cert and --tls-key go together: give both or neither"), exit.stderr());
    }

    @Test
    void anUnusableKeyExitsOneWithOneLine() throws Exception {
        String cert = CommandLineTest.TLS.resolve("cert.pem").toString();
        String key = CommandLineTest.TLS.resolve("other-key.pem").toString();
        Exit exit = run("--port", "0", "--tls-cert", cert, "--tls-key", key);
        assertEquals(1, exit.status());
        assertEquals(
                List.of("brigade-quarkus: --tls-key " + key + " is not the key of the certificate in " + cert),
                exit.stderr());
    }

    @Test
    void aPortInUseExitsOneWithTheCannotListenLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String port = Integer.toString(taken.getLocalPort());
            Exit exit = run("--address", "127.0.0.1", "--port", port);
            assertEquals(1, exit.status());
            assertEquals(
                    List.of("brigade-quarkus: cannot listen on 127.0.0.1:" + port + ": Address already in use"),
                    exit.stderr());
        }
    }

    private static Exit run(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertTrue(ended, "the process did not end");
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Exit(process.exitValue(), stderr.lines().toList());
    }
}
