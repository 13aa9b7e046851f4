package dev.brigade.micronaut;

import io.micronaut.context.annotation.Value;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.LastHttpContent;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * CONTRACT §2.14: a request head is complete within 10 s of its first byte, or the connection is
 * closed; Micronaut's read-idle timeout restarts with every byte. A clock in front of HTTP/1.1's
 * codec notes a head's first bytes, a mark behind it the decoded request; one timer per connection,
 * re-armed for what the pending head has left, so a head costs a clock read, not a timer. HTTP/2
 * (by preface, upgrade or ALPN) has no codec here and is not timed.
 */
@Singleton
final class HeadTimeout extends ConnectionHandlers {

  /** {@code brigade.head-timeout} in application.yml: 10 s, CONTRACT §2.14. */
  private final long budgetNanos;

  HeadTimeout(@Value("${brigade.head-timeout}") Duration timeout) {
    this.budgetNanos = timeout.toNanos();
  }

  /** The clock in front of HTTP/1.1's codec and its end mark behind it; without the codec, nothing. */
  @Override
  void addHandlers(ChannelPipeline pipeline) {
    ChannelHandlerContext codec = pipeline.context(HttpServerCodec.class);
    if (codec != null) {
      Clock clock = new Clock();
      pipeline.addBefore(codec.name(), "brigade-head-clock", clock);
      pipeline.addAfter(codec.name(), "brigade-head-seen", clock.headSeen());
    }
  }

  /** Before the codec: the first bytes of an awaited head start its 10 s. All on the connection's event loop. */
  private final class Clock extends ChannelInboundHandlerAdapter {

    private boolean awaitingHead = true;
    /** A head has started and the codec has not handed it on yet. */
    private boolean headPending;
    /** {@link System#nanoTime} when the pending head's first bytes arrived. */
    private long headStartedNanos;
    /** The connection's one timer, or null when none is armed. */
    private ScheduledFuture<?> timer;

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
}
