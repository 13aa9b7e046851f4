package dev.brigade.quarkus;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The contract's command line, {@code --address A --port P [--database FILE]}: parsed and checked
 * before Quarkus starts, so that a bad one ends with exit 2 and one line instead of a boot log.
 * Each flag given becomes the Quarkus property it stands for; a flag left out leaves the default
 * of application.properties (127.0.0.1, 8080, no database) or what a test sets.
 */
record CommandLine(Map<String, String> properties) {

  static final String HOST = "quarkus.http.host";
  static final String PORT = "quarkus.http.port";
  /** Read by application.properties into the datasource URL; without it the datasource stays inactive. */
  static final String DATABASE = "brigade.database";

  /** A command line the server cannot start with: Main prints the message and exits 2. */
  static final class UsageException extends Exception {
    UsageException(String message) {
      super(message, null, false, false);
    }
  }

  private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

  static CommandLine parse(String... args) throws UsageException {
    Map<String, String> properties = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i += 2) {
      String flag = args[i];
      if (!flag.equals("--address") && !flag.equals("--port") && !flag.equals("--database")) {
        throw new UsageException("unknown argument: " + flag);
      }
      if (i + 1 >= args.length) {
        throw new UsageException(flag + " needs a value");
      }
      String value = args[i + 1];
      switch (flag) {
        case "--address" -> properties.put(HOST, value);
        case "--port" -> properties.put(PORT, Integer.toString(port(value)));
        default -> properties.put(DATABASE, sqliteFile(value));
      }
    }
    return new CommandLine(Map.copyOf(properties));
  }

  private static int port(String value) throws UsageException {
    try {
      int port = Integer.parseInt(value);
      if (port >= 0 && port <= 65_535) {
        return port;
      }
    } catch (NumberFormatException notANumber) {
      // reported below
    }
    throw new UsageException("--port must be a number from 0 to 65535, not: " + value);
  }

  /** The file's absolute path, once its first bytes say it is SQLite. */
  private static String sqliteFile(String file) throws UsageException {
    Path path = Path.of(file);
    if (!Files.isRegularFile(path)) {
      throw new UsageException("--database " + file + " is not an existing file");
    }
    byte[] header = new byte[SQLITE_MAGIC.length];
    try (InputStream in = Files.newInputStream(path)) {
      if (in.readNBytes(header, 0, header.length) == header.length && Arrays.equals(header, SQLITE_MAGIC)) {
        return path.toAbsolutePath().toString();
      }
    } catch (IOException e) {
      throw new UsageException("--database " + file + " cannot be read: " + e.getMessage());
    }
    throw new UsageException("--database " + file + " is not a SQLite file");
  }
}
