package dev.brigade.vertx.conduit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sqlite.SQLiteConfig;

/**
 * The SQLite file's JDBC connections: one writer (SQLite takes one writer at a time) and a few
 * read-only readers, which WAL mode lets run beside it. Opened once at startup, before Vert.x.
 */
public final class Database implements AutoCloseable {

  /** The file is missing or not a SQLite database: a bad argument, so the server exits 2. */
  public static final class UnusableException extends Exception {
    UnusableException(String message) {
      super(message, null, false, false);
    }
  }

  private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
  private static final int BUSY_TIMEOUT_MILLIS = 5_000;

  final Statements writer;
  final List<Statements> readers;

  private Database(Statements writer, List<Statements> readers) {
    this.writer = writer;
    this.readers = readers;
  }

  public static Database open(String file) throws UnusableException {
    return open(file, 4);
  }

  static Database open(String file, int readerCount) throws UnusableException {
    Path path = Path.of(file);
    requireSqliteFile(path);
    String url = "jdbc:sqlite:" + path.toAbsolutePath();
    List<Connection> opened = new ArrayList<>();
    try {
      // The writer first: it puts the file in WAL mode (CONTRACT §4) before any reader opens it.
      Connection writer = connect(url, false);
      opened.add(writer);
      for (int i = 0; i < readerCount; i++) {
        opened.add(connect(url, true));
      }
      return new Database(new Statements(writer),
          opened.subList(1, opened.size()).stream().map(Statements::new).toList());
    } catch (SQLException e) {
      opened.forEach(Database::closeQuietly);
      throw new UnusableException("--database " + file + " cannot be opened as SQLite: " + e.getMessage());
    }
  }

  private static void requireSqliteFile(Path path) throws UnusableException {
    if (!Files.isRegularFile(path)) {
      throw new UnusableException("--database " + path + " is not an existing file");
    }
    byte[] header = new byte[SQLITE_MAGIC.length];
    try (InputStream in = Files.newInputStream(path)) {
      if (in.readNBytes(header, 0, header.length) == header.length && Arrays.equals(header, SQLITE_MAGIC)) {
        return;
      }
    } catch (IOException e) {
      throw new UnusableException("--database " + path + " cannot be read: " + e.getMessage());
    }
    throw new UnusableException("--database " + path + " is not a SQLite file");
  }

  private static Connection connect(String url, boolean readOnly) throws SQLException {
    SQLiteConfig config = new SQLiteConfig();
    config.setBusyTimeout(BUSY_TIMEOUT_MILLIS);
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    if (readOnly) {
      config.setReadOnly(true);
    } else {
      config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    }
    Connection connection = config.createConnection(url);
    // Touch the schema now, so a file that only looks like SQLite fails at startup, not on a request.
    try (var statement = connection.createStatement()) {
      statement.executeQuery("SELECT count(*) FROM sqlite_schema").close();
    } catch (SQLException e) {
      closeQuietly(connection);
      throw e;
    }
    return connection;
  }

  /** Closes the readers, then the writer: the last connection out checkpoints the WAL. */
  @Override
  public void close() {
    readers.forEach(Statements::close);
    writer.close();
  }

  private static void closeQuietly(Connection connection) {
    try {
      connection.close();
    } catch (SQLException ignored) {
      // closing at shutdown: nothing left to do with the error
    }
  }
}
