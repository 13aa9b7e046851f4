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
                RouteFailures.endUnread(ctx, HttpResponseStatus.SERVICE_UNAVAILABLE.reasonPhrase());
                return;
            }
            Held held = new Held(bytes);
            ctx.put(HELD, held);
            // On end, failure or close; an echo's own write still holds the body (endHolding).
            ctx.addEndHandler(ended -> {
                if (ended.failed() || !held.untilWritten) {
                    held.release();
                }
            });
            ctx.next();
        };
    }

    /** Ends the response, the body's bytes held until it is written: an echo answers with the body's own buffer. */
    public static void endHolding(RoutingContext ctx, Buffer answer) {
        Held held = ctx.get(HELD);
        if (held == null) {
            ctx.response().end(answer);
        } else {
            held.untilWritten = true;
            ctx.response().end(answer).onComplete(done -> held.release());
        }
    }

    /** What is left, for the tests. */
    long free() {
        return free.get();
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

    /** One request's bytes, given back once whichever of its ends comes first. */
    private final class Held {
        private final long bytes;
        private boolean released;
        private boolean untilWritten;

        Held(long bytes) {
            this.bytes = bytes;
        }

        /** On the request's own event loop only: no two threads release one request. */
        void release() {
            if (!released) {
                released = true;
                free.addAndGet(bytes);
            }
        }
    }
}
