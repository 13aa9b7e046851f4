package dev.brigade.vertx.conduit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * One connection and its prepared statements, kept for the connection's life: sqlite-jdbc has no
 * statement cache, and compiling the same SQL again on every execution is work thrown away. Used
 * by one worker thread at a time ({@link Database} lends it), so no locking.
 */
final class Statements implements AutoCloseable {

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
