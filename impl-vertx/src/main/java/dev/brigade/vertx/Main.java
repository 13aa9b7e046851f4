package dev.brigade.vertx;

import dev.brigade.vertx.conduit.ConduitStore;
import dev.brigade.vertx.conduit.Database;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.json.JsonObject;
import java.util.concurrent.TimeUnit;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * The entry point: reads the command line into the verticle config, opens the database, deploys
 * one {@link HttpVerticle} per event loop, and shuts everything down on SIGTERM.
 */
public final class Main {

  private Main() {
  }

  public static void main(String[] args) {
    JsonObject config;
    Database database = null;
    try {
      config = CommandLine.parse(args);
      String file = config.getString(ServerConfig.DATABASE);
      if (file != null) {
        database = Database.open(file);
      }
    } catch (CommandLine.UsageException | Database.UnusableException bad) {
      System.err.println("brigade-vertx: " + bad.getMessage());
      System.exit(2);
      return;
    }

    int eventLoops = Runtime.getRuntime().availableProcessors();
    Vertx vertx = Vertx.builder()
        .with(new VertxOptions()
            .setPreferNativeTransport(true)
            .setEventLoopPoolSize(eventLoops)
            // One class loader in a fat jar: no need to swap the thread's context loader per task.
            .setDisableTCCL(true))
        .build();
    Database opened = database;
    ConduitStore store = database == null ? null : new ConduitStore(vertx, database);
    if (store == null) {
      System.err.println("brigade-vertx: no --database given, the Conduit routes are off (404)");
    }

    ServerConfig settings = ServerConfig.from(config);
    // The JVM's own SIGTERM handling would exit 143; the contract wants a drained server, a closed
    // database and status 0, so the signal is taken over: close Vert.x (undeploying the verticles
    // shuts their servers down gracefully), then the database, then exit 0.
    SignalHandler stop = signal -> {
      try {
        vertx.close().toCompletionStage().toCompletableFuture()
            .get(settings.shutdownSeconds() + 2L, TimeUnit.SECONDS);
      } catch (Exception slow) {
        System.err.println("brigade-vertx: shutdown did not finish cleanly: " + slow);
      }
      if (opened != null) {
        opened.close();
      }
      System.exit(0);
    };
    Signal.handle(new Signal("TERM"), stop);
    Signal.handle(new Signal("INT"), stop);

    vertx.deployVerticle(() -> new HttpVerticle(store),
            new DeploymentOptions().setConfig(config).setInstances(eventLoops))
        .onSuccess(id -> System.err.printf("brigade-vertx: listening on http://%s:%d (%d event loops, %s transport)%n",
            settings.address(), settings.port(), eventLoops, vertx.isNativeTransportEnabled() ? "epoll" : "NIO"))
        .onFailure(failure -> {
          System.err.println("brigade-vertx: cannot start: " + failure.getMessage());
          System.exit(1);
        });
  }
}
