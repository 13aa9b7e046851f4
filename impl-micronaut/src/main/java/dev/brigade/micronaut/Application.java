package dev.brigade.micronaut;

import io.micronaut.context.ApplicationContext;
import io.micronaut.http.server.exceptions.ServerStartupException;
import io.micronaut.runtime.server.EmbeddedServer;
import java.sql.SQLException;

/**
 * The entry point: the contract's command line becomes configuration properties, then the
 * application context starts and its {@link EmbeddedServer} listens. Everything else is a bean.
 */
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
        if (commandLine.tls() != null) {
            try {
                commandLine.tls().check();
            } catch (TlsFiles.UnusableException bad) {
                // CONTRACT 2.1: an unusable certificate or key is like a failed listen, exit 1.
                exit(1, bad.getMessage());
                return;
            }
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
            // Before start: a SIGTERM just after the "listening" line already finds the hook.
            shutdown = new Thread(() -> stop(server, context), "brigade-shutdown");
            Runtime.getRuntime().addShutdownHook(shutdown);
            server.start();
        } catch (RuntimeException failed) {
            if (shutdown != null) {
                Runtime.getRuntime().removeShutdownHook(shutdown); // its halt(0) would hide the status below
            }
            Throwable root = rootCause(failed);
            if (root instanceof SQLException) {
                // A file that starts like SQLite but cannot be opened as a database is a bad argument too.
                exit(2, "--database cannot be opened as SQLite: " + root.getMessage());
            } else if (failed instanceof ServerStartupException) {
                // CONTRACT §1.7, worded as in every brigade server.
                exit(
                        1,
                        "cannot listen on " + commandLine.properties().get("micronaut.server.host") + ":"
                                + commandLine.properties().get("micronaut.server.port") + ": " + reason(root));
            } else {
                exit(
                        1,
                        "cannot start: "
                                + String.valueOf(root.getMessage())
                                        .lines()
                                        .findFirst()
                                        .orElse(""));
            }
        }
    }

    /**
     * SIGTERM: the server stops accepting, the context drains (graceful-shutdown: GOAWAY, at most
     * 5 s) and closes its beans, the pool among them; then halt(0), as the JVM would exit 143.
     */
    private static void stop(EmbeddedServer server, ApplicationContext context) {
        try {
            server.stop();
            context.close();
        } finally {
            Runtime.getRuntime().halt(0);
        }
    }

    /** The system's reason, e.g. "Address already in use": Netty's native bind error ends in it. */
    private static String reason(Throwable root) {
        String message = String.valueOf(root.getMessage()).lines().findFirst().orElse("");
        return message.substring(message.lastIndexOf(": ") + 1).strip();
    }

    private static Throwable rootCause(Throwable failed) {
        Throwable root = failed;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root;
    }

    private static void exit(int status, String message) {
        System.err.println("brigade-micronaut: " + message);
        System.exit(status);
    }
}
