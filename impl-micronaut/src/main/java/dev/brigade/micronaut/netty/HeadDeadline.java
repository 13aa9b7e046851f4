package dev.brigade.micronaut.netty;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A request head must be complete within 10 s of its first byte (CONTRACT §2.14), else the
 * connection is closed. Micronaut's read-idle timeout restarts with every byte, so a client that
 * trickles a head one byte a second would hold the connection for ever. Sits before the codec,
 * where the bytes arrive; {@link RequestGuard}, behind the codec, says when a head is complete and
 * when the next one may begin.
 */
final class HeadDeadline extends ChannelInboundHandlerAdapter {

  static final String NAME = "brigade-head-deadline";

  private final long seconds;
  private boolean awaitingHead = true;
  private ScheduledFuture<?> deadline;

  HeadDeadline(long seconds) {
    this.seconds = seconds;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (awaitingHead && deadline == null) {
      deadline = ctx.executor().schedule(() -> ctx.close(), seconds, TimeUnit.SECONDS);
    }
    ctx.fireChannelRead(msg);
  }

  /** The head was decoded: no deadline until the request's end. */
  void headComplete() {
    awaitingHead = false;
    cancel();
  }

  /** The request ended: the next byte starts the next head's deadline. */
  void expectHead() {
    awaitingHead = true;
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    cancel();
    ctx.fireChannelInactive();
  }

  private void cancel() {
    if (deadline != null) {
      deadline.cancel(false);
      deadline = null;
    }
  }
}
