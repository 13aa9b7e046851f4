package dev.brigade.rawnio.conduit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * One connection and its prepared statements, kept for the connection's life: sqlite-jdbc has no
 * statement cache, and compiling Conduit's queries costs about as much as running them. Confined to
 * the one thread that owns the connection (a reader's thread or the writer's), so no locking.
 */
public final class Statements implements AutoCloseable {
    private final Connection connection;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();

    Statements(Connection connection) {
        this.connection = connection;
    }

    /** The statement for {@code sql}, prepared on first use; callers close its result set, never the statement. */
    PreparedStatement get(String sql) throws SQLException {
        PreparedStatement statement = prepared.get(sql);
        if (statement == null) {
            statement = connection.prepareStatement(sql);
            prepared.put(sql, statement);
        }
        return statement;
    }

    /** Finalizes the statements, then closes the connection. */
    @Override
    public void close() throws SQLException {
        for (PreparedStatement statement : prepared.values()) {
            statement.close();
        }
        connection.close();
    }
}
