package dev.brigade.micronaut.conduit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * One physical SQLite connection's prepared statements, kept as long as it lives (the pool keeps
 * it: {@code max-lifetime: 0}): sqlite-jdbc has no statement cache, and HikariCP closes those
 * prepared through its proxy on every return. One thread at a time, as the pool lends it.
 */
final class Statements {

    private final Connection connection;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();

    Statements(Connection connection) {
        this.connection = connection;
    }

    /** The statement for this SQL; callers close its ResultSet (which resets it), never the statement. */
    PreparedStatement get(String sql) throws SQLException {
        PreparedStatement statement = prepared.get(sql);
        if (statement == null || statement.isClosed()) {
            statement = connection.prepareStatement(sql);
            prepared.put(sql, statement);
        }
        return statement;
    }
}
