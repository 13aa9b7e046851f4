package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.helidon.common.tls.Tls;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The TLS Main.tls builds from the command line's files: the race's settings on a good pair, and for a
 * file that is missing, empty or not PEM of its kind, the one-line reason Main prints before it
 * exits 1.
 */
class HttpsFilesTest {

    @TempDir
    Path dir;

    @Test
    void aGoodPairGivesTls13WithTheServersOrderAndX25519First() throws Exception {
        Tls tls = Main.tls(CommandLine.parse("--tls-cert", HttpsTest.CERT, "--tls-key", HttpsTest.KEY));
        assertThat(tls.enabled(), is(true));
        assertThat(tls.sslParameters().getProtocols(), is(new String[] {"TLSv1.3"}));
        assertThat(
                tls.sslParameters().getCipherSuites(),
                is(new String[] {"TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256"}));
        assertThat(tls.sslParameters().getUseCipherSuitesOrder(), is(true));
        assertThat(tls.sslParameters().getNamedGroups()[0], is("x25519"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"missing", "empty", "not-pem", "swapped"})
    void anUnusableFileIsOneLineNamingIt(String kind) throws Exception {
        String cert = HttpsTest.CERT;
        String key = HttpsTest.KEY;
        switch (kind) {
            case "missing" -> key = dir.resolve("absent.pem").toString();
            case "empty" -> cert = write("empty.pem", "");
            case "not-pem" -> key = write("garbage.pem", "not a key\n");
            default -> {
                cert = HttpsTest.KEY;
                key = HttpsTest.CERT;
            }
        }
        String[] line = {"--tls-cert", cert, "--tls-key", key};
        Main.UnusableTlsException unusable =
                assertThrows(Main.UnusableTlsException.class, () -> Main.tls(CommandLine.parse(line)));
        assertThat(unusable.getMessage(), containsString("--tls-cert " + cert + " --tls-key " + key + ": "));
        assertThat(unusable.getMessage().contains("\n"), is(false));
    }

    private String write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content).toString();
    }
}
