package dev.brigade.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommandLineTest {

    @Test
    void flagsBecomeTheVerticleConfig() throws Exception {
        JsonObject config = CommandLine.parse("--address", "0.0.0.0", "--port", "9000", "--database", "x.db");
        ServerConfig settings = ServerConfig.from(config);
        assertEquals("0.0.0.0", settings.address());
        assertEquals(9000, settings.port());
        assertEquals("x.db", settings.database());
    }

    @Test
    void defaultsAreLoopbackAnd8080WithoutDatabase() throws Exception {
        ServerConfig settings = ServerConfig.from(CommandLine.parse());
        assertEquals("127.0.0.1", settings.address());
        assertEquals(8080, settings.port());
        assertEquals(null, settings.database());
    }

    @Test
    void bothTlsFilesMeanHttps() throws Exception {
        ServerConfig settings =
                ServerConfig.from(CommandLine.parse("--port", "8443", "--tls-cert", "c.pem", "--tls-key", "k.pem"));
        assertTrue(settings.tls());
        assertEquals("c.pem", settings.tlsCert());
        assertEquals("k.pem", settings.tlsKey());
        assertTrue(settings.httpServerOptions().isSsl());
    }

    @Test
    void noTlsFilesMeanPlainWithH2c() throws Exception {
        ServerConfig settings = ServerConfig.from(CommandLine.parse("--port", "8080"));
        assertFalse(settings.tls());
        assertFalse(settings.httpServerOptions().isSsl());
        assertTrue(settings.httpServerOptions().isHttp2ClearTextEnabled());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "--bogus x",
                "--port abc",
                "--port 70000",
                "--port -1",
                "--port +80",
                "--port",
                "--database",
                "--tls-cert c.pem",
                "--tls-key k.pem",
                "--port 1 --tls-cert c.pem",
                "--tls-cert"
            })
    void badArgumentsAreUsageErrors(String line) {
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(line.split(" ")));
    }
}
