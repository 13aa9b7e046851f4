package dev.brigade.vertx.conduit;

import dev.brigade.vertx.CommandLine.UsageException;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.WorkerExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.sqlite.SQLiteConfig;

/** A writer on a one-thread {@link WorkerExecutor} (SQLite has one), readers beside it (WAL); not JDBCPool: README. */
public final class Database {

    /** One request's JDBC work, on the connection (and its statements) lent for its duration. */
    @FunctionalInterface
    interface Work<T> {
        T run(Statements connection) throws SQLException;
    }

    /** As many readers as the race's Conduit mix keeps busy on two cores with room to spare. */
    private static final int READERS = 4;
    /** A reader meets the writer only during a WAL checkpoint; it waits that out instead of failing. */
    private static final int BUSY_TIMEOUT_MILLIS = 5_000;
    /** Each database gets executors of its own (shared executors with one name would be shared across opens). */
    private static final AtomicInteger OPENED = new AtomicInteger();

    private final Statements writer;
    private final BlockingQueue<Statements> readers;
    private final WorkerExecutor readPool;
    private final WorkerExecutor writePool;

    private Database(Vertx vertx, Statements writer, List<Statements> readers) {
        this.writer = writer;
        this.readers = new ArrayBlockingQueue<>(readers.size(), false, readers);
        int n = OPENED.incrementAndGet();
        this.readPool = vertx.createSharedWorkerExecutor("conduit-read-" + n, readers.size());
        this.writePool = vertx.createSharedWorkerExecutor("conduit-write-" + n, 1);
    }

    public static Database open(Vertx vertx, String file) throws UsageException {
        return open(vertx, file, READERS);
    }

    static Database open(Vertx vertx, String file, int readerCount) throws UsageException {
        Path path = Path.of(file).toAbsolutePath();
        // Missing or empty, the writer would make it a new, empty database; any other non-SQLite file fails in connect.
        if (!Files.isRegularFile(path) || path.toFile().length() == 0) {
            throw new UsageException("--database " + file + " is not an existing SQLite file");
        }
        if (path.toString().indexOf('?') >= 0) {
            // sqlite-jdbc would read what follows as pragmas.
            throw new UsageException("--database " + file + ": a path with '?' is not supported");
        }
        String url = "jdbc:sqlite:" + path;
        List<Statements> opened = new ArrayList<>();
        try {
            // The writer first: it puts the file in WAL mode (kept in the file) before any reader opens it.
            opened.add(new Statements(connect(url, false)));
            for (int i = 0; i < readerCount; i++) {
                opened.add(new Statements(connect(url, true)));
            }
        } catch (SQLException e) {
            opened.forEach(Statements::close);
            throw new UsageException("--database " + file + " cannot be opened as SQLite: " + e.getMessage());
        }
        return new Database(vertx, opened.getFirst(), List.copyOf(opened.subList(1, opened.size())));
    }

    <T> Future<T> read(Work<T> work) {
        return readPool.executeBlocking(
                () -> {
                    // As many reader threads as connections: take() never waits.
                    Statements connection = readers.take();
                    try {
                        return work.run(connection);
                    } finally {
                        readers.add(connection);
                    }
                },
                false);
    }

    /** On the writer, ordered on a one-thread executor: a lookup and the insert that needs it see no write between. */
    <T> Future<T> write(Work<T> work) {
        return writePool.executeBlocking(() -> work.run(writer), true);
    }

    /** Closes the readers, then the writer (the last out checkpoints the WAL), after the drain. */
    public Future<Void> close() {
        return writePool
                .<Void>executeBlocking(() -> {
                    // After the drain every reader is back in the queue.
                    readers.forEach(Statements::close);
                    writer.close();
                    return null;
                })
                .eventually(readPool::close)
                .eventually(writePool::close);
    }

    /** Every connection: busy timeout and {@code synchronous=NORMAL}; the writer sets WAL (CONTRACT §4). */
    private static Connection connect(String url, boolean readOnly) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(BUSY_TIMEOUT_MILLIS);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setReadOnly(readOnly);
        if (!readOnly) {
            config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        }
        Connection connection = config.createConnection(url);
        // Touch the schema now, so a file that only looks like SQLite fails at startup, not on a request.
        try (var statement = connection.createStatement()) {
            statement.executeQuery("SELECT count(*) FROM sqlite_schema").close();
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return connection;
    }
}
