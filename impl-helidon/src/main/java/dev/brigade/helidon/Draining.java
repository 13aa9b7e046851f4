package dev.brigade.helidon;

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
 * returns once the requests already being served are answered (and, with a write queue, once
 * their answers have had the second Helidon gives a queue to reach the socket).
 *
 * <p>Why not {@code stop()} alone: it closes the listener and then interrupts the thread of every
 * connection it sees reading a request head, a check Helidon 4.5 makes without a lock
 * ({@code Http1Connection.close(false)}: "there is a chance of a race condition, this edge case
 * is ignored"). A head that completes in between is served on an interrupted virtual thread: the
 * comment is committed, then the socket write that would answer it sees the interrupt and closes
 * the connection, and the client never learns that its write was kept. With nothing in flight and
 * nothing new served, the same interrupt can only cut a 503.
 *
 * <p>With a write queue ({@code server.write-queue-length}) a handler returns once its answer is
 * queued; the connection's writer thread writes it a moment later, and Helidon gives no public
 * signal when it has. Two things could still cut such an answer. {@code stop()} interrupts a
 * kept-alive connection already back in its next read, and the interrupt closes the socket under
 * the queue: so once nothing is in flight the drain waits {@code settle} more, the one second
 * Helidon itself gives a closing connection's queue ({@code SocketWriterAsync.close}). And
 * {@code stop()} interrupts, after {@code server.shutdown-grace-period}, a closing connection still
 * waiting for its writer, which discards the queue: so that period is set above the same second.
 */
final class Draining implements Filter {

  private final AtomicInteger inFlight = new AtomicInteger();
  private final Duration settle;
  private volatile boolean draining;

  /** A drain with no write queue behind it: done when nothing is in flight. */
  Draining() {
    this(Duration.ZERO);
  }

  /** A drain that, once nothing is in flight, waits {@code settle} for the answers still queued. */
  Draining(Duration settle) {
    this.settle = settle;
  }

  @Override
  public void filter(FilterChain chain, RoutingRequest request, RoutingResponse response) {
    // counted before the flag is read, so drain(), which sets the flag and then reads the count,
    // sees every request that read the flag unset
    inFlight.incrementAndGet();
    try {
      if (draining) {
        response.status(Status.SERVICE_UNAVAILABLE_503);
        EndOfExchange.lastOnConnection(request.prologue(), response);
        response.send();
        return;
      }
      chain.proceed();
    } finally {
      inFlight.decrementAndGet();
    }
  }

  /**
   * Refuses every request from now on and waits until those being served are answered, then
   * {@code settle} for their queued answers, all within {@code bound}. Returns whether none was
   * left in flight.
   */
  boolean drain(Duration bound) {
    draining = true;
    long deadline = System.nanoTime() + bound.toNanos();
    while (inFlight.get() > 0) {
      if (System.nanoTime() - deadline >= 0) {
        return false;
      }
      if (!sleep(Duration.ofMillis(5))) {
        return inFlight.get() == 0;
      }
    }
    long settling = Math.min(settle.toNanos(), deadline - System.nanoTime());
    if (settling > 0) {
      sleep(Duration.ofNanos(settling));
    }
    return true;
  }

  /** Requests being served now (tests wait on it instead of sleeping). */
  int inFlight() {
    return inFlight.get();
  }

  /** False when interrupted, the interrupt kept. */
  private static boolean sleep(Duration time) {
    try {
      Thread.sleep(time);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
