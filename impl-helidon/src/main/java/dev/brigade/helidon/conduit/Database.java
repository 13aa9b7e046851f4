package dev.brigade.helidon.conduit;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.brigade.helidon.CommandLine.UsageException;
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
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The SQLite file on two HikariCP pools, as {@code app.database} configures them: the writer's one
 * connection (SQLite takes one writer at a time, so writes wait their turn in Hikari, not on
 * SQLITE_BUSY) and read-only connections beside it (WAL). sqlite-jdbc pins its virtual thread's
 * carrier while it runs, so the readers' pool bounds the carriers JDBC holds.
 */
public final class Database implements AutoCloseable {

    /** One unit of JDBC work on a connection (and its statements) lent for its duration. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Statements connection) throws SQLException;
    }

    /**
     * A lent connection's statements, each prepared once: sqlite-jdbc has no statement cache, and
     * compiling these queries costs about as much as running them. Prepared on the driver's connection,
     * not Hikari's proxy, which would close them when the connection goes back.
     */
    public record Statements(Connection connection, Map<String, PreparedStatement> prepared) {

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
    }

    private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    private final HikariDataSource writer;
    private final HikariDataSource readers;
    /** Each driver connection's statements (maxLifetime 0: Hikari keeps its connections for good). */
    private final Map<Connection, Map<String, PreparedStatement>> prepared = new ConcurrentHashMap<>();

    private Database(HikariDataSource writer, HikariDataSource readers) {
        this.writer = writer;
        this.readers = readers;
    }

    /** The file {@code app.database.file} names, on the pools {@code writer} and {@code readers}; or null. */
    public static Database open(Config app) throws UsageException {
        if (!app.get("file").exists()) {
            return null;
        }
        String file = app.get("file").asString().get();
        // SQLite would create a missing file, and take an empty one for an empty database
        try (InputStream in = Files.newInputStream(Path.of(file))) {
            if (!Arrays.equals(in.readNBytes(SQLITE_MAGIC.length), SQLITE_MAGIC)) {
                throw new UsageException("--database " + file + " is not a SQLite file");
            }
        } catch (IOException e) {
            throw new UsageException("--database " + file + " cannot be read: " + e);
        }
        try {
            // The writer first: it puts the file in WAL mode (CONTRACT §4) before any reader opens it.
            HikariDataSource writer = pool(app.get("writer"));
            return new Database(writer, pool(app.get("readers")));
        } catch (RuntimeException e) {
            throw new UsageException("--database " + file + " cannot be opened as SQLite: " + e.getMessage());
        }
    }

    /** A pool as {@code config} names it (HikariConfig's property names); one connection per CPU unless it says. */
    private static HikariDataSource pool(Config config) {
        Properties properties = new Properties();
        properties.setProperty(
                "maximumPoolSize", String.valueOf(Runtime.getRuntime().availableProcessors()));
        properties.putAll(config.detach().asMap().get());
        return new HikariDataSource(new HikariConfig(properties));
    }

    /** Runs {@code work} on a read-only connection, waiting (unmounted) while all are busy. */
    public <T> T read(Work<T> work) throws SQLException {
        return lend(readers, work);
    }

    /** Runs {@code work} on the writer's connection, one write at a time. */
    public <T> T write(Work<T> work) throws SQLException {
        return lend(writer, work);
    }

    private <T> T lend(HikariDataSource pool, Work<T> work) throws SQLException {
        try (Connection lent = pool.getConnection()) {
            Connection driver = lent.unwrap(Connection.class);
            return work.run(new Statements(driver, prepared.computeIfAbsent(driver, opened -> new HashMap<>())));
        }
    }

    /** Closes the readers, then the writer: the last one out checkpoints the WAL. After the drain: Hikari aborts a lent one. */
    @Override
    public void close() {
        readers.close();
        writer.close();
    }
}
