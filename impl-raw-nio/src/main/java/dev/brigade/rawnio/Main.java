package dev.brigade.rawnio;

import dev.brigade.rawnio.conduit.ConduitRoutes;
import dev.brigade.rawnio.conduit.Database;
import dev.brigade.rawnio.conduit.InvalidDatabaseException;
import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.routes.DatastarStream;
import dev.brigade.rawnio.routes.MenuRoutes;
import dev.brigade.rawnio.routes.Router;
import dev.brigade.rawnio.routes.SimpleRoutes;
import dev.brigade.rawnio.server.Server;
import dev.brigade.rawnio.server.ServerConfig;
import dev.brigade.rawnio.tls.TlsContext;
import dev.brigade.rawnio.tls.TlsFileException;
import java.io.IOException;
import java.net.InetSocketAddress;

/** Reads the command line, wires the routes to the server, starts it, and stops it on SIGTERM. */
public final class Main {
    private static final int USAGE = 2;
    /** A well-formed address we cannot listen on (in use, not this machine's): CONTRACT.md §1.7. */
    private static final int CANNOT_LISTEN = 1;
    /** A certificate or key file that is missing, unreadable or unparsable: contract 2.1, like a failed listen. */
    private static final int BAD_FILE = 1;

    private static final Response NOT_FOUND = Response.status(Status.NOT_FOUND);

    private Main() {}

    public static void main(String[] args) {
        // Pebble logs through SLF4J and we ship no provider; without this it says so on stderr.
        System.setProperty("slf4j.internal.verbosity", "ERROR");
        CommandLine commandLine;
        try {
            commandLine = CommandLine.parse(args);
        } catch (CommandLine.UsageException e) {
            exit(USAGE, e.getMessage());
            return;
        }
        ServerConfig config = ServerConfig.defaults();
        InetSocketAddress requested = new InetSocketAddress(commandLine.address(), commandLine.port());
        if (requested.isUnresolved()) {
            exit(USAGE, "--address " + commandLine.address() + " is not an address of this machine");
            return;
        }
        TlsContext tls = null;
        if (commandLine.tlsCert() != null) {
            try {
                tls = TlsContext.load(commandLine.tlsCert(), commandLine.tlsKey());
            } catch (TlsFileException e) {
                exit(BAD_FILE, e.getMessage());
                return;
            }
        }
        MenuRoutes menu = new MenuRoutes();
        try {
            Database database = openDatabase(commandLine, config);
            Handler conduit = database == null ? request -> NOT_FOUND : new ConduitRoutes(database);
            Router router = new Router(new SimpleRoutes(), menu, new DatastarStream(), conduit);
            Server server = new Server(
                    config,
                    WarmUp.before(router, config.warmUpPatience(), () -> {
                        menu.compileInBackground();
                        if (database != null) {
                            database.openInBackground();
                        }
                    }),
                    tls);
            InetSocketAddress bound = server.start(requested);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(server, database, config), "shutdown"));
            if (database == null) {
                System.err.println("no --database given: the Conduit routes are absent (404)");
            }
            System.err.println(
                    "raw-nio listening on " + (tls == null ? "http" : "https") + "://" + bound.getHostString() + ":"
                            + bound.getPort() + " with " + config.eventLoops() + " event loop(s)");
        } catch (InvalidDatabaseException e) {
            exit(USAGE, e.getMessage());
        } catch (IOException e) {
            exit(
                    CANNOT_LISTEN,
                    "cannot listen on " + commandLine.address() + ":" + commandLine.port() + ": " + e.getMessage());
        }
    }

    private static Database openDatabase(CommandLine commandLine, ServerConfig config) {
        if (commandLine.database() == null) {
            return null;
        }
        return Database.open(commandLine.database(), config.conduitReaders(), config.sqliteBusyTimeout());
    }

    /**
     * SIGTERM: stop accepting, finish what is in flight (bounded by the grace period), close the
     * database. A JVM ended by a signal exits 143 even after its hooks ran, so the hook ends with
     * halt(0): the drain is bounded by design, and one that ran out of time is said on stderr.
     */
    private static void stop(Server server, Database database, ServerConfig config) {
        long deadline = System.nanoTime() + config.shutdownGrace().toNanos();
        boolean drained = false;
        try {
            drained = server.stop(deadline);
            if (database != null) {
                database.close(deadline);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        System.err.println(
                drained
                        ? "raw-nio stopped"
                        : "raw-nio stopped; connections still busy after the grace period were closed");
        Runtime.getRuntime().halt(0);
    }

    private static void exit(int status, String message) {
        System.err.println(message);
        System.exit(status);
    }
}
