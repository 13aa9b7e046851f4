package dev.brigade.helidon;

import io.helidon.http.HeaderValues;
import io.helidon.http.Status;
import io.helidon.webserver.http.Filter;
import io.helidon.webserver.http.FilterChain;
import io.helidon.webserver.http.RoutingRequest;
import io.helidon.webserver.http.RoutingResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * SIGTERM's drain, before {@code WebServer.stop()}: from {@link #drain} on, requests that arrive
 * are answered 503 with {@code Connection: close} instead of being served, and {@code drain}
 * returns once the requests already being served are answered.
 *
 * <p>Why not {@code stop()} alone: it closes the listener and then interrupts the thread of every
 * connection it sees reading a request head, a check Helidon 4.5 makes without a lock
 * ({@code Http1Connection.close(false)}: "there is a chance of a race condition, this edge case
 * is ignored"). A head that completes in between is served on an interrupted virtual thread: the
 * comment is committed, then the socket write that would answer it sees the interrupt and closes
 * the connection, and the client never learns that its write was kept. With nothing in flight and
 * nothing new served, the same interrupt can only cut a 503.
 */
final class Draining implements Filter {

  private final AtomicInteger inFlight = new AtomicInteger();
  private volatile boolean draining;

  @Override
  public void filter(FilterChain chain, RoutingRequest request, RoutingResponse response) {
    // counted before the flag is read, so drain(), which sets the flag and then reads the count,
    // sees every request that read the flag unset
    inFlight.incrementAndGet();
    try {
      if (draining) {
        response.status(Status.SERVICE_UNAVAILABLE_503).header(HeaderValues.CONNECTION_CLOSE).send();
        return;
      }
      chain.proceed();
    } finally {
      inFlight.decrementAndGet();
    }
  }

  /**
   * Refuses every request from now on and waits until those being served are answered, or for
   * {@code bound} at most. Returns whether none was left.
   */
  boolean drain(Duration bound) {
    draining = true;
    long deadline = System.nanoTime() + bound.toNanos();
    while (inFlight.get() > 0) {
      if (System.nanoTime() - deadline >= 0) {
        return false;
      }
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return inFlight.get() == 0;
      }
    }
    return true;
  }
}
