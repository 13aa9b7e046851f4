package dev.brigade.vertx;

import io.vertx.core.http.Http2Settings;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.core.net.JdkSSLEngineOptions;
import io.vertx.core.net.PemKeyCertOptions;
import java.util.Set;

/** Every setting and limit, from the verticle's config with its default (the command line fills the first five). */
record ServerConfig(
        String address,
        int port,
        String database,
        String tlsCert,
        String tlsKey,
        int idleTimeoutSeconds,
        int maxInitialLineLength,
        int maxHeaderSize,
        long maxConcurrentStreams,
        long maxEchoBytes,
        long maxCommentBytes,
        long maxBodyBudgetBytes,
        int shutdownSeconds) {

    static final String ADDRESS = "address";
    static final String PORT = "port";
    static final String DATABASE = "database";
    static final String TLS_CERT = "tlsCert";
    static final String TLS_KEY = "tlsKey";

    static ServerConfig from(JsonObject config) {
        return new ServerConfig(
                config.getString(ADDRESS, "127.0.0.1"),
                config.getInteger(PORT, 8080),
                config.getString(DATABASE),
                config.getString(TLS_CERT),
                config.getString(TLS_KEY),
                config.getInteger("idleTimeoutSeconds", 10),
                config.getInteger("maxInitialLineLength", 8 * 1_024),
                config.getInteger("maxHeaderSize", 16 * 1_024),
                config.getLong("maxConcurrentStreams", 128L),
                config.getLong("maxEchoBytes", 1_024L * 1_024),
                config.getLong("maxCommentBytes", 64L * 1_024),
                // Request bodies held at once, all connections together (BodyBudget): a quarter of the heap.
                config.getLong("maxBodyBudgetBytes", 64L * 1_024 * 1_024),
                config.getInteger("shutdownSeconds", 5));
    }

    /** HTTPS mode: both files were given (CommandLine refuses one alone). */
    boolean tls() {
        return tlsCert != null;
    }

    /** The certificate chain and its PKCS#8 key, as PEM files; Vert.x reads them when the server starts. */
    PemKeyCertOptions keyCert() {
        return new PemKeyCertOptions().setCertPath(tlsCert).setKeyPath(tlsKey);
    }

    /** The HTTP/1.1 server as Vert.x's benchmark entries set it up, plus HTTP/2, TLS and the contract's limits. */
    HttpServerOptions httpServerOptions() {
        HttpServerOptions options = new HttpServerOptions()
                .setHost(address)
                .setPort(port)
                // h2c by prior knowledge beside HTTP/1.1; it also takes `Upgrade: h2c` (declared-deviations.txt).
                .setHttp2ClearTextEnabled(true)
                // HTTP/2's header list limit is HTTP/1.1's header section limit (431 on the stream past it).
                .setInitialSettings(new Http2Settings()
                        .setMaxConcurrentStreams(maxConcurrentStreams)
                        .setMaxHeaderListSize(maxHeaderSize))
                // No compression (CONTRACT §2).
                .setCompressionSupported(false)
                // Request line and headers above these become 414 and 431 (Netty's decoder limits).
                .setMaxInitialLineLength(maxInitialLineLength)
                .setMaxHeaderSize(maxHeaderSize)
                // CONTRACT §2.13. Read idle only: an all-idle timeout would hang a listener on every write.
                .setReadIdleTimeout(idleTimeoutSeconds)
                // Request handlers run on the verticle's own event loop without context checks.
                .setStrictThreadMode(true)
                .setTcpNoDelay(true)
                .setTcpFastOpen(true)
                .setTcpQuickAck(true);
        if (tls()) {
            // HTTPS only on this port: h2, then http/1.1 by ALPN (Vert.x's default order).
            options.setSsl(true)
                    .setKeyCertOptions(keyCert())
                    // The JDK's own TLS (SunJSSE), named so: OpenSSL follows the client's order among AES suites.
                    .setSslEngineOptions(new JdkSSLEngineOptions())
                    .setUseAlpn(true)
                    // TLS 1.3 only; AES-128-GCM first: the JDK's engine picks by the server's order (contract 2.1).
                    .setEnabledSecureTransportProtocols(Set.of("TLSv1.3"))
                    .addEnabledCipherSuite("TLS_AES_128_GCM_SHA256")
                    .addEnabledCipherSuite("TLS_CHACHA20_POLY1305_SHA256");
        }
        return options;
    }
}
