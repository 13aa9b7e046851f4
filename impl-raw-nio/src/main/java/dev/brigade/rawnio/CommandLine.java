package dev.brigade.rawnio;

import java.nio.file.Path;

/**
 * {@code --address ADDR --port PORT [--database FILE] [--tls-cert FILE --tls-key FILE]}, defaults
 * 127.0.0.1 and 8080.
 *
 * @param database null when the server runs without Conduit
 * @param tlsCert  null when the server speaks plain TCP (then {@code tlsKey} is null too)
 */
public record CommandLine(String address, int port, Path database, Path tlsCert, Path tlsKey) {
    private static final java.util.Set<String> FLAGS =
            java.util.Set.of("--address", "--port", "--database", "--tls-cert", "--tls-key");

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
        Path tlsCert = null;
        Path tlsKey = null;
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            if (!FLAGS.contains(flag)) {
                throw new UsageException("unknown argument: " + flag);
            }
            if (i + 1 == args.length) {
                throw new UsageException(flag + " needs a value");
            }
            String value = args[++i];
            switch (flag) {
                case "--address" -> address = value;
                case "--port" -> port = port(value);
                case "--tls-cert" -> tlsCert = Path.of(value);
                case "--tls-key" -> tlsKey = Path.of(value);
                default -> database = Path.of(value);
            }
        }
        if ((tlsCert == null) != (tlsKey == null)) {
            throw new UsageException("--tls-cert and --tls-key go together: "
                    + (tlsCert == null ? "--tls-cert" : "--tls-key") + " is missing");
        }
        return new CommandLine(address, port, database, tlsCert, tlsKey);
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
