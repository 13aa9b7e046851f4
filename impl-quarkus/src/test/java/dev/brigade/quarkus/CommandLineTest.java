package dev.brigade.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandLineTest {

    @Test
    void eachFlagBecomesItsQuarkusProperty(@TempDir Path folder) throws Exception {
        Path database = folder.resolve("c.db");
        Files.write(database, "SQLite format 3\0 and the rest".getBytes());
        CommandLine line =
                CommandLine.parse("--address", "0.0.0.0", "--port", "9001", "--database", database.toString());
        assertEquals(
                Map.of(
                        "quarkus.http.host",
                        "0.0.0.0",
                        "quarkus.http.port",
                        "9001",
                        "brigade.database",
                        database.toAbsolutePath().toString()),
                line.properties());
    }

    @Test
    void noFlagsLeaveTheDefaults() throws Exception {
        assertEquals(Map.of(), CommandLine.parse().properties());
    }

    @Test
    void aBadCommandLineSaysWhatIsWrong(@TempDir Path folder) throws Exception {
        Path text = Files.writeString(folder.resolve("notes.txt"), "not a database");
        assertEquals(
                "unknown argument: --verbose",
                assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--verbose"))
                        .getMessage());
        assertEquals(
                "--port needs a value",
                assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--port"))
                        .getMessage());
        assertEquals(
                "--port must be a number from 0 to 65535, not: 70000",
                assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--port", "70000"))
                        .getMessage());
        assertEquals(
                "--database " + text + " is not a SQLite file",
                assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--database", text.toString()))
                        .getMessage());
    }

    /** The test's own certificate and keys (EC P-256, valid for a century), made with openssl for these tests only. */
    static final Path TLS = Path.of("src/test/resources/tls");

    @Test
    void theTlsFlagsNameTheKeyStoreAndTurnPlainHttpOff() throws Exception {
        CommandLine line = CommandLine.parse(
                "--port",
                "9443",
                "--tls-cert",
                TLS.resolve("cert.pem").toString(),
                "--tls-key",
                TLS.resolve("key.pem").toString());
        assertEquals(
                Map.of(
                        "quarkus.http.port",
                        "9443",
                        "quarkus.tls.key-store.pem.server.cert",
                        TLS.resolve("cert.pem").toAbsolutePath().toString(),
                        "quarkus.tls.key-store.pem.server.key",
                        TLS.resolve("key.pem").toAbsolutePath().toString(),
                        "quarkus.http.insecure-requests",
                        "disabled"),
                line.properties());
    }

    @Test
    void oneTlsFlagAloneIsAUsageError() {
        String cert = TLS.resolve("cert.pem").toString();
        String key = TLS.resolve("key.pem").toString();
        assertEquals(
                "--tls-cert and --tls-key go together: give both or neither",
                assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--tls-cert", cert))
                        .getMessage());
        assertEquals(
                "--tls-cert and --tls-key go together: give both or neither",
                assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse("--tls-key", key))
                        .getMessage());
    }

    @Test
    void anUnusableCertificateOrKeySaysWhichAndWhy(@TempDir Path folder) throws Exception {
        String cert = TLS.resolve("cert.pem").toString();
        String key = TLS.resolve("key.pem").toString();
        String missing = folder.resolve("missing.pem").toString();
        String text =
                Files.writeString(folder.resolve("notes.pem"), "not a PEM file").toString();
        String sec1 = TLS.resolve("sec1-key.pem").toString();
        String other = TLS.resolve("other-key.pem").toString();
        assertEquals("--tls-cert " + missing + " is not an existing file", unusable(missing, key));
        assertEquals("--tls-key " + missing + " is not an existing file", unusable(cert, missing));
        assertEquals("--tls-cert " + text + " holds no PEM certificate", unusable(text, key));
        assertEquals("--tls-cert " + key + " holds no PEM certificate", unusable(key, cert));
        assertEquals(
                "--tls-key " + text + " holds no PKCS#8 EC or RSA private key (BEGIN PRIVATE KEY)",
                unusable(cert, text));
        assertEquals(
                "--tls-key " + sec1 + " holds no PKCS#8 EC or RSA private key (BEGIN PRIVATE KEY)",
                unusable(cert, sec1));
        assertEquals("--tls-key " + other + " is not the key of the certificate in " + cert, unusable(cert, other));
    }

    private static String unusable(String cert, String key) {
        return assertThrows(
                        TlsFiles.UnusableException.class, () -> CommandLine.parse("--tls-cert", cert, "--tls-key", key))
                .getMessage();
    }
}
