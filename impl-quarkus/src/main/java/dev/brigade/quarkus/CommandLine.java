package dev.brigade.quarkus;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The contract's command line, checked before Quarkus starts (exit 2 and one line, not a boot log).
 * Each flag given becomes its Quarkus property; one left out keeps application.properties' default.
 */
record CommandLine(Map<String, String> properties) {

    static final String HOST = "quarkus.http.host";
    static final String PORT = "quarkus.http.port";
    /** Read by application.properties into the datasource URL; without it the datasource stays inactive. */
    static final String DATABASE = "brigade.database";
    /** The TLS registry's default PEM key store: with a key, Quarkus serves HTTPS on ssl-port. */
    static final String TLS_CERT = "quarkus.tls.key-store.pem.server.cert";

    static final String TLS_KEY = "quarkus.tls.key-store.pem.server.key";
    static final String INSECURE_REQUESTS = "quarkus.http.insecure-requests";
    private static final List<String> FLAGS = List.of("--address", "--port", "--database", "--tls-cert", "--tls-key");

    /** A command line the server cannot start with: Main prints the message and exits 2. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message, null, false, false);
        }
    }

    private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    static CommandLine parse(String... args) throws UsageException, TlsFiles.UnusableException {
        Map<String, String> properties = new LinkedHashMap<>();
        String cert = null;
        String key = null;
        for (int i = 0; i < args.length; i += 2) {
            String flag = args[i];
            if (!FLAGS.contains(flag)) {
                throw new UsageException("unknown argument: " + flag);
            }
            if (i + 1 >= args.length) {
                throw new UsageException(flag + " needs a value");
            }
            String value = args[i + 1];
            switch (flag) {
                case "--address" -> properties.put(HOST, value);
                case "--port" -> properties.put(PORT, Integer.toString(port(value)));
                case "--database" -> properties.put(DATABASE, sqliteFile(value));
                case "--tls-cert" -> cert = value;
                default -> key = value;
            }
        }
        if ((cert == null) != (key == null)) {
            throw new UsageException("--tls-cert and --tls-key go together: give both or neither");
        }
        if (cert != null) {
            TlsFiles.check(cert, key);
            properties.put(TLS_CERT, Path.of(cert).toAbsolutePath().toString());
            properties.put(TLS_KEY, Path.of(key).toAbsolutePath().toString());
            properties.put(INSECURE_REQUESTS, "disabled");
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
