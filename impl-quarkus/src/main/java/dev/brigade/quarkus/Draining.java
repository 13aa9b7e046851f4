package dev.brigade.quarkus;

import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.vertx.core.http.HttpConnection;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * SIGTERM's drain. Once Quarkus's pre-shutdown event ({@link ShutdownDelayInitiatedEvent}) fires,
 * {@link RequestRules} answers new requests 503 and close: Quarkus 3.33 would serve, then cut them.
 * HTTP/2 connections get {@link HttpConnection#shutdown(long, TimeUnit)}: GOAWAY at once, not after
 * the drain (CONTRACT §7.9), and the streams in flight go on.
 */
@Singleton
public class Draining {

    /** The drain's bound, quarkus.shutdown.timeout (application.properties). */
    private static final long DRAIN_SECONDS = 5;

    private final Set<HttpConnection> http2 = ConcurrentHashMap.newKeySet();
    private volatile boolean draining;

    void shutdownBegins(@Observes ShutdownDelayInitiatedEvent event) {
        draining = true;
        for (HttpConnection connection : http2) {
            connection.shutdown(DRAIN_SECONDS, TimeUnit.SECONDS);
        }
    }

    /** An HTTP/2 connection a request came on: it gets GOAWAY when shutdown begins, unless closed by then. */
    void track(HttpConnection connection) {
        if (http2.add(connection)) {
            connection.closeHandler(closed -> http2.remove(connection));
            if (draining) {
                connection.shutdown(DRAIN_SECONDS, TimeUnit.SECONDS);
            }
        }
    }

    /** True once shutdown has begun: new requests are refused. */
    boolean draining() {
        return draining;
    }
}
