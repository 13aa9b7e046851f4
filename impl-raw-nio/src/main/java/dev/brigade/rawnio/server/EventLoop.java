package dev.brigade.rawnio.server;

import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.HttpDate;
import dev.brigade.rawnio.tls.TlsChannel;
import dev.brigade.rawnio.tls.TlsContext;
import java.io.IOException;
import java.net.StandardSocketOptions;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

/**
 * One selector thread. It owns its connections, its {@code Date} value, its task queue (the only
 * way other threads reach it), its deadline queues and, with SO_REUSEPORT, its own listening
 * socket: the kernel spreads new connections over the loops, so no acceptor thread hands them out.
 * Once a second it closes the connections whose deadline has passed, looking at those alone.
 */
final class EventLoop implements Runnable {
    private static final long SELECT_TIMEOUT_MILLIS = 1_000;
    private static final Consumer<Connection> EXPIRE = Connection::expire;

    private final int id;
    private final Selector selector;
    private final Handler handler;
    private final ServerConfig config;
    private final Server server;
    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final Consumer<SelectionKey> onKey = this::onKey;
    private final Set<Connection> connections = new HashSet<>();
    private final DeadlineQueue idle;
    private final DeadlineQueue lingering;
    private final HttpDate date;
    private final BufferPool readBuffers;
    private final BufferPool writeBuffers;
    private final TlsContext tls;
    private final TlsChannel.Buffers tlsBuffers;
    private final Thread thread;
    private ServerSocketChannel listener;
    private long now;
    private long lastSweep;
    private volatile int connectionCount;
    private volatile boolean draining;
    private volatile boolean stopped;

    /** @param tls null when the server speaks plain TCP */
    EventLoop(int id, Server server, Handler handler, ServerConfig config, TlsContext tls) throws IOException {
        this.id = id;
        this.server = server;
        this.selector = Selector.open();
        this.handler = handler;
        this.config = config;
        this.now = System.currentTimeMillis();
        this.lastSweep = now;
        this.date = new HttpDate(now);
        this.readBuffers = new BufferPool(config.readBufferBytes(), config.pooledBuffers());
        this.writeBuffers = new BufferPool(config.writeBufferBytes(), config.pooledBuffers());
        this.tls = tls;
        if (tls != null) {
            BufferPool records = new BufferPool(tls.bufferBytes(), config.pooledBuffers());
            this.tlsBuffers = new TlsChannel.Buffers() {
                @Override
                public java.nio.ByteBuffer take() {
                    return records.take();
                }

                @Override
                public void give(java.nio.ByteBuffer buffer) {
                    records.give(buffer);
                }
            };
        } else {
            this.tlsBuffers = null;
        }
        this.idle = new DeadlineQueue(config.idleTimeout().toMillis());
        this.lingering = new DeadlineQueue(config.lingerTime().toMillis());
        this.thread = new Thread(this, "event-loop-" + id);
    }

    /** Accepts on {@code listener} from now on (registered before the thread starts). */
    void listen(ServerSocketChannel listener) throws IOException {
        this.listener = listener;
        listener.configureBlocking(false);
        listener.register(selector, SelectionKey.OP_ACCEPT);
    }

    void start() {
        thread.start();
    }

    /** Runs {@code task} on this loop's thread: how worker threads hand answers back. */
    void execute(Runnable task) {
        tasks.add(task);
        selector.wakeup();
    }

    @Override
    public void run() {
        try {
            while (!stopped) {
                selector.select(onKey, SELECT_TIMEOUT_MILLIS);
                tick();
                expireDeadlines();
                runTasks();
                if (draining) {
                    closeIdleConnections();
                    stopped |= connections.isEmpty();
                }
            }
        } catch (IOException | RuntimeException e) {
            log("event loop failed", e);
        } finally {
            closeEverything();
        }
    }

    private void onKey(SelectionKey key) {
        tick();
        if (!key.isValid()) {
            return; // closed earlier in this turn
        }
        if (key.attachment() instanceof Connection connection) {
            connection.onReady(key.readyOps());
        } else if (key.isValid() && key.isAcceptable()) {
            acceptAll();
        }
    }

    /** Refreshes the clock and the Date value. */
    private void tick() {
        now = System.currentTimeMillis();
        date.refresh(now);
    }

    /** Once a second, between selects, closes the connections past their deadline (only those are looked at). */
    private void expireDeadlines() {
        if (now - lastSweep >= SELECT_TIMEOUT_MILLIS) {
            lastSweep = now;
            idle.expire(now, EXPIRE);
            lingering.expire(now, EXPIRE);
        }
    }

    private void acceptAll() {
        try {
            SocketChannel channel;
            while (listener != null && (channel = listener.accept()) != null) {
                EventLoop target = server.loopFor(this);
                if (target == this) {
                    adopt(channel);
                } else {
                    SocketChannel handed = channel;
                    target.execute(() -> target.adopt(handed));
                }
            }
        } catch (IOException e) {
            log("accept failed", e);
        }
    }

    private void adopt(SocketChannel channel) {
        try {
            channel.configureBlocking(false);
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            if (draining) {
                channel.close();
                return;
            }
            TlsChannel secure = tls == null ? null : new TlsChannel(channel, tls, tlsBuffers);
            SelectionKey key = channel.register(selector, SelectionKey.OP_READ);
            Connection connection = new Connection(this, channel, secure, key, handler, config);
            key.attach(connection);
            connections.add(connection);
            connectionCount = connections.size();
        } catch (IOException | OutOfMemoryError e) {
            // OutOfMemoryError here is MaxDirectMemorySize reached: refuse this connection, serve the others.
            log("could not adopt a connection", e);
            try {
                channel.close();
            } catch (IOException ignored) {
                // already failing
            }
        }
    }

    private void runTasks() {
        Runnable task;
        while ((task = tasks.poll()) != null) {
            try {
                task.run();
            } catch (RuntimeException e) {
                log("task failed", e);
            }
        }
    }

    /** Stops accepting; the loop then closes each connection once nothing is in flight on it, and ends. */
    void drain() {
        execute(() -> {
            draining = true;
            closeListener();
            for (Connection connection : new ArrayList<>(connections)) {
                connection.goAway();
            }
        });
    }

    /** Ends the loop now, whatever is in flight (after the shutdown grace period). */
    void stop() {
        execute(() -> stopped = true);
    }

    void join(long millis) throws InterruptedException {
        thread.join(millis);
    }

    boolean isAlive() {
        return thread.isAlive();
    }

    private void closeIdleConnections() {
        for (Connection connection : new ArrayList<>(connections)) {
            if (connection.isIdle()) {
                connection.close();
            }
        }
    }

    private void closeListener() {
        if (listener != null) {
            try {
                listener.close();
            } catch (IOException e) {
                log("closing the listener failed", e);
            }
            listener = null;
        }
    }

    private void closeEverything() {
        closeListener();
        for (Connection connection : new ArrayList<>(connections)) {
            connection.close();
        }
        try {
            selector.close();
        } catch (IOException ignored) {
            // the process is ending
        }
    }

    void closed(Connection connection) {
        connections.remove(connection);
        connectionCount = connections.size();
    }

    int connectionCount() {
        return connectionCount;
    }

    boolean draining() {
        return draining;
    }

    BufferPool readBuffers() {
        return readBuffers;
    }

    BufferPool writeBuffers() {
        return writeBuffers;
    }

    DeadlineQueue idle() {
        return idle;
    }

    DeadlineQueue lingering() {
        return lingering;
    }

    HttpDate date() {
        return date;
    }

    long now() {
        return now;
    }

    void log(String what, Throwable cause) {
        System.err.println("event-loop-" + id + ": " + what + ": " + cause);
    }
}
