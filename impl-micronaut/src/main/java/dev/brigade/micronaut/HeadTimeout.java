package dev.brigade.micronaut;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.LastHttpContent;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * CONTRACT §2.14: a request head is complete within 10 s of its first byte, or the connection is
 * closed; Micronaut's read-idle timeout restarts with every byte. A clock in front of HTTP/1.1's
 * codec notes a head's first bytes, a mark behind it the decoded request; one timer per connection,
 * re-armed for what the pending head has left, so a head costs a clock read, not a timer. HTTP/2
 * (by preface, upgrade or ALPN) has no codec here and is not timed.
 */
final class HeadTimeout extends ChannelInboundHandlerAdapter {

    /** {@code brigade.head-timeout} in application.yml: 10 s, CONTRACT §2.14. */
    private final long budgetNanos;

    private boolean awaitingHead = true;
    /** A head has started and the codec has not handed it on yet. */
    private boolean headPending;
    /** {@link System#nanoTime} when the pending head's first bytes arrived. */
    private long headStartedNanos;
    /** The connection's one timer, or null when none is armed. */
    private ScheduledFuture<?> timer;

    /** One per connection, in front of HTTP/1.1's codec; {@link #headSeen} goes behind it. */
    HeadTimeout(long budgetNanos) {
        this.budgetNanos = budgetNanos;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object bytes) {
        if (awaitingHead && !headPending) {
            headPending = true;
            headStartedNanos = System.nanoTime();
            if (timer == null) {
                arm(ctx, budgetNanos);
            }
        }
        ctx.fireChannelRead(bytes);
    }

    private void arm(ChannelHandlerContext ctx, long delayNanos) {
        timer = ctx.executor().schedule(() -> expire(ctx), delayNanos, TimeUnit.NANOSECONDS);
    }

    /**
     * The timer fired: close if the pending head is past its budget, wait for what it has left, or
     * disarm. Without the codec the connection has been upgraded to HTTP/2, whose frames are no heads.
     */
    private void expire(ChannelHandlerContext ctx) {
        timer = null;
        if (!headPending) {
            return;
        }
        if (ctx.pipeline().get(HttpServerCodec.class) == null) {
            awaitingHead = false;
            headPending = false;
            return;
        }
        long left = budgetNanos - (System.nanoTime() - headStartedNanos);
        if (left <= 0) {
            ctx.close();
        } else {
            arm(ctx, left);
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        headPending = false;
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
        ctx.fireChannelInactive();
    }

    /** Behind the codec: a decoded request ends its head's clock; its last content awaits the next head. */
    ChannelInboundHandlerAdapter headSeen() {
        return new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object message) {
                if (message instanceof HttpRequest) {
                    awaitingHead = false;
                    headPending = false;
                }
                if (message instanceof LastHttpContent) {
                    awaitingHead = true;
                }
                ctx.fireChannelRead(message);
            }
        };
    }
}
