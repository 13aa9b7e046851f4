package dev.brigade.conformance.tls;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.Optional;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * The kit's TLS client, the JDK's own (SunJSSE), taking the server's certificate whatever it is, as
 * the race's curl does with {@code -k}: the race makes a fresh self-signed one for every race. Each
 * client has its own session cache, so a second connection can offer the first's session.
 */
public final class TlsClient {

    public static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final SSLContext context;

    public TlsClient() {
        try {
            context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {new TakeAny()}, new SecureRandom());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("no TLS in this JDK: " + e.getMessage(), e);
        }
    }

    /**
     * A TLS connection to {@code host:port} offering what {@code offer} says, handshake done, on a
     * socket that keeps every byte the server sent ({@link Recorded#inbound()}). Throws when the
     * handshake fails (an alert, a close, a timeout).
     */
    public Recorded connect(String host, int port, TlsOffer offer) throws IOException {
        RecordingSocket raw = new RecordingSocket();
        raw.connect(new InetSocketAddress(host, port), (int) TIMEOUT.toMillis());
        raw.setSoTimeout((int) TIMEOUT.toMillis());
        raw.setTcpNoDelay(true);
        SSLSocket socket = layer(raw, host, port, offer);
        try {
            socket.startHandshake();
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        return new Recorded(socket, raw);
    }

    /**
     * A handshake tried: what the server sent, and the session's ALPN and protocol when it succeeded.
     *
     * @param hello    the ServerHello as sent (a failure inside when none came)
     * @param alpn     the protocol agreed by ALPN ({@code ""} when none), empty when the handshake failed
     * @param failure  why the handshake failed, if it did
     */
    public record Attempt(ServerHello hello, Optional<String> alpn, Optional<String> failure) {
        public boolean succeeded() {
            return failure.isEmpty();
        }
    }

    /** A handshake only, then the connection closed; never throws for a server that refuses it. */
    public Attempt attempt(String host, int port, TlsOffer offer) {
        RecordingSocket raw = new RecordingSocket();
        try {
            raw.connect(new InetSocketAddress(host, port), (int) TIMEOUT.toMillis());
            raw.setSoTimeout((int) TIMEOUT.toMillis());
        } catch (IOException e) {
            closeQuietly(raw);
            return new Attempt(
                    ServerHello.parse(new byte[0]), Optional.empty(), Optional.of("no connection: " + e.getMessage()));
        }
        try (SSLSocket socket = layer(raw, host, port, offer)) {
            socket.startHandshake();
            String alpn = socket.getApplicationProtocol();
            return new Attempt(
                    ServerHello.parse(raw.inbound()), Optional.of(alpn == null ? "" : alpn), Optional.empty());
        } catch (IOException e) {
            closeQuietly(raw);
            return new Attempt(
                    ServerHello.parse(raw.inbound()),
                    Optional.empty(),
                    Optional.of(e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage())));
        }
    }

    private SSLSocket layer(RecordingSocket raw, String host, int port, TlsOffer offer) throws IOException {
        SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket(raw, host, port, true);
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setProtocols(offer.protocols().toArray(String[]::new));
        parameters.setCipherSuites(offer.suites().toArray(String[]::new));
        parameters.setNamedGroups(offer.groups().toArray(String[]::new));
        parameters.setApplicationProtocols(offer.alpn().toArray(String[]::new));
        socket.setSSLParameters(parameters);
        return socket;
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing a failed connection
        }
    }

    /** A connected TLS socket and the raw bytes the server sent on it so far. */
    public record Recorded(SSLSocket socket, RecordingSocket raw) implements AutoCloseable {

        public byte[] inbound() {
            return raw.inbound();
        }

        /** The server's ServerHello as sent (plain text in every TLS version). */
        public ServerHello serverHello() {
            return ServerHello.parse(inbound());
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    /** The race's certificate is self-signed and fresh: anything the server shows is taken. */
    private static final class TakeAny extends X509ExtendedTrustManager {
        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) {}

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) {}

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) {}

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) {}

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {}

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {}

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }
}
