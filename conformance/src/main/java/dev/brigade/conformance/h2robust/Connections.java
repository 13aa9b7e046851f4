package dev.brigade.conformance.h2robust;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The connections one case opens, so that the profile can close them all when the case is over,
 * or when it overran its deadline (closing a socket ends a write blocked on a server that stopped
 * reading, so no case can hang the kit).
 */
public final class Connections implements AutoCloseable {

    private final String host;
    private final int port;
    private final List<FrameClient> open = new ArrayList<>();

    Connections(String host, int port) {
        this.host = host;
        this.port = port;
    }

    /** A new h2c connection, its SETTINGS (id, value pairs) sent after the preface. */
    public FrameClient open(int... settings) throws IOException {
        FrameClient client = FrameClient.open(host, port, settings);
        synchronized (open) {
            open.add(client);
        }
        return client;
    }

    @Override
    public void close() {
        synchronized (open) {
            open.forEach(FrameClient::close);
            open.clear();
        }
    }
}
