package dev.brigade.helidon;

import io.helidon.config.Config;
import io.helidon.config.ConfigSources;
import io.helidon.webserver.WebServerConfig;
import java.time.Duration;

/** A test server set up as {@code Main} sets up its own: application.yaml's {@code server}, and the direct handlers. */
public final class TestServers {

    private TestServers() {}

    public static void asMain(WebServerConfig.Builder server) {
        asMain(server, Config.just(ConfigSources.classpath("application.yaml")));
    }

    /** As Main sets up its server from this config (a command line's, CommandLine.parse). */
    static void asMain(WebServerConfig.Builder server, Config config) {
        Main.setUp(server, config, new RequestRules(16 * 1_024, Duration.ZERO))
                .host("127.0.0.1")
                .port(0); // the harness's random port, not application.yaml's
    }
}
