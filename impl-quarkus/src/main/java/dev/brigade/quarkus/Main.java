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
 * The one main: the contract's {@code --address --port --database --tls-cert --tls-key} become
 * Quarkus configuration (system properties, which outrank application.properties), then Quarkus
 * runs as usual.
 * Everything else is in beans and resources.
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
      System.err.println(NAME + ": " + bad.getMessage());
      System.exit(2);
      return;
    } catch (TlsFiles.UnusableException unusable) {
      // Like a failed listen (contract §1.7): the command line was right, the server cannot serve.
      System.err.println(NAME + ": " + unusable.getMessage());
      System.exit(1);
      return;
    }
    line.properties().forEach(System::setProperty);
    String unbindable = unbindable(line);
    if (unbindable != null) {
      // Quarkus would log a multi-line failure; the contract wants one line and status 1.
      System.err.println("cannot listen on " + unbindable);
      System.exit(1);
      return;
    }
    if (!line.properties().containsKey(CommandLine.DATABASE)) {
      System.err.println(NAME + ": no --database given, the Conduit routes are off (404)");
    }
    // On SIGTERM the JVM runs its shutdown hooks, Quarkus's among them: that one stops Quarkus
    // (quarkus.shutdown.timeout drains), but the JVM would then exit 143, and the contract wants 0.
    // So this hook waits for Quarkus's exit handler, called once Quarkus has stopped, and halts with
    // its status.
    Runtime.getRuntime().addShutdownHook(new Thread(() -> Runtime.getRuntime().halt(STOPPED.join()), "exit-status"));
    Quarkus.run(Main.class, (status, failure) -> {
      if (failure != null) {
        System.err.println(NAME + ": cannot start: " + failure.getMessage());
      }
      STOPPED.complete(status);
      System.exit(status);
    });
  }

  /** Called once Quarkus has started (the HTTP server listens); returns when Quarkus is asked to stop. */
  @Override
  public int run(String... args) {
    var config = ConfigProvider.getConfig();
    boolean tls = config.getOptionalValue(CommandLine.TLS_CERT, String.class).isPresent();
    System.err.printf("%s: listening on %s://%s:%s%n", NAME, tls ? "https" : "http",
        config.getValue(CommandLine.HOST, String.class), config.getValue(CommandLine.PORT, String.class));
    Quarkus.waitForExit();
    return 0;
  }

  /**
   * Why the address and port given cannot be bound (in use, not this machine's), or null when they
   * can. Tried before Quarkus starts: its own failure is a logged stack, not one line.
   */
  private static String unbindable(CommandLine line) {
    // Port 0 is probed too: an address not of this machine fails for any port, and Vert.x's NIO
    // transport logs a stack from its finalizer while Quarkus stops after such a failed bind.
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
