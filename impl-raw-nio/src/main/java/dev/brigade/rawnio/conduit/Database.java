package dev.brigade.rawnio.conduit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The SQLite file and the threads that use it, so that no event loop ever waits on JDBC: a few
 * reader threads, each with its own connection (WAL lets them read while a write is in progress),
 * and one writer thread with the only writing connection, which serialises every write.
 */
public final class Database {
    /** SQL run on one of this database's connections, on one of its threads. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Statements statements) throws SQLException;
    }

    private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    private final Path file;
    private final String url;
    private final long busyTimeoutMillis;
    private final ExecutorService writes = Executors.newSingleThreadExecutor(named("conduit-writer"));
    private final ExecutorService reads;
    private final List<Statements> readers = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Statements> reader = ThreadLocal.withInitial(this::openReader);
    private Statements writer; // confined to the writer thread

    private Database(Path file, int readerThreads, Duration busyTimeout) {
        this.file = file;
        this.url = "jdbc:sqlite:" + file.toAbsolutePath();
        this.busyTimeoutMillis = busyTimeout.toMillis();
        this.reads = Executors.newFixedThreadPool(readerThreads, named("conduit-reader"));
    }

    /**
     * Checks that {@code file} is a SQLite file (a bad one is an {@link InvalidDatabaseException}
     * at once); the connections open later, on their own threads (see {@link #openInBackground()}).
     *
     * @param busyTimeout how long a statement waits for SQLite's lock before failing
     */
    public static Database open(Path file, int readerThreads, Duration busyTimeout) {
        if (!Files.isRegularFile(file)) {
            throw new InvalidDatabaseException("database " + file + " is not a file");
        }
        try (InputStream in = Files.newInputStream(file)) {
            if (!Arrays.equals(in.readNBytes(SQLITE_MAGIC.length), SQLITE_MAGIC)) {
                throw new InvalidDatabaseException("database " + file + " is not a SQLite file");
            }
        } catch (IOException e) {
            throw new InvalidDatabaseException("database " + file + " cannot be read: " + e.getMessage());
        }
        return new Database(file, readerThreads, busyTimeout);
    }

    /**
     * Opens the writing connection on the writer thread (loading SQLite's native library with it),
     * so that the server can bind and answer first; Conduit work queues behind it.
     */
    public void openInBackground() {
        writes.execute(this::writer);
    }

    /** The writing connection, opened by the first write if not yet: confined to the writer thread. */
    private Statements writer() {
        if (writer == null) {
            writer = openWriter();
        }
        return writer;
    }

    private Statements openWriter() {
        try {
            Connection connection = DriverManager.getConnection(url);
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA journal_mode = WAL");
                statement.execute("PRAGMA synchronous = NORMAL");
                statement.execute("PRAGMA busy_timeout = " + busyTimeoutMillis);
                statement
                        .executeQuery("SELECT count(*) FROM articles JOIN users ON users.id = articles.author_id")
                        .close();
            }
            return new Statements(connection);
        } catch (SQLException e) {
            // Too late to refuse before listening, but still a bad argument: one line, status 2.
            System.err.println("database " + file + " is not a Conduit database: " + e.getMessage());
            Runtime.getRuntime().halt(2);
            throw new DatabaseException(e);
        }
    }

    public <T> CompletableFuture<T> read(Work<T> work) {
        return CompletableFuture.supplyAsync(() -> run(work, reader.get()), reads);
    }

    public <T> CompletableFuture<T> write(Work<T> work) {
        return CompletableFuture.supplyAsync(() -> run(work, writer()), writes);
    }

    private static <T> T run(Work<T> work, Statements statements) {
        try {
            return work.run(statements);
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    private Statements openReader() {
        try {
            Connection connection = DriverManager.getConnection(url);
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA busy_timeout = " + busyTimeoutMillis);
                statement.execute("PRAGMA query_only = true");
            }
            Statements statements = new Statements(connection);
            readers.add(statements);
            return statements;
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    /** Lets queued work finish until {@code deadline} (a {@link System#nanoTime()}), then closes every connection; the writer last, which checkpoints the WAL. */
    public void close(long deadline) throws InterruptedException {
        reads.shutdown();
        writes.shutdown();
        reads.awaitTermination(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        writes.awaitTermination(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        for (Statements statements : readers) {
            closeQuietly(statements);
        }
        if (writer != null) {
            closeQuietly(writer);
        }
    }

    private static void closeQuietly(Statements statements) {
        try {
            statements.close();
        } catch (SQLException e) {
            System.err.println("closing a database connection failed: " + e.getMessage());
        }
    }

    private static java.util.concurrent.ThreadFactory named(String prefix) {
        AtomicInteger next = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, prefix + "-" + next.getAndIncrement());
            thread.setDaemon(true);
            return thread;
        };
    }
}
