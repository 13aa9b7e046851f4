package dev.brigade.helidon.conduit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * One connection and its prepared statements, each prepared on first use and then reused:
 * sqlite-jdbc has no statement cache, and compiling these queries costs about as much as running
 * them. Used by one virtual thread at a time (Database lends it), so no locking.
 */
public final class Statements implements AutoCloseable {

    private final Connection connection;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();

    Statements(Connection connection) {
        this.connection = connection;
    }

    /** The statement for this SQL; callers close its ResultSet (which resets it), never the statement. */
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
    public void close() {
        for (PreparedStatement statement : prepared.values()) {
            try {
                statement.close();
            } catch (SQLException ignored) {
                // closing at shutdown: nothing left to do with the error
            }
        }
        try {
            connection.close();
        } catch (SQLException ignored) {
            // as above
        }
    }
}
