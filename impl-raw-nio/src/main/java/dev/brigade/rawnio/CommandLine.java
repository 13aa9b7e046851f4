package dev.brigade.rawnio;

import java.nio.file.Path;

/**
 * {@code --address ADDR --port PORT [--database FILE]}, defaults 127.0.0.1 and 8080.
 *
 * @param database null when the server runs without Conduit
 */
public record CommandLine(String address, int port, Path database) {
    /** A bad command line; the message is the one line printed before exiting with status 2. */
    public static final class UsageException extends Exception {
        public UsageException(String message) {
            super(message, null, false, false);
        }
    }

    public static CommandLine parse(String... args) throws UsageException {
        String address = "127.0.0.1";
        int port = 8080;
        Path database = null;
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            if (!flag.equals("--address") && !flag.equals("--port") && !flag.equals("--database")) {
                throw new UsageException("unknown argument: " + flag);
            }
            if (i + 1 == args.length) {
                throw new UsageException(flag + " needs a value");
            }
            String value = args[++i];
            switch (flag) {
                case "--address" -> address = value;
                case "--port" -> port = port(value);
                default -> database = Path.of(value);
            }
        }
        return new CommandLine(address, port, database);
    }

    private static int port(String value) throws UsageException {
        try {
            int port = Integer.parseInt(value);
            if (port >= 0 && port <= 65_535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--port must be a number from 0 to 65535, not " + value);
    }
}
