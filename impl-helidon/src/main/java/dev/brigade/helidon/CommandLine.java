package dev.brigade.helidon;

import io.helidon.config.Config;
import io.helidon.config.ConfigSources;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The contract's command line as a config source over {@code application.yaml}: the server reads one
 * {@link Config}. System properties stay above both, as in Helidon's default config; environment
 * variables are left out, so a stray {@code SERVER_PORT} changes nothing.
 */
public final class CommandLine {

    /** A command line (or the database it names) the server cannot start with: Main prints the message, exits 2. */
    public static final class UsageException extends Exception {
        public UsageException(String message) {
            super(message, null, false, false);
        }
    }

    /** An IPv4 or IPv6 literal or a host name: anything else is malformed, not merely unreachable. */
    private static final Pattern ADDRESS = Pattern.compile("[0-9A-Za-z.-]+|\\[?[0-9A-Fa-f:.]+(%[0-9A-Za-z]+)?]?");

    private static final Pattern PORT = Pattern.compile("[0-9]{1,5}");
    /** Where Helidon's TLS reads the PEM files (server.tls.private-key.pem in application.yaml's terms). */
    static final String TLS_CERT = "server.tls.private-key.pem.cert-chain.resource.path";

    static final String TLS_KEY = "server.tls.private-key.pem.key.resource.path";

    private CommandLine() {}

    static Config parse(String... args) throws UsageException {
        Map<String, String> given = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            String flag = args[i];
            String key = switch (flag) {
                case "--address" -> "server.host";
                case "--port" -> "server.port";
                case "--database" -> "app.database.file";
                case "--tls-cert" -> TLS_CERT;
                case "--tls-key" -> TLS_KEY;
                default ->
                    throw new UsageException("unknown argument: " + flag
                            + " (accepted: --address --port --database --tls-cert --tls-key)");
            };
            if (i + 1 >= args.length) {
                throw new UsageException(flag + " needs a value");
            }
            String value = args[i + 1];
            if (flag.equals("--port") && !(PORT.matcher(value).matches() && Integer.parseInt(value) <= 65_535)) {
                throw new UsageException("--port must be a number from 0 to 65535, not: " + value);
            } else if (flag.equals("--address") && !ADDRESS.matcher(value).matches()) {
                throw new UsageException("--address must be an IP address or a host name, not: " + value);
            }
            given.put(key, value);
        }
        if (given.containsKey(TLS_CERT) != given.containsKey(TLS_KEY)) {
            throw new UsageException("--tls-cert and --tls-key go together: give both (HTTPS) or neither (plain HTTP)");
        }
        if (given.containsKey(TLS_CERT)) {
            given.put("server.tls.enabled", "true");
        }
        return Config.builder()
                .disableEnvironmentVariablesSource()
                .sources(ConfigSources.create(given, "command line"), ConfigSources.classpath("application.yaml"))
                .build();
    }
}
