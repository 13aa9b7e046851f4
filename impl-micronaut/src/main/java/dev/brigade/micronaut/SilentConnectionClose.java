package dev.brigade.micronaut;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.timeout.IdleState;
import io.netty.handler.timeout.IdleStateEvent;

/**
 * CONTRACT §2.13: a connection that never sends a byte is closed once idle. Micronaut's HTTP/1.1 and
 * HTTP/2 handlers, which close on Netty's all-idle event, join the pipeline only once the first bytes
 * choose the protocol (h2c, ALPN); this one, shared by every connection, does what they do till then.
 */
@ChannelHandler.Sharable
final class SilentConnectionClose extends ChannelInboundHandlerAdapter {

    static final SilentConnectionClose INSTANCE = new SilentConnectionClose();

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        if (event instanceof IdleStateEvent idle && idle.state() == IdleState.ALL_IDLE) {
            ctx.close();
        }
        ctx.fireUserEventTriggered(event);
    }
}
