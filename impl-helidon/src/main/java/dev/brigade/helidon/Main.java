package dev.brigade.helidon;

import dev.brigade.helidon.conduit.ApiError;
import dev.brigade.helidon.conduit.ConduitService;
import dev.brigade.helidon.conduit.ConduitStore;
import dev.brigade.helidon.conduit.Database;
import io.helidon.common.tls.Tls;
import io.helidon.config.Config;
import io.helidon.logging.common.LogConfig;
import io.helidon.spi.HelidonShutdownHandler;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.WebServerConfig;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http1.Http1Config;
import io.helidon.webserver.http1.Http1ConnectionSelector;
import io.helidon.webserver.http2.Http2Config;
import io.helidon.webserver.http2.Http2ConnectionSelector;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.time.Clock;
import java.time.Duration;
import javax.net.ssl.SSLParameters;

/** The command line over {@code application.yaml}, the database, then the {@link WebServer} with {@link #routing}. */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        LogConfig.configureRuntime();
        try {
            start(CommandLine.parse(args));
        } catch (CommandLine.UsageException bad) {
            exit(2, bad.getMessage());
        } catch (UnusableTlsException bad) {
            exit(1, bad.getMessage());
        }
    }

    private static void start(Config config) throws CommandLine.UsageException {
        // The listener first: an unusable certificate or key ends the start (status 1) before the database opens.
        RequestRules rules = new RequestRules(config);
        WebServerConfig.Builder listener = setUp(WebServer.builder(), config, rules);
        Database database = Database.open(config.get("app.database"));
        ConduitStore store = database == null ? null : new ConduitStore(database, Clock.systemUTC());
        WebServer server =
                listener.routing(routing -> routing(routing, rules, store)).build();
        // Registered before the start: a SIGTERM as soon as the port answers is drained too.
        Duration drainPeriod = config.get("app.drain-period").as(Duration.class).get();
        HelidonShutdownHandler shutdown = () -> stop(server, rules, drainPeriod, database);
        io.helidon.Main.addShutdownHandler(shutdown);
        server.start();
        String host = config.get("server.host").asString().get();
        if (!server.isRunning()) {
            // Helidon reports a failed bind by returning a stopped server (its own log line is off,
            // logging.properties); binding once more here names the reason in one line.
            io.helidon.Main.removeShutdownHandler(shutdown);
            if (database != null) {
                database.close();
            }
            int port = config.get("server.port").asInt().get();
            exit(1, "cannot listen on " + host + ":" + port + ": " + bindFailure(host, port));
            return;
        }
        String scheme = https(config) ? "https" : "http";
        System.err.printf("brigade-helidon: listening on %s://%s:%d%n", scheme, host, server.port());
        if (store == null) {
            System.err.println("brigade-helidon: no --database given, the Conduit routes are off (404)");
        }
    }

    /** Run by Helidon's one JVM hook on SIGTERM; halt(0), as a JVM ended by SIGTERM would exit 143. */
    private static void stop(WebServer server, RequestRules rules, Duration drainPeriod, Database database) {
        if (!rules.drain(drainPeriod)) {
            System.err.println(
                    "brigade-helidon: requests still running after " + drainPeriod.toSeconds() + " s are cut");
        }
        server.stop();
        if (database != null) {
            database.close();
        }
        Runtime.getRuntime().halt(0);
    }

    /** The one filter, then the services by path prefix, and the API's error answer. */
    static void routing(HttpRouting.Builder routing, RequestRules rules, ConduitStore store) {
        routing.addFilter(rules)
                .register("/", new SimpleService())
                .register("/menu", new MenuService())
                .register("/sse", new DatastarStream());
        if (store != null) {
            routing.register("/api", new ConduitService(store)).error(ApiError.class, ConduitService::handleError);
        }
    }

    /** The listener from {@code server.*} (the tests' too), each protocol a selector: no h2c upgrader. */
    static WebServerConfig.Builder setUp(WebServerConfig.Builder server, Config config, RequestRules rules) {
        // Built first, so that an unusable file is reported as such; it replaces the one server.tls makes.
        var tls = https(config) ? tls(config) : null;
        server.config(config.get("server"));
        if (tls != null) {
            server.tls(tls);
        }
        return server.protocolsDiscoverServices(false)
                .addConnectionSelector(Http1ConnectionSelector.builder()
                        .config(Http1Config.create(config.get("http_1_1")))
                        .build())
                .addConnectionSelector(Http2ConnectionSelector.builder()
                        .http2Config(Http2Config.create(config.get("http_2")))
                        .build())
                .directHandlers(rules.directHandlers());
    }

    /** Whether the command line turned HTTPS on (CommandLine sets {@code server.tls.enabled}). */
    static boolean https(Config config) {
        return config.get("server.tls.enabled").asBoolean().orElse(false);
    }

    /**
     * Helidon's {@link Tls} from {@code server.tls}, which reads the PEM files (failing with Helidon's
     * reason), and what its config has no key for: the server's suite order and X25519 first.
     */
    static Tls tls(Config config) {
        Config tls = config.get("server.tls");
        SSLParameters parameters = new SSLParameters(strings(tls.get("cipher-suite")), strings(tls.get("protocols")));
        parameters.setUseCipherSuitesOrder(true);
        parameters.setNamedGroups(strings(config.get("app.tls.named-groups")));
        try {
            return Tls.builder().config(tls).sslParameters(parameters).build();
        } catch (RuntimeException unusable) {
            Throwable reason = unusable;
            while (reason.getMessage() == null && reason.getCause() != null) {
                reason = reason.getCause();
            }
            String why = reason.getMessage() == null ? reason.getClass().getSimpleName() : reason.getMessage();
            String files =
                    "--tls-cert " + config.get(CommandLine.TLS_CERT).asString().get() + " --tls-key "
                            + config.get(CommandLine.TLS_KEY).asString().get();
            throw new UnusableTlsException("cannot serve HTTPS with " + files + ": "
                    + why.replaceAll("\\s+", " ").strip());
        }
    }

    /** A certificate or key Helidon cannot read: main prints the message, one line, and exits 1. */
    static final class UnusableTlsException extends RuntimeException {
        UnusableTlsException(String message) {
            super(message, null, false, false);
        }
    }

    private static String[] strings(Config list) {
        return list.asList(String.class).get().toArray(String[]::new);
    }

    private static void exit(int status, String message) {
        System.err.println("brigade-helidon: " + message);
        System.exit(status);
    }

    private static String bindFailure(String host, int port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.bind(new InetSocketAddress(host, port));
            return "the listener did not start";
        } catch (IOException e) {
            return e.getMessage();
        }
    }
}
