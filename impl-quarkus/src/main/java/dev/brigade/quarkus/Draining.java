package dev.brigade.quarkus;

import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

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
 */
@Singleton
public class Draining {

  private volatile boolean draining;

  void shutdownBegins(@Observes ShutdownDelayInitiatedEvent event) {
    draining = true;
  }

  /** True once shutdown has begun: new requests are refused. */
  boolean draining() {
    return draining;
  }
}
