package dev.brigade.micronaut.conduit;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * One SQLite connection's prepared statements, each prepared on first use and kept: sqlite-jdbc has
 * no statement cache, compiling these queries costs about as much as running them, and HikariCP
 * closes every statement prepared through its proxy when the connection goes back to the pool. So
 * they are prepared on the physical connection ({@code unwrap}) and live as long as it does (the
 * pool keeps its connections for good: {@code max-lifetime: 0}). Used by one thread at a time: the
 * pool lends the connection to one caller.
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
