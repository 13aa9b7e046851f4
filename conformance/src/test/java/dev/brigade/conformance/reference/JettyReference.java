package dev.brigade.conformance.reference;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.net.ssl.SSLParameters;
import org.eclipse.jetty.alpn.server.ALPNServerConnectionFactory;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.MetaData;
import org.eclipse.jetty.http2.server.HTTP2CServerConnectionFactory;
import org.eclipse.jetty.http2.server.HTTP2ServerConnectionFactory;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.DetectorConnectionFactory;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.server.handler.StatisticsHandler;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The reference for HTTP/2 and TLS (CONTRACT.md §7, §8), on Jetty 12: the same routes as
 * {@link ReferenceServer} ({@link Routes}), served over HTTP/1.1 and h2c by prior knowledge on one
 * port, or, with a certificate, over TLS 1.3 with ALPN h2 and http/1.1, as the contract says. Each
 * {@link H2Fault} breaks one rule. Run as a process ({@link JettyReferenceMain}): the JDK reads its
 * TLS session-ticket setting once per process.
 */
final class JettyReference implements AutoCloseable {

    /** The contract's header-section limit (§2.12), HTTP/2's header list too (§7.6). */
    static final int HEADER_LIMIT = 16 * 1024;

    record Options(InetAddress address, int port, Optional<Path> database, Optional<Tls> tls, Set<H2Fault> faults) {}

    record Tls(Path certificate, Path key) {}

    private final Server server;
    private final ServerConnector connector;
    private final Optional<ConduitStore> store;
    private final boolean tls;
    private final StatisticsHandler inFlight;

    private JettyReference(
            Server server,
            ServerConnector connector,
            Optional<ConduitStore> store,
            boolean tls,
            StatisticsHandler inFlight) {
        this.inFlight = inFlight;
        this.server = server;
        this.connector = connector;
        this.store = store;
        this.tls = tls;
    }

    static JettyReference start(Options options) throws Exception {
        Optional<ConduitStore> store;
        try {
            store = options.database().isEmpty()
                    ? Optional.empty()
                    : Optional.of(ConduitStore.open(options.database().get(), Set.of()));
        } catch (SQLException e) {
            throw new IOException("cannot open " + options.database().get() + ": " + e.getMessage(), e);
        }
        Set<H2Fault> faults = options.faults();
        Routes routes = new Routes(Set.of(), store.map(s -> new ConduitRoutes(s, Set.of(), Clock.systemUTC())));
        Server server = new Server(new QueuedThreadPool(64, 4));
        HttpConfiguration config = new HttpConfiguration();
        config.setSendServerVersion(false);
        config.setSendDateHeader(true);
        // Jetty ends the whole connection (GOAWAY) for a header list past this; §7.6 wants the stream refused
        // and the connection kept, so Jetty takes up to 1 MiB and the handler refuses past 16 KiB
        config.setRequestHeaderSize(1 << 20);
        HttpConnectionFactory http11 = new HttpConnectionFactory(config);
        ServerConnector connector = options.tls().isPresent()
                ? tlsConnector(server, config, http11, options.tls().get(), faults)
                : plainConnector(server, config, http11, faults);
        connector.setHost(options.address().getHostAddress());
        connector.setPort(options.port());
        server.addConnector(connector);
        // counts the requests in flight, for the fault that waits for them without Jetty's graceful stop
        StatisticsHandler inFlight = new StatisticsHandler(new RoutesHandler(routes, faults));
        server.setHandler(inFlight);
        // §1.6, §7.9: a graceful stop (GOAWAY, the streams in flight finished) of 5 s at most; 0 is no grace at all
        server.setStopTimeout(faults.contains(H2Fault.H2C_SIGTERM_CUT) ? 0 : 5_000);
        try {
            server.start();
        } catch (Exception e) {
            server.stop();
            throw e;
        }
        return new JettyReference(server, connector, store, options.tls().isPresent(), inFlight);
    }

    private static ServerConnector plainConnector(
            Server server, HttpConfiguration config, HttpConnectionFactory http11, Set<H2Fault> faults) {
        if (faults.contains(H2Fault.H2C_OFF)) {
            return new ServerConnector(server, http11);
        }
        HTTP2CServerConnectionFactory h2c = faults.contains(H2Fault.H2C_UPGRADE_TAKEN)
                ? new HTTP2CServerConnectionFactory(config)
                : new PriorKnowledgeOnly(config);
        h2(h2c, faults);
        return new ServerConnector(server, http11, h2c);
    }

    private static ServerConnector tlsConnector(
            Server server, HttpConfiguration config, HttpConnectionFactory http11, Tls files, Set<H2Fault> faults)
            throws IOException {
        SslContextFactory.Server ssl = new GroupsFirst(
                faults.contains(H2Fault.TLS_SECP256R1_ONLY)
                        ? new String[] {"secp256r1"}
                        : new String[] {"x25519", "secp256r1"});
        ssl.setKeyStore(PemFiles.keyStore(files.certificate(), files.key()));
        ssl.setKeyStorePassword(new String(PemFiles.PASSWORD));
        ssl.setKeyManagerPassword(new String(PemFiles.PASSWORD));
        ssl.setSniRequired(false);
        ssl.setUseCipherSuitesOrder(true);
        ssl.setExcludeCipherSuites();
        ssl.setExcludeProtocols();
        if (faults.contains(H2Fault.TLS_12_ONLY)) {
            ssl.setIncludeProtocols("TLSv1.2");
            ssl.setIncludeCipherSuites(
                    "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256", "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384");
        } else {
            ssl.setIncludeProtocols(
                    faults.contains(H2Fault.TLS_12_ALLOWED)
                            ? new String[] {"TLSv1.3", "TLSv1.2"}
                            : new String[] {"TLSv1.3"});
            ssl.setIncludeCipherSuites(
                    faults.contains(H2Fault.TLS_AES_256_FIRST)
                            ? new String[] {
                                "TLS_AES_256_GCM_SHA384", "TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256"
                            }
                            : faults.contains(H2Fault.TLS_12_ALLOWED)
                                    ? new String[] {
                                        "TLS_AES_128_GCM_SHA256",
                                        "TLS_CHACHA20_POLY1305_SHA256",
                                        "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256"
                                    }
                                    : new String[] {"TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256"});
        }
        List<String> alpnOrder = faults.contains(H2Fault.TLS_ALPN_PREFERS_HTTP11)
                ? List.of("http/1.1", "h2")
                : faults.contains(H2Fault.TLS_NO_HTTP11_BY_ALPN) ? List.of("h2") : List.of("h2", "http/1.1");
        ALPNServerConnectionFactory alpn = new ALPNServerConnectionFactory(alpnOrder.toArray(String[]::new));
        alpn.setDefaultProtocol(http11.getProtocol());
        HTTP2ServerConnectionFactory h2 = new HTTP2ServerConnectionFactory(config);
        h2(h2, faults);
        SslConnectionFactory tls = new SslConnectionFactory(ssl, alpn.getProtocol());
        if (faults.contains(H2Fault.TLS_PLAINTEXT_SERVED)) {
            // a port that takes TLS and plain text alike: what §8.1 forbids
            return new ServerConnector(server, new DetectorConnectionFactory(tls), http11, alpn, h2);
        }
        return new ServerConnector(server, tls, alpn, h2, http11);
    }

    private static void h2(
            org.eclipse.jetty.http2.server.AbstractHTTP2ServerConnectionFactory h2, Set<H2Fault> faults) {
        h2.setMaxConcurrentStreams(faults.contains(H2Fault.H2C_FEW_STREAMS) ? 10 : 128);
    }

    int port() {
        return connector.getLocalPort();
    }

    URI uri() {
        return URI.create((tls ? "https" : "http") + "://" + connector.getHost() + ":" + port());
    }

    @Override
    public void close() throws Exception {
        server.stop();
        closeDatabase();
    }

    /**
     * What fault H2C_SIGTERM_NO_GOAWAY does instead of {@link #close()}: waits until no request is in
     * flight (at most {@code patience}), Jetty left running, so that no GOAWAY is ever sent.
     */
    void awaitNoRequests(Duration patience) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (inFlight.getRequestsActive() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    void closeDatabase() throws SQLException {
        if (store.isPresent()) {
            store.get().close();
        }
    }

    /** h2c by the connection preface only: an HTTP/1.1 request with {@code Upgrade: h2c} stays HTTP/1.1 (§7.8). */
    private static final class PriorKnowledgeOnly extends HTTP2CServerConnectionFactory {
        PriorKnowledgeOnly(HttpConfiguration config) {
            super(config);
        }

        @Override
        public Connection upgradeConnection(
                Connector connector, EndPoint endPoint, MetaData.Request request, HttpFields.Mutable responseFields) {
            // Jetty takes the prior-knowledge preface (a PRI request) through here too: only that goes on
            return "PRI".equals(request.getMethod())
                    ? super.upgradeConnection(connector, endPoint, request, responseFields)
                    : null;
        }
    }

    /** The JDK's TLS with its key-exchange groups in this order (§8.6): Jetty has no option for them. */
    private static final class GroupsFirst extends SslContextFactory.Server {
        private final String[] groups;

        GroupsFirst(String[] groups) {
            this.groups = groups;
        }

        @Override
        public SSLParameters customize(SSLParameters parameters) {
            SSLParameters customized = super.customize(parameters);
            customized.setNamedGroups(groups);
            return customized;
        }
    }
}
