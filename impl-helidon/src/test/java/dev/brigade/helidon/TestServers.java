package dev.brigade.helidon;

import io.helidon.config.Config;
import io.helidon.config.ConfigSources;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import java.time.Clock;
import java.time.Duration;

/** A test server set up as {@code Main} sets up its own: application.yaml's {@code server}, the direct handlers, the routes. */
public final class TestServers {

    private TestServers() {}

    public static void asMain(WebServerConfig.Builder server) {
        asMain(server, Config.just(ConfigSources.classpath("application.yaml")));
    }

    /** As Main sets up its server from this config (a command line's, CommandLine.parse). */
    static void asMain(WebServerConfig.Builder server, Config config) {
        Main.setUp(server, config, new RequestRules(16 * 1_024, Duration.ZERO, Clock.systemUTC()))
                .host("127.0.0.1")
                .port(0); // the harness's random port, not application.yaml's
    }

    /** Every route but the Conduit ones, as {@code Main.routing} registers them. */
    static void routing(HttpRouting.Builder routing) {
        Main.routing(routing, new RequestRules(Config.just(ConfigSources.classpath("application.yaml"))), null);
    }
}
