package dev.brigade.vertx;

import io.vertx.core.json.JsonObject;

/**
 * {@code --address A --port P [--database FILE] [--tls-cert FILE --tls-key FILE]} onto the verticle's {@link
 * JsonObject} config, as Vert.x applications take settings; whether the TLS files can be read is Main's to find out.
 */
public final class CommandLine {

    /** A command line the server cannot start with (Database's too: a bad --database): Main prints it, exits 2. */
    public static final class UsageException extends Exception {
        public UsageException(String message) {
            super(message, null, false, false);
        }
    }

    private CommandLine() {}

    static JsonObject parse(String... args) throws UsageException {
        JsonObject config = new JsonObject();
        for (int i = 0; i < args.length; i += 2) {
            String key = switch (args[i]) {
                case "--address" -> ServerConfig.ADDRESS;
                case "--port" -> ServerConfig.PORT;
                case "--database" -> ServerConfig.DATABASE;
                case "--tls-cert" -> ServerConfig.TLS_CERT;
                case "--tls-key" -> ServerConfig.TLS_KEY;
                default -> throw new UsageException("unknown argument: " + args[i]);
            };
            if (i + 1 >= args.length) {
                throw new UsageException(args[i] + " needs a value");
            }
            config.put(key, key.equals(ServerConfig.PORT) ? port(args[i + 1]) : args[i + 1]);
        }
        // HTTPS needs both files; one alone is a mistake, not a plain server (CONTRACT §1).
        if (config.containsKey(ServerConfig.TLS_CERT) != config.containsKey(ServerConfig.TLS_KEY)) {
            throw new UsageException("--tls-cert and --tls-key go together: give both or neither");
        }
        return config;
    }

    private static int port(String value) throws UsageException {
        // Digits only: Integer.parseInt would also take a sign.
        if (value.matches("[0-9]{1,5}") && Integer.parseInt(value) <= 65_535) {
            return Integer.parseInt(value);
        }
        throw new UsageException("--port must be a number from 0 to 65535, not: " + value);
    }
}
