package dev.brigade.micronaut;

import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.HttpServerCodec;
import jakarta.inject.Singleton;
import java.time.Duration;

/**
 * The handlers added beside Micronaut's in each connection's first pipeline, through its documented
 * hook, a {@link NettyServerCustomizer}: {@link Http1Heads} around HTTP/1.1's codec,
 * {@link SilentConnectionClose} at the end. A connection's HTTP/2 streams get nothing.
 */
@Singleton
final class ConnectionHandlers
        implements BeanCreatedEventListener<NettyServerCustomizer.Registry>, NettyServerCustomizer {

    private final RequestRules rules;
    private final long headBudgetNanos;

    ConnectionHandlers(RequestRules rules, @Value("${brigade.head-timeout}") Duration headTimeout) {
        this.rules = rules;
        this.headBudgetNanos = headTimeout.toNanos();
    }

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(this);
        return event.getBean();
    }

    @Override
    public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
        if (role != ChannelRole.CONNECTION) {
            return this;
        }
        return new NettyServerCustomizer() {
            /** HTTP/1.1's codec (by type: h2c names it) on a plain connection; none before ALPN or in HTTP/2. */
            @Override
            public void onInitialPipelineBuilt() {
                ChannelPipeline pipeline = channel.pipeline();
                ChannelHandlerContext codec = pipeline.context(HttpServerCodec.class);
                if (codec != null) {
                    Http1Heads heads = new Http1Heads(headBudgetNanos, rules);
                    pipeline.addBefore(codec.name(), "brigade-head-clock", heads);
                    pipeline.addAfter(codec.name(), "brigade-head-judge", heads.judge());
                }
                pipeline.addLast("brigade-silent-close", SilentConnectionClose.INSTANCE);
            }
        };
    }
}
