package dev.brigade.rawnio.tls;

import java.io.IOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;

/**
 * The server's TLS as contract 2.1 sets it, on the JDK's own provider (SunJSSE, which picks the
 * suite by the server's order, so AES-128-GCM whatever the client prefers): TLS 1.3 only, only
 * TLS_AES_128_GCM_SHA256 and TLS_CHACHA20_POLY1305_SHA256, X25519 first, ALPN {@code h2} then
 * {@code http/1.1}. No tickets: {@code -Djdk.tls.server.newSessionTicketCount=0} in jvm.options.
 */
public final class TlsContext {
    static final String[] PROTOCOLS = {"TLSv1.3"};
    static final String[] CIPHER_SUITES = {"TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256"};
    static final String[] NAMED_GROUPS = {"x25519", "secp256r1"};
    static final String[] APPLICATION_PROTOCOLS = {"h2", "http/1.1"};
    private static final char[] NO_PASSWORD = new char[0];

    private final SSLContext context;
    private final int bufferBytes;

    private TlsContext(SSLContext context) {
        this.context = context;
        SSLEngine probe = newEngine();
        this.bufferBytes = Math.max(
                probe.getSession().getPacketBufferSize(), probe.getSession().getApplicationBufferSize());
    }

    /** Reads the PEM files; a bad one is a {@link TlsFileException} whose message is one line. */
    public static TlsContext load(Path certificate, Path key) throws TlsFileException {
        Certificate[] chain = PemFiles.chain(certificate);
        PrivateKey privateKey = PemFiles.key(key);
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("server", privateKey, NO_PASSWORD, chain);
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(store, NO_PASSWORD);
            SSLContext context = SSLContext.getInstance("TLSv1.3");
            context.init(keys.getKeyManagers(), null, null);
            return new TlsContext(context);
        } catch (GeneralSecurityException | IOException e) {
            throw new TlsFileException(
                    "--tls-key " + key + " does not go with --tls-cert " + certificate + ": " + e.getMessage());
        }
    }

    /** A server-side engine with the contract's settings, its handshake begun. */
    SSLEngine newEngine() {
        SSLEngine engine = context.createSSLEngine();
        engine.setUseClientMode(false);
        SSLParameters parameters = engine.getSSLParameters();
        parameters.setProtocols(PROTOCOLS);
        parameters.setCipherSuites(CIPHER_SUITES);
        parameters.setNamedGroups(NAMED_GROUPS);
        parameters.setUseCipherSuitesOrder(true);
        parameters.setApplicationProtocols(APPLICATION_PROTOCOLS);
        engine.setSSLParameters(parameters);
        return engine;
    }

    /** The size of each buffer a {@link TlsChannel} borrows: a whole record, sealed or open. */
    public int bufferBytes() {
        return bufferBytes;
    }
}
