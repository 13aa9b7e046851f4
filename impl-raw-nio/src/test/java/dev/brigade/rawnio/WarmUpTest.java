package dev.brigade.rawnio;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class WarmUpTest {
    private static final Response OK = Response.status(Status.OK);
    private static final Handler NEXT = request -> OK;

    @Test
    void theWorkWaitsForTheFirstRequestThenStarts() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        Handler handler = WarmUp.before(NEXT, Duration.ofMinutes(1), started::countDown);
        assertFalse(started.await(200, TimeUnit.MILLISECONDS), "started before any request");
        assertSame(OK, handler.handle(null));
        assertTrue(started.await(5, TimeUnit.SECONDS), "not started by the first request");
    }

    @Test
    void withoutARequestTheWorkStartsAfterItsPatience() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        WarmUp.before(NEXT, Duration.ofMillis(100), started::countDown);
        assertTrue(started.await(5, TimeUnit.SECONDS), "not started after its patience");
    }
}
