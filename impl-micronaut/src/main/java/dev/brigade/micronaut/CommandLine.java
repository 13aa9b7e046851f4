package dev.brigade.micronaut;

import io.micronaut.core.annotation.Nullable;
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

/**
 * The contract's command line as Micronaut properties and environments: {@value #CONDUIT_ENVIRONMENT}
 * ({@code application-conduit.yml}) with a database, {@value #TLS_ENVIRONMENT} with TLS files.
 */
record CommandLine(
        Map<String, Object> properties,
        List<String> environments,
        @Nullable TlsFiles tls) {

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
        Map<String, Object> properties = new HashMap<>();
        properties.put("micronaut.server.host", "127.0.0.1");
        properties.put("micronaut.server.port", 8080);
        List<String> environments = new ArrayList<>();
        String database = null;
        String certificate = null;
        String key = null;
        for (int i = 0; i < args.length; i += 2) {
            String flag = args[i];
            if (!FLAGS.contains(flag)) {
                throw new UsageException("unknown argument: " + flag
                        + " (accepted: --address A --port P --database FILE --tls-cert FILE --tls-key FILE)");
            }
            if (i + 1 >= args.length) {
                throw new UsageException(flag + " needs a value");
            }
            String value = args[i + 1];
            switch (flag) {
                case "--address" -> properties.put("micronaut.server.host", value);
                case "--port" -> properties.put("micronaut.server.port", port(value));
                case "--tls-cert" -> certificate = value;
                case "--tls-key" -> key = value;
                default -> database = sqliteFile(value);
            }
        }
        if (database != null) {
            properties.put(DATABASE_PROPERTY, database);
            environments.add(CONDUIT_ENVIRONMENT);
        }
        if ((certificate == null) != (key == null)) {
            throw new UsageException("--tls-cert and --tls-key go together: give both or neither");
        }
        TlsFiles tls = null;
        if (certificate != null) {
            tls = new TlsFiles(Path.of(certificate), Path.of(key));
            // HTTPS on the contract's port, and nothing plain beside it (dual-protocol stays off).
            properties.put("micronaut.server.ssl.port", properties.get("micronaut.server.port"));
            properties.put(
                    "micronaut.server.ssl.key-store.certificate-path",
                    "file:" + tls.certificate().toAbsolutePath());
            properties.put(
                    "micronaut.server.ssl.key-store.key-path",
                    "file:" + tls.key().toAbsolutePath());
            environments.add(TLS_ENVIRONMENT);
        }
        return new CommandLine(properties, List.copyOf(environments), tls);
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

    /** The file's absolute path, once its first bytes say it is SQLite (a bad file is a bad argument: exit 2). */
    private static String sqliteFile(String file) throws UsageException {
        Path path = Path.of(file);
        if (!Files.isRegularFile(path)) {
            throw new UsageException("--database " + file + " is not an existing file");
        }
        byte[] header = new byte[SQLITE_MAGIC.length];
        try (InputStream in = Files.newInputStream(path)) {
            if (in.readNBytes(header, 0, header.length) != header.length || !Arrays.equals(header, SQLITE_MAGIC)) {
                throw new UsageException("--database " + file + " is not a SQLite file");
            }
        } catch (IOException e) {
            throw new UsageException("--database " + file + " cannot be read: " + e.getMessage());
        }
        return path.toAbsolutePath().toString();
    }
}
