package dev.brigade.helidon.conduit;

import io.helidon.config.Config;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.locks.ReentrantLock;
import org.sqlite.SQLiteConfig;

/**
 * The SQLite file: one writer behind a lock (writes wait their turn here, not on SQLITE_BUSY) and a
 * pool of read-only connections beside it (WAL). sqlite-jdbc pins its virtual thread's carrier while
 * it runs, so the pool bounds the carriers JDBC holds; a thread waiting for one is unmounted.
 */
public final class Database implements AutoCloseable {

    /** The file is missing or not a SQLite database: a bad argument, so the server exits 2. */
    public static final class UnusableException extends Exception {
        UnusableException(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * One connection and its statements, each prepared once: sqlite-jdbc has no statement cache, and
     * compiling these queries costs about as much as running them. One thread at a time (lent by read or write).
     */
    public static final class Statements implements AutoCloseable {

        private final Connection connection;
        private final Map<String, PreparedStatement> prepared = new HashMap<>();

        Statements(Connection connection) {
            this.connection = connection;
        }

        /** The rows of {@code sql} with {@code values} bound in order; closing them resets the statement. */
        ResultSet query(String sql, Object... values) throws SQLException {
            return bind(sql, values).executeQuery();
        }

        int update(String sql, Object... values) throws SQLException {
            return bind(sql, values).executeUpdate();
        }

        private PreparedStatement bind(String sql, Object... values) throws SQLException {
            PreparedStatement statement = prepared.get(sql);
            if (statement == null) {
                statement = connection.prepareStatement(sql);
                prepared.put(sql, statement);
            }
            for (int i = 0; i < values.length; i++) {
                statement.setObject(i + 1, values[i]);
            }
            return statement;
        }

        /** Finalizes the statements, then closes the connection. */
        @Override
        public void close() {
            try (connection) {
                for (PreparedStatement statement : prepared.values()) {
                    statement.close();
                }
            } catch (SQLException ignored) {
                // closing at shutdown: nothing left to do with the error
            }
        }
    }

    /** One unit of JDBC work on a connection (and its statements) lent for its duration. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Statements connection) throws SQLException;
    }

    private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    private final Statements writer;
    private final ReentrantLock writeLock = new ReentrantLock(true);
    private final List<Statements> readers;
    private final BlockingQueue<Statements> idleReaders;

    private Database(List<Statements> opened) {
        this.writer = opened.getFirst();
        this.readers = opened.subList(1, opened.size());
        this.idleReaders = new ArrayBlockingQueue<>(readers.size(), true, readers);
    }

    /** The file {@code app.database.file} names, with {@code readers} read connections (one per CPU); or null. */
    public static Database open(Config app) throws UnusableException {
        if (!app.get("file").exists()) {
            return null;
        }
        String file = app.get("file").asString().get();
        int readerCount = app.get("readers").asInt().orElse(Runtime.getRuntime().availableProcessors());
        try (InputStream in = Files.newInputStream(Path.of(file))) {
            if (!Arrays.equals(in.readNBytes(SQLITE_MAGIC.length), SQLITE_MAGIC)) {
                throw new UnusableException("--database " + file + " is not a SQLite file");
            }
        } catch (IOException e) {
            throw new UnusableException("--database " + file + " cannot be read: " + e);
        }
        List<Statements> opened = new ArrayList<>();
        try {
            // The writer first: it puts the file in WAL mode (CONTRACT §4) before any reader opens it.
            for (int i = 0; i <= readerCount; i++) {
                opened.add(connect("jdbc:sqlite:" + Path.of(file).toAbsolutePath(), i > 0));
            }
            return new Database(opened);
        } catch (SQLException e) {
            opened.forEach(Statements::close);
            throw new UnusableException("--database " + file + " cannot be opened as SQLite: " + e.getMessage());
        }
    }

    /** Runs {@code work} on a read-only connection, waiting (unmounted) while all are busy. */
    public <T> T read(Work<T> work) throws SQLException {
        Statements connection;
        try {
            connection = idleReaders.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for a connection", e);
        }
        try {
            return work.run(connection);
        } finally {
            idleReaders.add(connection);
        }
    }

    /** Runs {@code work} on the writer connection, one write at a time in arrival order. */
    public <T> T write(Work<T> work) throws SQLException {
        writeLock.lock();
        try {
            return work.run(writer);
        } finally {
            writeLock.unlock();
        }
    }

    private static Statements connect(String url, boolean readOnly) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(5_000);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        if (readOnly) {
            config.setReadOnly(true);
        } else {
            config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        }
        Statements connection = new Statements(config.createConnection(url));
        // Touch the schema now, so a file that only looks like SQLite fails at startup, not on a request.
        try {
            connection.query("SELECT count(*) FROM sqlite_schema").close();
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    /** Closes the readers, then the writer (after any write in progress): the last one out checkpoints the WAL. */
    @Override
    public void close() {
        readers.forEach(Statements::close);
        writeLock.lock();
        try {
            writer.close();
        } finally {
            writeLock.unlock();
        }
    }
}
