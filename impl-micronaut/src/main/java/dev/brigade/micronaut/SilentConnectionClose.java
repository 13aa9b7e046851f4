package dev.brigade.micronaut;

import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.timeout.IdleState;
import io.netty.handler.timeout.IdleStateEvent;
import jakarta.inject.Singleton;

/**
 * CONTRACT §2.13: a connection that sends nothing is closed (idle-timeout, application.yml).
 * Micronaut closes a connection on Netty's all-idle event in its HTTP/1.1 and HTTP/2 handlers, but
 * with h2c on (http-version 2.0) neither is in the pipeline until the first bytes say which protocol
 * the connection speaks: a connection that never sends a byte would stay open for ever. This adds,
 * through Micronaut's documented pipeline hook ({@link NettyServerCustomizer}), one handler at the
 * end of each connection's first pipeline that does what Micronaut's handlers do with that event.
 * Once they are in place they close first, and this one only passes the event on.
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
