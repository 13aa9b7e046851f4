package dev.brigade.conformance.tls;

import java.util.List;

/**
 * What the client offers in its ClientHello.
 *
 * @param protocols TLS versions, e.g. {@code TLSv1.3, TLSv1.2}
 * @param suites    cipher suites in the client's order of preference
 * @param groups    key-exchange groups in order; the JDK sends a key share for the first
 * @param alpn      application protocols offered by ALPN, in order; empty offers none
 */
public record TlsOffer(List<String> protocols, List<String> suites, List<String> groups, List<String> alpn) {

    /** TLS 1.3's suites in the order the race's curl offers them (oha's, rustls's): AES-256-GCM first. */
    public static final List<String> RACE_SUITES =
            List.of("TLS_AES_256_GCM_SHA384", "TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256");

    /** TLS 1.2's ECDHE suites, for a client that also takes TLS 1.2 (curl's default). */
    public static final List<String> TLS12_SUITES = List.of(
            "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384",
            "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256",
            "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384",
            "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256",
            "TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256",
            "TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256");

    /** OpenSSL 3's default groups, as curl offers them: a key share for X25519 first. */
    public static final List<String> CURL_GROUPS = List.of("x25519", "secp256r1", "x448", "secp521r1", "secp384r1");

    /**
     * What the race's curl offers over TLS: TLS 1.3 and 1.2, the TLS 1.3 suites AES-256-GCM first,
     * curl's groups, and ALPN {@code h2, http/1.1}.
     */
    public static TlsOffer race() {
        return new TlsOffer(
                List.of("TLSv1.3", "TLSv1.2"),
                concat(RACE_SUITES, TLS12_SUITES),
                CURL_GROUPS,
                List.of("h2", "http/1.1"));
    }

    /** The same with another ALPN offer ({@code http/1.1} alone, or none). */
    public TlsOffer withAlpn(List<String> protocolsOffered) {
        return new TlsOffer(protocols, suites, groups, protocolsOffered);
    }

    /** TLS 1.2 alone, with its suites. */
    public static TlsOffer tls12Only() {
        return new TlsOffer(List.of("TLSv1.2"), TLS12_SUITES, CURL_GROUPS, List.of("h2", "http/1.1"));
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return java.util.stream.Stream.concat(first.stream(), second.stream()).toList();
    }
}
