package dev.brigade.micronaut;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.timeout.IdleState;
import io.netty.handler.timeout.IdleStateEvent;
import jakarta.inject.Singleton;

/**
 * CONTRACT §2.13: a connection that never sends a byte is closed once idle. With h2c on, Micronaut's
 * HTTP/1.1 and HTTP/2 handlers (which close on Netty's all-idle event) are not in the pipeline until
 * the first bytes choose the protocol; this handler does what they do until then.
 */
@Singleton
final class SilentConnectionClose extends ConnectionHandlers {

  private static final ChannelHandler CLOSE_WHEN_IDLE = new CloseWhenIdle();

  /** At the end of the first pipeline, whatever protocol it turns out to speak. */
  @Override
  void addHandlers(ChannelPipeline pipeline) {
    pipeline.addLast("brigade-silent-close", CLOSE_WHEN_IDLE);
  }

  /** Stateless, so one instance serves every connection. */
  @ChannelHandler.Sharable
  private static final class CloseWhenIdle extends ChannelInboundHandlerAdapter {
    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
      if (event instanceof IdleStateEvent idle && idle.state() == IdleState.ALL_IDLE) {
        ctx.close();
      }
      ctx.fireUserEventTriggered(event);
    }
  }
}
