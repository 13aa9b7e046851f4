package dev.brigade.micronaut;

import io.micronaut.context.exceptions.BeanInstantiationException;
import io.micronaut.http.server.exceptions.ServerStartupException;
import io.micronaut.runtime.Micronaut;
import io.micronaut.runtime.exceptions.ApplicationStartupException;
import java.sql.SQLException;
import sun.misc.Signal;

/**
 * The entry point: the contract's command line becomes configuration properties, then Micronaut
 * starts and blocks until shutdown. Everything else is a bean.
 */
public final class Application {

  private Application() {
  }

  public static void main(String[] args) {
    CommandLine commandLine;
    try {
      commandLine = CommandLine.parse(args);
    } catch (CommandLine.UsageException bad) {
      System.err.println("brigade-micronaut: " + bad.getMessage());
      System.exit(2);
      return;
    }
    if (commandLine.tls() != null) {
      try {
        commandLine.tls().check();
      } catch (TlsFiles.UnusableException bad) {
        // CONTRACT 2.1: an unusable certificate or key is like a failed listen, exit 1.
        System.err.println("brigade-micronaut: " + bad.getMessage());
        System.exit(1);
        return;
      }
    }
    // On SIGTERM the JVM would run Micronaut's shutdown hook and then exit 143; the contract wants
    // 0. Exiting with 0 runs the same hook: the server drains (graceful shutdown, application.yml),
    // then the context closes the connection pool.
    Signal.handle(new Signal("TERM"), signal -> System.exit(0));
    try {
      Micronaut.build(new String[0])
          // Micronaut logs a failed start with its stack trace and exits 1; mapped to 0, it throws
          // instead, and the one line below says why (CONTRACT §1: exit 1, one clear line).
          .mapError(ServerStartupException.class, cannotListen -> 0)
          .mapError(ApplicationStartupException.class, cannotStart -> 0)
          .mapError(BeanInstantiationException.class, cannotCreate -> 0)
          .mainClass(Application.class)
          .banner(false)
          // No probing for a cloud environment at startup: this server runs on one machine.
          .deduceEnvironment(false)
          .properties(commandLine.properties())
          .environments(commandLine.environments().toArray(String[]::new))
          .start();
    } catch (ApplicationStartupException failed) {
      // A file that starts like SQLite but cannot be opened as a database is a bad argument too.
      boolean badDatabase = rootCause(failed) instanceof SQLException;
      System.err.println("brigade-micronaut: " + (badDatabase ? "--database cannot be opened as SQLite: " : "cannot start: ")
          + reason(failed));
      System.exit(badDatabase ? 2 : 1);
    }
  }

  /** The failure and its first cause, e.g. "Unable to start Micronaut server on ...: Address already in use". */
  private static String reason(Throwable failed) {
    Throwable cause = failed;
    while (cause.getCause() != null && !(cause instanceof ServerStartupException)) {
      cause = cause.getCause();
    }
    Throwable root = rootCause(cause);
    String message = root == cause ? cause.getMessage() : cause.getMessage().lines().findFirst().orElse("") + ": " + root.getMessage();
    return message.lines().findFirst().orElse(message);
  }

  private static Throwable rootCause(Throwable failed) {
    Throwable root = failed;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    return root;
  }
}
