package dev.brigade.helidon;

import io.helidon.common.tls.Tls;
import io.helidon.config.Config;
import javax.net.ssl.SSLParameters;

/**
 * Helidon's {@link Tls} from {@code server.tls}, which reads the PEM files, with {@link SSLParameters}
 * for what its config has no key for: the server's suite order (else OpenSSL's ChaCha20-first order
 * wins over AES-128) and X25519 first ({@code app.tls.named-groups}).
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

    /** The listener's TLS; a file missing, unreadable or not PEM of its kind fails here, with Helidon's reason. */
    static Tls tls(Config config) {
        Config tls = config.get("server.tls");
        SSLParameters parameters = new SSLParameters(strings(tls.get("cipher-suite")), strings(tls.get("protocols")));
        parameters.setUseCipherSuitesOrder(true);
        parameters.setNamedGroups(strings(config.get("app.tls.named-groups")));
        try {
            return Tls.builder().config(tls).sslParameters(parameters).build();
        } catch (RuntimeException unusable) {
            Throwable reason = unusable;
            while (reason.getMessage() == null && reason.getCause() != null) {
                reason = reason.getCause();
            }
            String why = reason.getMessage() == null ? reason.getClass().getSimpleName() : reason.getMessage();
            String files =
                    "--tls-cert " + config.get(CommandLine.TLS_CERT).asString().get() + " --tls-key "
                            + config.get(CommandLine.TLS_KEY).asString().get();
            throw new UnusableException("cannot serve HTTPS with " + files + ": "
                    + why.replaceAll("\\s+", " ").strip());
        }
    }

    private static String[] strings(Config list) {
        return list.asList(String.class).get().toArray(String[]::new);
    }
}
