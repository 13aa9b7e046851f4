package dev.brigade.micronaut;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.server.netty.NettyServerCustomizer;
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
 * closed. Micronaut's read-idle timeout restarts with every byte, so a client trickling a head one
 * byte a second would hold its connection for ever. Through Micronaut's documented pipeline hook
 * (a {@link NettyServerCustomizer}), two handlers time each head: one in front of the codec notes
 * when bytes arrive while a head is awaited, one behind it marks the head done when the codec hands
 * on a request, and expects the next head after the request's last content. Neither reads, changes
 * or holds back what passes; they only look at when it passes. A connection has at most one timer,
 * armed when a head starts and none is armed; when it fires it closes the connection if the pending
 * head is past its budget, or re-arms for what that head has left: a head costs a clock read, not a
 * timer scheduled and cancelled on the event loop for every request.
 *
 * <p>HTTP/1.1 only. With {@code http-version: 2.0} the plain port's pipeline starts with Netty's
 * h2c handlers and the codec under a name of Netty's making, so the codec is found by its type.
 * A connection that opens with HTTP/2's preface never reaches the clock (Netty puts the HTTP/2
 * handler in front of it and takes the codec out); one upgraded from HTTP/1.1 loses the codec
 * later, and the clock, finding it gone when it fires, stops timing that connection for good. Over
 * TLS, ALPN's h2 builds a pipeline without the codec, and nothing is added.
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
