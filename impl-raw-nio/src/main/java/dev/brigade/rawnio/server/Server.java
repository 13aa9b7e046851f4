package dev.brigade.rawnio.server;

import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.tls.TlsContext;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.ServerSocketChannel;

/**
 * The event loops and their listening sockets. Where the OS offers SO_REUSEPORT every loop binds
 * its own listener to the same port; otherwise the first loop accepts for all and hands each
 * connection to the loop with the fewest.
 */
public final class Server {
    private final ServerConfig config;
    private final EventLoop[] loops;
    private final boolean listenerPerLoop;
    private InetSocketAddress address;

    /** A plain server: HTTP/1.1, and HTTP/2 for a client that starts with its preface. */
    public Server(ServerConfig config, Handler handler) throws IOException {
        this(config, handler, null);
    }

    /** With {@code tls} not null, TLS only: HTTP/2 when ALPN agrees {@code h2}, else HTTP/1.1. */
    public Server(ServerConfig config, Handler handler, TlsContext tls) throws IOException {
        this.config = config;
        this.loops = new EventLoop[config.eventLoops()];
        for (int i = 0; i < loops.length; i++) {
            loops[i] = new EventLoop(i, this, handler, config, tls);
        }
        try (ServerSocketChannel probe = ServerSocketChannel.open()) {
            this.listenerPerLoop = probe.supportedOptions().contains(StandardSocketOptions.SO_REUSEPORT);
        }
    }

    /** Binds and starts the loops; returns the bound address (the real port when asked for 0). */
    public InetSocketAddress start(InetSocketAddress requested) throws IOException {
        address = requested;
        int listeners = listenerPerLoop ? loops.length : 1;
        for (int i = 0; i < listeners; i++) {
            ServerSocketChannel listener = ServerSocketChannel.open();
            listener.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            if (listenerPerLoop) {
                listener.setOption(StandardSocketOptions.SO_REUSEPORT, true);
            }
            listener.bind(address, config.acceptBacklog());
            address = (InetSocketAddress) listener.getLocalAddress();
            loops[i].listen(listener);
        }
        for (EventLoop loop : loops) {
            loop.start();
        }
        return address;
    }

    /** Which loop serves a connection its accepting loop just took. */
    EventLoop loopFor(EventLoop acceptor) {
        if (listenerPerLoop) {
            return acceptor;
        }
        EventLoop least = loops[0];
        for (EventLoop loop : loops) {
            if (loop.connectionCount() < least.connectionCount()) {
                least = loop;
            }
        }
        return least;
    }

    /**
     * Stops accepting, lets every loop finish what is in flight and close its connections, and at
     * {@code deadline} (a {@link System#nanoTime()}) ends whatever is left. Returns whether
     * everything finished in time.
     */
    public boolean stop(long deadline) throws InterruptedException {
        for (EventLoop loop : loops) {
            loop.drain();
        }
        boolean clean = true;
        for (EventLoop loop : loops) {
            loop.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            if (loop.isAlive()) {
                clean = false;
                loop.stop();
                loop.join(1_000);
            }
        }
        return clean;
    }
}
