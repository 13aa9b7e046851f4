package dev.brigade.helidon;

import io.helidon.common.tls.Tls;
import io.helidon.config.Config;
import javax.net.ssl.SSLParameters;

/**
 * HTTPS mode's TLS: Helidon's {@link Tls} from {@code server.tls}, on the JDK's own provider, with
 * {@link SSLParameters} made here for what Helidon's TLS config has no key for: the server's suite
 * order (else OpenSSL's ChaCha20-first order wins over AES-128) and X25519 first
 * ({@code app.tls.named-groups}).
 */
final class Https {

    /** A certificate or key Helidon cannot read: Main prints the message, one line, and exits 1. */
    static final class UnusableException extends RuntimeException {
        UnusableException(String message) {
            super(message, null, false, false);
        }
    }

    private Https() {}

    /** Whether the command line turned HTTPS on (CommandLine sets {@code server.tls.enabled}). */
    static boolean on(Config config) {
        return config.get("server.tls.enabled").asBoolean().orElse(false);
    }

    /**
     * The listener's TLS. Helidon reads the two files as it builds it, so a file missing, unreadable or
     * not PEM of the right kind fails here, before the server is built, with Helidon's reason.
     */
    static Tls tls(Config config) {
        Config tls = config.get("server.tls");
        SSLParameters parameters = new SSLParameters(strings(tls.get("cipher-suite")), strings(tls.get("protocols")));
        parameters.setUseCipherSuitesOrder(true);
        parameters.setNamedGroups(strings(config.get("app.tls.named-groups")));
        try {
            return Tls.builder().config(tls).sslParameters(parameters).build();
        } catch (RuntimeException unusable) {
            throw new UnusableException("cannot serve HTTPS with --tls-cert " + file(config, CommandLine.TLS_CERT)
                    + " --tls-key " + file(config, CommandLine.TLS_KEY) + ": " + oneLine(unusable));
        }
    }

    private static String file(Config config, String key) {
        return config.get(key).asString().orElse("(none)");
    }

    /** Helidon's message, or its cause's where it has none, on one line. */
    private static String oneLine(Throwable failure) {
        Throwable reason = failure;
        while (reason.getMessage() == null && reason.getCause() != null) {
            reason = reason.getCause();
        }
        String message = reason.getMessage() == null ? reason.getClass().getSimpleName() : reason.getMessage();
        return message.replaceAll("\\s+", " ").strip();
    }

    private static String[] strings(Config list) {
        return list.asList(String.class).get().toArray(String[]::new);
    }
}
