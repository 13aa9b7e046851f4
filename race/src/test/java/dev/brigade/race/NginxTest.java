package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** nginx, the reference, in the race's three sections: its config as the race writes it. */
class NginxTest {

    private static final Path DIR = Path.of("/tmp/run-1");

    @Test
    void theClearConfigServesHttp11OnThePortAndH2cOnASecondOne() {
        String conf = Nginx.config("127.0.0.1", 8080, 8081, DIR);
        assertTrue(conf.contains("        listen 127.0.0.1:8080;\n"), conf);
        assertTrue(conf.contains("        listen 127.0.0.1:8081 http2;\n"), conf);
        assertTrue(conf.contains("pid /tmp/run-1/nginx.pid;") && conf.contains("return 200 \"Hello, World!\";"), conf);
        assertFalse(conf.matches("(?s).*\\{(dir|listen|tls|cert|key)}.*"), "a placeholder left unfilled:\n" + conf);
        assertFalse(conf.contains("ssl"), conf);
    }

    @Test
    void oneSamePortIsHttp11Alone() {
        String conf = Nginx.config("127.0.0.1", 8080, 8080, DIR);
        assertFalse(conf.contains("http2"), "h2c would take the HTTP/1.1 port from nginx 1.22:\n" + conf);
    }

    @Test
    void theHttpsConfigIsContract21sTlsWithoutResumption() {
        String conf = Nginx.tlsConfig("127.0.0.1", 8443, DIR, Path.of("/c/cert.pem"), Path.of("/c/key.pem"));
        assertTrue(conf.contains("        listen 127.0.0.1:8443 ssl http2;\n"), conf);
        for (String line : List.of(
                "ssl_certificate /c/cert.pem;",
                "ssl_certificate_key /c/key.pem;",
                "ssl_protocols TLSv1.3;",
                "ssl_conf_command Ciphersuites TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256;",
                "ssl_ecdh_curve X25519:prime256v1;",
                "ssl_session_tickets off;",
                "ssl_session_cache off;",
                "ssl_prefer_server_ciphers on;")) {
            assertTrue(conf.contains("    " + line + "\n"), line + " missing:\n" + conf);
        }
        assertFalse(conf.matches("(?s).*\\{(dir|listen|tls|cert|key)}.*"), "a placeholder left unfilled:\n" + conf);
    }

    @Test
    void theRaceLoadsH2cOnNginxsSecondPortAndTheRestOnItsPort(@TempDir Path dir) throws IOException {
        Nginx nginx = new Nginx(Path.of("/usr/sbin/nginx"));
        assertTrue(nginx.h2cOnItsOwnPort() && nginx.servesTls());
        List<String> argv = nginx.command("127.0.0.1", 9000, 9001, null, dir);
        assertEquals(
                List.of(
                        "/usr/sbin/nginx",
                        "-p",
                        dir.toString(),
                        "-c",
                        dir.resolve("nginx.conf").toString(),
                        "-e",
                        dir.resolve("error.log").toString()),
                argv);
        assertTrue(Files.readString(dir.resolve("nginx.conf")).contains("listen 127.0.0.1:9001 http2;"));
        nginx.tlsCommand("127.0.0.1", 9002, null, dir, dir.resolve("cert.pem"), dir.resolve("key.pem"));
        assertTrue(Files.readString(dir.resolve("nginx.conf")).contains("listen 127.0.0.1:9002 ssl http2;"));
    }
}
