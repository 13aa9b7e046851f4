package dev.brigade.vertx.conduit;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.WorkerExecutor;
import java.sql.SQLException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * JDBC off the event loop: reads run on a worker pool as wide as the reader connections, writes
 * on a single-thread worker pool over the one writer connection, so writes are serialised in
 * arrival order and never meet SQLITE_BUSY from each other.
 */
public final class ConduitStore {

  /** One unit of JDBC work on a connection (and its statements) the store lends for its duration. */
  @FunctionalInterface
  interface Work<T> {
    T run(Statements connection) throws SQLException;
  }

  private final BlockingQueue<Statements> readers;
  private final Statements writer;
  private final WorkerExecutor readPool;
  private final WorkerExecutor writePool;

  public ConduitStore(Vertx vertx, Database database) {
    this.readers = new ArrayBlockingQueue<>(database.readers.size(), false, database.readers);
    this.writer = database.writer;
    this.readPool = vertx.createSharedWorkerExecutor("conduit-read", database.readers.size());
    this.writePool = vertx.createSharedWorkerExecutor("conduit-write", 1);
  }

  <T> Future<T> read(Work<T> work) {
    return readPool.executeBlocking(() -> {
      // As many reader threads as connections: take() never waits.
      Statements connection = readers.take();
      try {
        return work.run(connection);
      } finally {
        readers.add(connection);
      }
    }, false);
  }

  <T> Future<T> write(Work<T> work) {
    return writePool.executeBlocking(() -> work.run(writer), true);
  }
}
