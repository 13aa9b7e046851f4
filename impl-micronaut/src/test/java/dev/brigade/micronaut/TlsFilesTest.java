package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPairGenerator;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files --tls-cert and --tls-key name, read before Micronaut starts: a bad one is one line (exit 1). */
class TlsFilesTest {

    static final Path CERT = Path.of("src", "test", "resources", "tls", "cert.pem");
    static final Path KEY = Path.of("src", "test", "resources", "tls", "key.pem");

    @Test
    void theRacesKindOfPairIsAccepted() {
        assertDoesNotThrow(() -> new TlsFiles(CERT, KEY).check());
    }

    @Test
    void badFilesSayWhyInOneLine(@TempDir Path folder) throws Exception {
        Path text = Files.writeString(folder.resolve("notes.txt"), "not a PEM file\n");
        assertMessage("is not an existing file", folder.resolve("missing.pem"), KEY);
        assertMessage("is not an existing file", CERT, folder);
        assertMessage("is not a PEM certificate", text, KEY);
        assertMessage("holds no PKCS#8 PEM key", CERT, text);
        assertMessage("holds no PKCS#8 PEM key", CERT, CERT);
        Path broken = Files.writeString(
                folder.resolve("broken.pem"), "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n");
        assertMessage("is not a PKCS#8 EC key", CERT, broken);
    }

    @Test
    void aKeyThatIsNotTheCertificatesIsRefused(@TempDir Path folder) throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(256);
        String pem = "-----BEGIN PRIVATE KEY-----\n"
                + Base64.getMimeEncoder()
                        .encodeToString(generator.generateKeyPair().getPrivate().getEncoded())
                + "\n-----END PRIVATE KEY-----\n";
        Path otherKey = Files.writeString(folder.resolve("other-key.pem"), pem);
        assertMessage("is not the private key of --tls-cert", CERT, otherKey);
    }

    private static void assertMessage(String expected, Path cert, Path key) {
        TlsFiles.UnusableException bad =
                assertThrows(TlsFiles.UnusableException.class, () -> new TlsFiles(cert, key).check());
        assertTrue(bad.getMessage().contains(expected), bad.getMessage());
        assertTrue(bad.getMessage().lines().count() == 1, bad.getMessage());
    }
}
