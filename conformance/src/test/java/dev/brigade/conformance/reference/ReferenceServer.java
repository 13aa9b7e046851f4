package dev.brigade.conformance.reference;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A small, correct server for the whole contract, blocking I/O and one virtual thread per connection,
 * with {@link Fault} switches that each break one rule. It exists to prove the kit catches each.
 */
public final class ReferenceServer implements AutoCloseable {

    /**
     * @param address      where to listen
     * @param port         0 picks a free port
     * @param database     the seeded SQLite file; empty leaves Conduit out (404)
     * @param faults       the rules to break
     * @param readTimeout  how long a connection may stay silent
     * @param maxHeadBytes request line plus headers, above which 431
     */
    public record Options(
            InetAddress address,
            int port,
            Optional<Path> database,
            Set<Fault> faults,
            Duration readTimeout,
            int maxHeadBytes) {

        public static Options of(Optional<Path> database, Set<Fault> faults) {
            return new Options(
                    InetAddress.getLoopbackAddress(),
                    0,
                    database,
                    faults.isEmpty() ? EnumSet.noneOf(Fault.class) : EnumSet.copyOf(faults),
                    Duration.ofSeconds(5),
                    16 * 1_024);
        }

        public Options withReadTimeout(Duration timeout) {
            return new Options(address, port, database, faults, timeout, maxHeadBytes);
        }
    }

    private static final Duration DRAIN_LIMIT = Duration.ofSeconds(5);
    /** How long {@link #refuseWritesFor} keeps accepting connections to refuse their writes. */
    private static final Duration REFUSING = Duration.ofSeconds(1);

    /** The status every write is answered with while the drain refuses them; 0 when serving. */
    private volatile int refusal;

    private final Options options;
    private final ServerSocket listener;
    private final Optional<ConduitStore> store;
    private final Routes routes;
    private final HttpDate date;
    private final ExecutorService connections = Executors.newVirtualThreadPerTaskExecutor();
    private final Set<HttpConnection> open = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;

    private ReferenceServer(Options options, ServerSocket listener, Optional<ConduitStore> store) {
        this.options = options;
        this.listener = listener;
        this.store = store;
        Clock clock = Clock.systemUTC();
        this.date = new HttpDate(clock, options.faults().contains(Fault.DATE_FROZEN));
        this.routes = new Routes(options.faults(), store.map(s -> new ConduitRoutes(s, options.faults(), clock)));
        this.acceptor = Thread.ofPlatform()
                .name("reference-accept-" + listener.getLocalPort())
                .daemon()
                .unstarted(this::acceptLoop);
    }

    public static ReferenceServer start(Path database, Set<Fault> faults) throws IOException {
        return start(Options.of(Optional.of(database), faults));
    }

    public static ReferenceServer start(Options options) throws IOException {
        Optional<ConduitStore> store;
        try {
            store = options.database().isEmpty()
                    ? Optional.empty()
                    : Optional.of(ConduitStore.open(options.database().get(), options.faults()));
        } catch (SQLException e) {
            throw new IOException("cannot open " + options.database().get() + ": " + e.getMessage(), e);
        }
        var listener = new ServerSocket();
        listener.bind(new InetSocketAddress(options.address(), options.port()), 512);
        var server = new ReferenceServer(options, listener, store);
        server.acceptor.start();
        return server;
    }

    public int port() {
        return listener.getLocalPort();
    }

    public URI uri() {
        return URI.create("http://" + options.address().getHostAddress() + ":" + port());
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                var connection = new HttpConnection(
                        socket, options, routes, date, () -> listener.isClosed() || refusal != 0, () -> refusal);
                open.add(connection);
                connections.execute(() -> {
                    try {
                        connection.run();
                    } finally {
                        if (!connection.leftOpen()) {
                            open.remove(connection);
                        }
                    }
                });
            } catch (IOException e) {
                if (!listener.isClosed()) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    /**
     * The start of a drain that refuses new work instead of new connections (as Helidon's does): for
     * {@link #REFUSING} every write is answered {@code status} with a close. Then {@link #close()}.
     */
    void refuseWritesFor(int status) {
        refusal = status;
        try {
            Thread.sleep(REFUSING.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops accepting, lets requests in flight finish (a few seconds at most), then closes the database. */
    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException e) {
            // closing anyway
        }
        open.forEach(HttpConnection::closeIfIdle);
        connections.shutdown();
        try {
            if (!connections.awaitTermination(DRAIN_LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
                open.forEach(HttpConnection::forceClose);
                connections.awaitTermination(1, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        store.ifPresent(s -> {
            try {
                s.close();
            } catch (SQLException e) {
                throw new IllegalStateException("closing the database failed", e);
            }
        });
    }
}
