package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandLineTest {

    @Test
    void defaultsAreLoopbackAnd8080WithoutConduit() throws Exception {
        CommandLine line = CommandLine.parse();
        assertEquals("127.0.0.1", line.properties().get("micronaut.server.host"));
        assertEquals(8080, line.properties().get("micronaut.server.port"));
        assertEquals(List.of(), line.environments());
    }

    @Test
    void tlsFlagsServeHttpsOnTheSamePort() throws Exception {
        CommandLine line = CommandLine.parse("--port", "8443", "--tls-cert", "cert.pem", "--tls-key", "key.pem");
        assertEquals(List.of(CommandLine.TLS_ENVIRONMENT), line.environments());
        assertEquals(8443, line.properties().get("micronaut.server.ssl.port"));
        assertEquals(
                "file:" + Path.of("cert.pem").toAbsolutePath(),
                line.properties().get("micronaut.server.ssl.key-store.certificate-path"));
        assertEquals(
                "file:" + Path.of("key.pem").toAbsolutePath(),
                line.properties().get("micronaut.server.ssl.key-store.key-path"));
    }

    @Test
    void flagsBecomeProperties(@TempDir Path folder) throws Exception {
        Path database = folder.resolve("conduit.db");
        Files.write(database, "SQLite format 3\0 and the rest".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        CommandLine line = CommandLine.parse("--address", "0.0.0.0", "--port", "9", "--database", database.toString());
        assertEquals("0.0.0.0", line.properties().get("micronaut.server.host"));
        assertEquals(9, line.properties().get("micronaut.server.port"));
        assertEquals(database.toAbsolutePath().toString(), line.properties().get(CommandLine.DATABASE_PROPERTY));
        assertEquals(List.of(CommandLine.CONDUIT_ENVIRONMENT), line.environments());
    }

    @Test
    void badCommandLinesSayWhyInOneLine(@TempDir Path folder) throws Exception {
        Path text = Files.writeString(folder.resolve("notes.txt"), "not a database");
        assertMessage("unknown argument: --verbose", "--verbose", "1");
        assertMessage("--port needs a value", "--port");
        assertMessage("--port must be a number from 0 to 65535, not: notanumber", "--port", "notanumber");
        assertMessage("--port must be a number from 0 to 65535, not: 70000", "--port", "70000");
        assertMessage("is not a SQLite file", "--database", text.toString());
        assertMessage(
                "is not an existing file",
                "--database",
                folder.resolve("missing.db").toString());
        assertMessage("--tls-cert and --tls-key go together", "--tls-cert", "cert.pem");
        assertMessage("--tls-cert and --tls-key go together", "--port", "1", "--tls-key", "key.pem");
    }

    private static void assertMessage(String expected, String... args) {
        CommandLine.UsageException bad = assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(args));
        assertTrue(bad.getMessage().contains(expected), bad.getMessage());
        assertTrue(bad.getMessage().lines().count() == 1, bad.getMessage());
    }
}
