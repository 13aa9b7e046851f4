package dev.brigade.rawnio;

import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.Response;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The slow parts of startup that no first answer needs (Pebble's engine and template, SQLite's
 * native library), started once the server has answered its first request, or {@code patience}
 * after binding if none comes. Started at bind, they would share the core with the loop's own
 * first request (the server may run on one core) and delay the moment it first answers; a
 * {@code /menu} or Conduit request that comes before they are done waits for them off the loop.
 */
final class WarmUp implements Handler {
    private final Handler next;
    private final CountDownLatch firstRequest = new CountDownLatch(1);

    private WarmUp(Handler next) {
        this.next = next;
    }

    /** {@code next}, which starts {@code work} on a thread of its own at its first request or after {@code patience}. */
    static Handler before(Handler next, Duration patience, Runnable work) {
        WarmUp warmUp = new WarmUp(next);
        Thread.ofPlatform().name("warm-up").daemon(true).start(() -> {
            try {
                warmUp.firstRequest.await(patience.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            work.run();
        });
        return warmUp;
    }

    @Override
    public Response handle(Request request) {
        firstRequest.countDown(); // once the count is zero, a read of one volatile int
        return next.handle(request);
    }
}
