package dev.brigade.micronaut.conduit;

import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.sqlite.SQLiteConnection;

/**
 * The SQLite file behind micronaut-jdbc-hikari's {@code default} data source. Reads run side by side
 * on pooled connections, as WAL allows; writes take one fair lock first, so they apply in arrival
 * order and never meet SQLITE_BUSY from each other. Callers are on {@code @ExecuteOn} threads.
 */
@Singleton
@Requires(property = "brigade.database")
final class Database {

    /** One unit of JDBC work (its JSON columns read too) on a connection the pool lends for its duration. */
    @FunctionalInterface
    interface Work<T> {
        T run(Statements connection) throws SQLException, IOException;
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
            Connection physical = connection.unwrap(SQLiteConnection.class);
            return work.run(statements.computeIfAbsent(physical, Statements::new));
        } catch (SQLException | IOException e) {
            throw new IllegalStateException("SQLite failed: " + e.getMessage(), e);
        }
    }

    /** A read's unit of work, under the write lock. */
    <T> T write(Work<T> work) {
        writeLock.lock();
        try {
            return read(work);
        } finally {
            writeLock.unlock();
        }
    }

    /**
     * One physical connection's prepared statements, kept while it lives ({@code max-lifetime: 0}):
     * sqlite-jdbc has no statement cache, and HikariCP closes those prepared through its proxy on return.
     */
    static final class Statements {

        private final Connection connection;
        private final Map<String, PreparedStatement> prepared = new HashMap<>();

        Statements(Connection connection) {
            this.connection = connection;
        }

        /** The statement with these parameters bound; callers close its ResultSet (which resets it), not it. */
        PreparedStatement get(String sql, Object... parameters) throws SQLException {
            PreparedStatement statement = prepared.get(sql);
            if (statement == null || statement.isClosed()) {
                statement = connection.prepareStatement(sql);
                prepared.put(sql, statement);
            }
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            return statement;
        }
    }
}
