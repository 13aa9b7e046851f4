package dev.brigade.micronaut;

import io.micronaut.context.ApplicationContext;
import io.micronaut.http.server.exceptions.ServerStartupException;
import io.micronaut.http.server.netty.ssl.ServerSslBuilder;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.sql.SQLException;

/** The entry point: the command line as properties, then the context and its {@link EmbeddedServer}. */
public final class Application {

    private Application() {}

    public static void main(String[] args) {
        CommandLine commandLine;
        try {
            commandLine = CommandLine.parse(args);
        } catch (CommandLine.UsageException bad) {
            exit(2, bad.getMessage());
            return;
        }
        // The context and server by hand, not Micronaut.run: its shutdown hook leaves the JVM's 143 on
        // SIGTERM and its failed start logs a stack trace, where the contract wants 0 and one line.
        ApplicationContext context = ApplicationContext.builder()
                .mainClass(Application.class)
                // No probing for a cloud environment at startup: this server runs on one machine.
                .deduceEnvironment(false)
                .properties(commandLine.properties())
                .environments(commandLine.environments().toArray(String[]::new))
                .build();
        Thread shutdown = null;
        try {
            EmbeddedServer server = context.start().getBean(EmbeddedServer.class);
            // Micronaut reads the TLS files as its listener starts, where a failure only closes the channel
            // (Netty logs why): read them first, through the same builder, so the reason is ours to print.
            context.findBean(ServerSslBuilder.class).ifPresent(ServerSslBuilder::build);
            // Before start: a SIGTERM just after the "listening" line already finds the hook.
            shutdown = new Thread(() -> stop(server, context), "brigade-shutdown");
            Runtime.getRuntime().addShutdownHook(shutdown);
            server.start();
            String where = server.getScheme() + "://" + server.getHost() + ":" + server.getPort();
            System.err.println("brigade-micronaut: listening on " + where);
            if (!commandLine.properties().containsKey(CommandLine.DATABASE_PROPERTY)) {
                System.err.println("brigade-micronaut: no --database given, the Conduit routes are off (404)");
            }
        } catch (RuntimeException failed) {
            if (shutdown != null) {
                Runtime.getRuntime().removeShutdownHook(shutdown); // its halt(0) would hide the status below
            }
            Throwable root = failed;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            String reason =
                    String.valueOf(root.getMessage()).lines().findFirst().orElse("");
            if (root instanceof SQLException) {
                // A file that starts like SQLite but cannot be opened as a database is a bad argument too.
                exit(2, "--database cannot be opened as SQLite: " + reason);
            } else if (failed instanceof ServerStartupException && root instanceof IOException) {
                // CONTRACT §1.7, worded as in every brigade server; Netty's native bind error ends in the
                // system's reason, e.g. "Address already in use".
                exit(
                        1,
                        "cannot listen on " + commandLine.properties().get("micronaut.server.host") + ":"
                                + commandLine.properties().get("micronaut.server.port") + ": "
                                + reason.substring(reason.lastIndexOf(": ") + 1).strip());
            } else {
                // CONTRACT 2.1: a TLS file Micronaut cannot find or parse, like a failed listen.
                exit(1, "cannot start: " + reason);
            }
        }
    }

    /**
     * SIGTERM: the server stops accepting, the context drains (graceful-shutdown: GOAWAY, at most 5 s)
     * and closes its beans, the pool among them; then halt(0), as the JVM would exit 143.
     */
    private static void stop(EmbeddedServer server, ApplicationContext context) {
        try {
            server.stop();
            context.close();
        } finally {
            Runtime.getRuntime().halt(0);
        }
    }

    private static void exit(int status, String message) {
        System.err.println("brigade-micronaut: " + message);
        System.exit(status);
    }
}
