package dev.brigade.vertx;

import io.vertx.core.json.JsonObject;

/**
 * The contract's command line, {@code --address A --port P [--database FILE]}, mapped onto the
 * verticle's {@link JsonObject} config the way Vert.x applications take their settings.
 */
final class CommandLine {

  /** A command line the server cannot start with: Main prints the message and exits 2. */
  static final class UsageException extends Exception {
    UsageException(String message) {
      super(message, null, false, false);
    }
  }

  private CommandLine() {
  }

  static JsonObject parse(String... args) throws UsageException {
    JsonObject config = new JsonObject();
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
        case "--address" -> config.put(ServerConfig.ADDRESS, value);
        case "--port" -> config.put(ServerConfig.PORT, port(value));
        default -> config.put(ServerConfig.DATABASE, value);
      }
    }
    return config;
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
}
