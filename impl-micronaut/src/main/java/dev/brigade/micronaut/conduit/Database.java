package dev.brigade.micronaut.conduit;

import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.sqlite.SQLiteConnection;

/**
 * The SQLite file behind the {@code default} data source that micronaut-jdbc-hikari builds from
 * {@code application-conduit.yml} (WAL, {@code synchronous=NORMAL} and a busy timeout on every
 * pooled connection). Reads run side by side on pooled connections, as WAL allows; writes take one
 * fair lock first, so they are applied one at a time in arrival order and never meet SQLITE_BUSY
 * from each other. Callers are on a blocking thread ({@code @ExecuteOn} on the controller).
 */
@Singleton
@Requires(property = "brigade.database")
final class Database {

    /** One unit of JDBC work on a connection the pool lends for its duration. */
    @FunctionalInterface
    interface Work<T> {
        T run(Statements connection) throws SQLException;
    }

    private final DataSource dataSource;
    private final ReentrantLock writeLock = new ReentrantLock(true);
    /** Each physical connection's statements, found from the pooled proxy the pool lends. */
    private final Map<Connection, Statements> statements = new ConcurrentHashMap<>();

    Database(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    <T> T read(Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            return work.run(statementsOf(connection));
        } catch (SQLException e) {
            throw new IllegalStateException("SQLite read failed: " + e.getMessage(), e);
        }
    }

    <T> T write(Work<T> work) {
        writeLock.lock();
        try (Connection connection = dataSource.getConnection()) {
            return work.run(statementsOf(connection));
        } catch (SQLException e) {
            throw new IllegalStateException("SQLite write failed: " + e.getMessage(), e);
        } finally {
            writeLock.unlock();
        }
    }

    private Statements statementsOf(Connection pooled) throws SQLException {
        Connection physical = pooled.unwrap(SQLiteConnection.class);
        return statements.computeIfAbsent(physical, Statements::new);
    }
}
