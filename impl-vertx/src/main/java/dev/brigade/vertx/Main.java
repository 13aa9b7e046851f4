package dev.brigade.vertx;

import dev.brigade.vertx.conduit.Database;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.json.JsonObject;
import java.util.concurrent.TimeUnit;

/** Command line to verticle config, the database, one {@link HttpVerticle} per event loop, a shutdown hook. */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        try {
            start(args);
        } catch (CommandLine.UsageException bad) {
            exit(2, bad.getMessage());
        }
    }

    private static void start(String[] args) throws CommandLine.UsageException {
        JsonObject config = CommandLine.parse(args);
        ServerConfig settings = ServerConfig.from(config);

        int eventLoops = Runtime.getRuntime().availableProcessors();
        Vertx vertx = Vertx.vertx(new VertxOptions()
                .setPreferNativeTransport(true)
                .setEventLoopPoolSize(eventLoops)
                // One class loader in a fat jar: no need to swap the thread's context loader per task.
                .setDisableTCCL(true));

        if (settings.tls()) {
            try {
                // Vert.x's own PEM reader, once: a bad file is one line and exit 1, not a failure per event loop.
                settings.keyCert().getKeyManagerFactory(vertx);
            } catch (Exception bad) {
                String files = "--tls-cert " + settings.tlsCert() + " --tls-key " + settings.tlsKey();
                exit(1, "cannot use " + files + ": " + firstLine(bad));
            }
        }

        Database database = settings.database() == null ? null : Database.open(vertx, settings.database());
        if (database == null) {
            System.err.println("brigade-vertx: no --database given, the Conduit routes are off (404)");
        }
        BodyBudget budget = new BodyBudget(settings.maxBodyBudgetBytes());
        String deployment;
        try {
            deployment = vertx.deployVerticle(
                            () -> new HttpVerticle(database, budget),
                            new DeploymentOptions().setConfig(config).setInstances(eventLoops))
                    .await();
        } catch (Exception failure) {
            // The operating system's words ("Address already in use"), without Netty's "bind(..) failed ...: ".
            String line = firstLine(failure);
            String reason = line.substring(line.lastIndexOf(": ") + 1).strip();
            exit(1, "cannot listen on " + settings.address() + ":" + settings.port() + ": " + reason);
            return;
        }
        // Registered once listening, so that a failed start's System.exit(1) keeps its status.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(vertx, deployment, database, settings), "shutdown"));
        System.err.printf(
                "brigade-vertx: listening on %s://%s:%d (%d event loops, %s transport)%n",
                settings.tls() ? "https" : "http",
                settings.address(),
                settings.port(),
                eventLoops,
                vertx.isNativeTransportEnabled() ? "epoll" : "NIO");
    }

    /**
     * SIGTERM: undeploying runs each verticle's stop (the drain, GOAWAY) while the database is open (Vertx.close()
     * would close the worker pools first); then the database, then Vert.x, each awaited on this thread, so that no
     * step's callback needs a closed event loop. A signalled JVM exits 143 even after its hooks, hence halt(0).
     */
    private static void stop(Vertx vertx, String deployment, Database database, ServerConfig settings) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(settings.shutdownSeconds() + 2L);
        try {
            vertx.undeploy(deployment).await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (database != null) {
                database.close().await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            }
            vertx.close().await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (Exception slow) {
            System.err.println("brigade-vertx: shutdown did not finish cleanly: " + slow);
        }
        Runtime.getRuntime().halt(0);
    }

    /** A failure's own message, or its type when it has none, on one line. */
    private static String firstLine(Throwable failure) {
        String message = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        return message.lines().findFirst().orElse("").strip();
    }

    private static void exit(int status, String message) {
        System.err.println("brigade-vertx: " + message);
        System.exit(status);
    }
}
