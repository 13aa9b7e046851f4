package dev.brigade.quarkus;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * The one main: the contract's flags become Quarkus configuration (system properties, which
 * outrank application.properties), then Quarkus runs as usual.
 */
@QuarkusMain
public final class Main implements QuarkusApplication {

    static final String NAME = "brigade-quarkus";

    /** The status Quarkus's exit handler was given, once Quarkus has stopped (drained, database closed). */
    private static final CompletableFuture<Integer> STOPPED = new CompletableFuture<>();

    public static void main(String... args) {
        CommandLine line;
        try {
            line = CommandLine.parse(args);
        } catch (CommandLine.UsageException bad) {
            exit(2, NAME + ": " + bad.getMessage());
            return;
        } catch (TlsFiles.UnusableException unusable) {
            exit(1, NAME + ": " + unusable.getMessage()); // like a failed listen (contract §1.7)
            return;
        }
        line.properties().forEach(System::setProperty);
        String unbindable = unbindable(line);
        if (unbindable != null) {
            exit(1, NAME + ": cannot listen on " + unbindable); // Quarkus would log a stack, not one line
            return;
        }
        if (!line.properties().containsKey(CommandLine.DATABASE)) {
            System.err.println(NAME + ": no --database given, the Conduit routes are off (404)");
        }
        // On SIGTERM Quarkus's own shutdown hook stops it (draining), but the JVM would exit 143: this
        // hook waits for the exit handler, called once Quarkus has stopped, and halts with its status.
        Runtime.getRuntime()
                .addShutdownHook(new Thread(() -> Runtime.getRuntime().halt(STOPPED.join()), "exit-status"));
        Quarkus.run(Main.class, (status, failure) -> {
            if (failure != null) {
                System.err.println(NAME + ": cannot start: " + failure.getMessage());
            }
            STOPPED.complete(status);
            System.exit(status);
        });
    }

    private static void exit(int status, String line) {
        System.err.println(line);
        System.exit(status);
    }

    /** Called once Quarkus has started (the HTTP server listens); returns when Quarkus is asked to stop. */
    @Override
    public int run(String... args) {
        var config = ConfigProvider.getConfig();
        System.err.printf(
                "%s: listening on %s://%s:%s%n",
                NAME,
                config.getOptionalValue(CommandLine.TLS_CERT, String.class).isPresent() ? "https" : "http",
                config.getValue(CommandLine.HOST, String.class),
                config.getValue(CommandLine.PORT, String.class));
        Quarkus.waitForExit();
        return 0;
    }

    /**
     * "ADDRESS:PORT: REASON" when they cannot be bound, else null. Port 0 too: Vert.x's NIO transport
     * logs a stack when Quarkus stops after a failed bind to an address not of this machine.
     */
    private static String unbindable(CommandLine line) {
        String port = line.properties().getOrDefault(CommandLine.PORT, "0");
        String host = line.properties().getOrDefault(CommandLine.HOST, "127.0.0.1");
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(InetAddress.getByName(host), Integer.parseInt(port)));
            return null;
        } catch (IOException e) {
            return host + ":" + port + ": " + e.getMessage();
        }
    }
}
