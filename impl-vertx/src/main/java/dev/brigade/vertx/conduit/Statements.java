package dev.brigade.vertx.conduit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/** A connection and its statements, prepared once (sqlite-jdbc caches none); one worker at a time, so no locks. */
final class Statements implements AutoCloseable {

    private final Connection connection;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();

    Statements(Connection connection) {
        this.connection = connection;
    }

    /** Prepared on first use, these parameters bound; callers close its result set, never the statement. */
    PreparedStatement bind(String sql, Object... parameters) throws SQLException {
        PreparedStatement statement = prepared.get(sql);
        if (statement == null) {
            statement = connection.prepareStatement(sql);
            prepared.put(sql, statement);
        }
        for (int i = 0; i < parameters.length; i++) {
            statement.setObject(i + 1, parameters[i]);
        }
        return statement;
    }

    /** The first column of the first row (a count, an id, an inserted row's id), or null when there is no row. */
    Long queryLong(String sql, Object... parameters) throws SQLException {
        try (ResultSet row = bind(sql, parameters).executeQuery()) {
            return row.next() ? row.getLong(1) : null;
        }
    }

    /** Finalizes the statements, then closes the connection (try-with-resources: even if a statement throws). */
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
