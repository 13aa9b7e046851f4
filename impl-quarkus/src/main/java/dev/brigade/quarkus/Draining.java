package dev.brigade.quarkus;

import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.vertx.core.http.HttpConnection;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * SIGTERM's drain: once Quarkus's shutdown has begun, requests that arrive are answered 503 with
 * {@code Connection: close} instead of being served, so the requests in flight are the last.
 *
 * <p>Why: since Quarkus 3.33 the graceful shutdown ({@code quarkus.shutdown.timeout}) serves
 * requests that arrive during it, and waits only until the count of requests in flight is zero
 * once; the listening socket stays open until the HTTP server closes afterwards, which closes every
 * connection at once. A request accepted in between was served on a worker thread (a comment
 * written to the file) and cut before its answer. Refused here, no request starts after the count
 * Quarkus waits on, and the server closes with nothing in flight.
 *
 * <p>{@link ShutdownDelayInitiatedEvent} is Quarkus's pre-shutdown event, fired before the drain
 * starts; {@code quarkus.shutdown.delay-enabled=true} turns it on (with no delay configured,
 * Quarkus does not wait before draining). The refusal itself is {@link HttpFilters}'s, the route
 * filter every request already passes, rather than a route filter of its own: one route less for
 * the router to walk on every request. {@code @Singleton}: no client proxy between that filter
 * and this check.
 *
 * <p>HTTP/2 (CONTRACT §7.9): Quarkus's drain waits for the requests in flight and only then closes
 * the server, whose HTTP/2 connections then say GOAWAY; a client that waits for the GOAWAY before it
 * sends the rest of a body would wait out the whole drain. So every HTTP/2 connection a request came
 * on is remembered until it closes, and when shutdown begins each gets Vert.x's graceful
 * {@link HttpConnection#shutdown(long, TimeUnit)}: GOAWAY at once, the streams in flight go on, the
 * connection closes when they end (or after the drain's bound).
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
