package dev.brigade.vertx;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The request body bytes all event loops together may hold at once (a {@code BodyHandler} bounds one body, not their
 * sum): {@link #reserving} takes what a body may come to before a byte is read; past the budget, 503, the body unread.
 */
public final class BodyBudget {

    private static final String HELD = "brigade.bodyBudget.held";

    private final AtomicLong free;

    public BodyBudget(long bytes) {
        free = new AtomicLong(bytes);
    }

    public Handler<RoutingContext> reserving(long maxBodyBytes) {
        return ctx -> {
            long bytes = claim(ctx.request().getHeader(HttpHeaders.CONTENT_LENGTH), maxBodyBytes);
            if (free.addAndGet(-bytes) < 0) {
                free.addAndGet(bytes);
                ctx.response().setStatusCode(HttpResponseStatus.SERVICE_UNAVAILABLE.code());
                RequestRules.endUnread(ctx, HttpResponseStatus.SERVICE_UNAVAILABLE.reasonPhrase());
                return;
            }
            // Given back once (getAndSet), at end, failure or close; after an echo's own write (endHolding).
            AtomicLong held = new AtomicLong(bytes);
            Runnable release = () -> free.addAndGet(held.getAndSet(0));
            ctx.put(HELD, release);
            ctx.addEndHandler(ended -> {
                if (ended.failed() || ctx.get(HELD) != null) {
                    release.run();
                }
            });
            ctx.next();
        };
    }

    /** Ends the response, the body's bytes held until it is written: an echo answers with the body's own buffer. */
    public static void endHolding(RoutingContext ctx, Buffer answer) {
        Runnable release = ctx.remove(HELD);
        if (release == null) {
            ctx.response().end(answer);
        } else {
            ctx.response().end(answer).onComplete(done -> release.run());
        }
    }

    /** The most the BodyHandler will buffer: the declared length, 0 past the limit (413 at once), else the limit. */
    static long claim(String contentLength, long maxBodyBytes) {
        if (contentLength == null) {
            return maxBodyBytes;
        }
        try {
            long declared = Long.parseLong(contentLength.trim());
            return declared < 0 ? maxBodyBytes : declared > maxBodyBytes ? 0 : declared;
        } catch (NumberFormatException unparsable) {
            return maxBodyBytes;
        }
    }
}
