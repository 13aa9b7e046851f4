package dev.brigade.rawnio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommandLineTest {
    @Test
    void defaults() throws CommandLine.UsageException {
        assertEquals(new CommandLine("127.0.0.1", 8080, null, null, null), CommandLine.parse());
    }

    @Test
    void everyFlag() throws CommandLine.UsageException {
        assertEquals(
                new CommandLine("0.0.0.0", 0, Path.of("/tmp/c.db"), Path.of("c.pem"), Path.of("k.pem")),
                CommandLine.parse(
                        "--port",
                        "0",
                        "--database",
                        "/tmp/c.db",
                        "--address",
                        "0.0.0.0",
                        "--tls-cert",
                        "c.pem",
                        "--tls-key",
                        "k.pem"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "--port abc",
                "--port -1",
                "--port 65536",
                "--port",
                "--verbose",
                "8080",
                "--address",
                "--tls-cert c.pem",
                "--tls-key k.pem",
                "--tls-cert"
            })
    void badArgumentsAreUsageErrors(String line) {
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(line.split(" ")));
    }
}
