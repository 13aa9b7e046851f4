package dev.brigade.helidon.conduit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * One connection and its statements, each prepared once: sqlite-jdbc has no statement cache, and
 * compiling these queries costs about as much as running them. One thread at a time (Database lends it).
 */
public final class Statements implements AutoCloseable {

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
