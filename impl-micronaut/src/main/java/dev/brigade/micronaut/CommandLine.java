package dev.brigade.micronaut;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The contract's command line as Micronaut properties and environments (application-ENV.yml). */
record CommandLine(Map<String, Object> properties, List<String> environments) {

    static final String CONDUIT_ENVIRONMENT = "conduit";
    static final String TLS_ENVIRONMENT = "tls";
    static final String DATABASE_PROPERTY = "brigade.database";
    private static final List<String> FLAGS = List.of("--address", "--port", "--database", "--tls-cert", "--tls-key");
    private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    /** A command line the server cannot start with: Application prints the message and exits 2. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message, null, false, false);
        }
    }

    static CommandLine parse(String... args) throws UsageException {
        Map<String, String> flags = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!FLAGS.contains(args[i])) {
                throw new UsageException("unknown argument: " + args[i]
                        + " (accepted: --address A --port P --database FILE --tls-cert FILE --tls-key FILE)");
            }
            if (i + 1 >= args.length) {
                throw new UsageException(args[i] + " needs a value");
            }
            flags.put(args[i], args[i + 1]);
        }
        int port = port(flags.getOrDefault("--port", "8080"));
        Map<String, Object> properties = new HashMap<>();
        properties.put("micronaut.server.host", flags.getOrDefault("--address", "127.0.0.1"));
        properties.put("micronaut.server.port", port);
        List<String> environments = new ArrayList<>();
        if (flags.containsKey("--database")) {
            properties.put(DATABASE_PROPERTY, sqliteFile(flags.get("--database")));
            environments.add(CONDUIT_ENVIRONMENT);
        }
        if (flags.containsKey("--tls-cert") != flags.containsKey("--tls-key")) {
            throw new UsageException("--tls-cert and --tls-key go together: give both or neither");
        }
        if (flags.containsKey("--tls-cert")) {
            // HTTPS on the contract's port, and nothing plain beside it (dual-protocol stays off).
            // Micronaut reads the PEM files itself; one it cannot use fails the start (Application).
            properties.put("micronaut.server.ssl.port", port);
            properties.put("micronaut.server.ssl.key-store.certificate-path", fileUrl(flags.get("--tls-cert")));
            properties.put("micronaut.server.ssl.key-store.key-path", fileUrl(flags.get("--tls-key")));
            environments.add(TLS_ENVIRONMENT);
        }
        return new CommandLine(properties, List.copyOf(environments));
    }

    private static int port(String value) throws UsageException {
        int port = value.matches("[0-9]{1,5}") ? Integer.parseInt(value) : -1;
        if (port < 0 || port > 65_535) {
            throw new UsageException("--port must be a number from 0 to 65535, not: " + value);
        }
        return port;
    }

    private static String fileUrl(String file) {
        return "file:" + Path.of(file).toAbsolutePath();
    }

    /** The file's absolute path, once its first bytes say it is SQLite (a bad file is a bad argument: exit 2). */
    private static String sqliteFile(String file) throws UsageException {
        Path path = Path.of(file);
        if (!Files.isRegularFile(path)) {
            throw new UsageException("--database " + file + " is not an existing file");
        }
        try (InputStream in = Files.newInputStream(path)) {
            if (!Arrays.equals(in.readNBytes(SQLITE_MAGIC.length), SQLITE_MAGIC)) {
                throw new UsageException("--database " + file + " is not a SQLite file");
            }
        } catch (IOException e) {
            throw new UsageException("--database " + file + " cannot be read: " + e.getMessage());
        }
        return path.toAbsolutePath().toString();
    }
}
