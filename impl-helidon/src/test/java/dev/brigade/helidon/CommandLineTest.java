package dev.brigade.helidon;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.helidon.config.Config;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommandLineTest {

    @Test
    void flagsOverrideApplicationYaml() throws Exception {
        Config config = CommandLine.parse("--address", "0.0.0.0", "--port", "9000", "--database", "x.db");
        assertThat(config.get("server.host").asString().get(), is("0.0.0.0"));
        assertThat(config.get("server.port").asInt().get(), is(9000));
        assertThat(config.get("app.database.file").asString().get(), is("x.db"));
    }

    @Test
    void defaultsAreLoopbackAnd8080WithoutDatabase() throws Exception {
        Config config = CommandLine.parse();
        assertThat(config.get("server.host").asString().get(), is("127.0.0.1"));
        assertThat(config.get("server.port").asInt().get(), is(8080));
        assertThat(config.get("app.database.file").exists(), is(false));
    }

    @Test
    void bothTlsFlagsTurnHttpsOnWithTheirFiles() throws Exception {
        Config config = CommandLine.parse("--tls-cert", "c.pem", "--tls-key", "k.pem");
        assertThat(Main.https(config), is(true));
        assertThat(
                config.get("server.tls.private-key.pem.cert-chain.resource.path")
                        .asString()
                        .get(),
                is("c.pem"));
        assertThat(
                config.get("server.tls.private-key.pem.key.resource.path")
                        .asString()
                        .get(),
                is("k.pem"));
    }

    @Test
    void withoutTlsFlagsHttpsIsOff() throws Exception {
        assertThat(Main.https(CommandLine.parse("--port", "9000")), is(false));
    }

    @Test
    void anIpv6LiteralIsAnAddress() throws Exception {
        assertThat(
                CommandLine.parse("--address", "::1")
                        .get("server.host")
                        .asString()
                        .get(),
                is("::1"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "--bogus x",
                "--port abc",
                "--port 70000",
                "--port -1",
                "--port",
                "--database",
                "--address not_an/address",
                "--address a;b",
                "--tls-cert cert.pem",
                "--tls-key key.pem",
                "--tls-cert cert.pem --port 9000",
                "--tls-cert"
            })
    void badArgumentsAreUsageErrors(String line) {
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(line.split(" ")));
    }
}
