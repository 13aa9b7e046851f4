package dev.brigade.helidon;

import io.helidon.http.Headers;
import io.helidon.http.HttpPrologue;
import io.helidon.webserver.ConnectionContext;
import io.helidon.webserver.http1.Http1ConnectionListener;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The head deadline of CONTRACT §2.14 (a head still incomplete 10 s on is closed), through Helidon's
 * HTTP/1 receive listener ({@code Http1Config.receiveListeners}, its documented hook for what a
 * connection reads). Helidon's idle check cannot: it interrupts a connection only while it waits for
 * a request line, so headers trickled after one are read for as long as they come.
 *
 * <p>Helidon tells the listener when a request line was read ({@link #prologue}) and when its headers
 * were ({@link #headers}), nothing in between: its data callback is stored by the connection's
 * {@code DataReader} and never called (4.5.0), so no read can check the time. A head is therefore
 * kept here from its request line to its headers, and once a second {@link #sweep} closes the socket
 * of each one older than the deadline, through the public {@code ConnectionContext.serverSocket()}:
 * the connection's blocked read then fails and Helidon ends it as it does for a peer's close. Nothing
 * is parsed, answered or interrupted here, and an entry lives until its headers or its close, so the
 * map holds at most the heads in progress. Not bounded here: a request line trickled before its end
 * (Helidon's 8 KiB {@code max-prologue-length} stops it, 414).
 */
final class HeadDeadline implements Http1ConnectionListener {

  private final Map<ConnectionContext, Long> heads = new ConcurrentHashMap<>();
  private final long limitNanos;
  private final LongSupplier nanoTime;

  /** With a clock the tests set, and no sweeper: a test calls {@link #sweep} itself, and waits for nothing. */
  HeadDeadline(Duration limit, LongSupplier nanoTime) {
    this.limitNanos = limit.toNanos();
    this.nanoTime = nanoTime;
  }

  /** The server's: the JVM's clock, swept once a second by one daemon thread that only closes late heads' sockets. */
  static HeadDeadline sweptEverySecond(Duration limit) {
    HeadDeadline deadline = new HeadDeadline(limit, System::nanoTime);
    ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(task -> {
      Thread thread = new Thread(task, "brigade-head-deadline");
      thread.setDaemon(true);
      return thread;
    });
    sweeper.scheduleWithFixedDelay(deadline::sweep, 1, 1, TimeUnit.SECONDS);
    return deadline;
  }

  @Override
  public void prologue(ConnectionContext ctx, HttpPrologue prologue) {
    heads.put(ctx, nanoTime.getAsLong());
  }

  @Override
  public void headers(ConnectionContext ctx, Headers headers) {
    heads.remove(ctx);
  }

  /** Closes the connection of every head older than the deadline; the rest wait for their headers. */
  void sweep() {
    long now = nanoTime.getAsLong();
    heads.forEach((ctx, start) -> {
      // remove(ctx, start) fails when the headers came (or a next request began) since forEach read it
      if (now - start > limitNanos && heads.remove(ctx, start)) {
        ctx.serverSocket().close();
      }
    });
  }

  /** Heads in progress: the tests wait for theirs to be seen before they move the clock. */
  int inProgress() {
    return heads.size();
  }
}
