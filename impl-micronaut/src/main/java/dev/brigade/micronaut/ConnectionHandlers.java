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
 * hook, a {@link NettyServerCustomizer}: {@link HeadTimeout} around HTTP/1.1's codec,
 * {@link HeadRefusals} behind it, {@link SilentConnectionClose} at the end.
 */
@Singleton
final class ConnectionHandlers implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    private final HeadRefusals refusals;
    private final long headBudgetNanos;

    ConnectionHandlers(HttpDate date, @Value("${brigade.head-timeout}") Duration headTimeout) {
        this.refusals = new HeadRefusals(date);
        this.headBudgetNanos = headTimeout.toNanos();
    }

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new NettyServerCustomizer() {
            @Override
            public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
                return role == ChannelRole.CONNECTION ? new Connection(channel) : this;
            }
        });
        return event.getBean();
    }

    /**
     * The pipeline as Micronaut first built it, on the connection's event loop: HTTP/1.1's codec
     * (found by type: h2c names it) for a plain connection, none for TLS before ALPN or HTTP/2.
     */
    private void addHandlers(ChannelPipeline pipeline) {
        ChannelHandlerContext codec = pipeline.context(HttpServerCodec.class);
        if (codec != null) {
            HeadTimeout clock = new HeadTimeout(headBudgetNanos);
            pipeline.addBefore(codec.name(), "brigade-head-clock", clock);
            pipeline.addAfter(codec.name(), "brigade-head-refusals", refusals);
            pipeline.addAfter(codec.name(), "brigade-head-seen", clock.headSeen());
        }
        pipeline.addLast("brigade-silent-close", SilentConnectionClose.INSTANCE);
    }

    /** One connection's customizer, the same for its HTTP/2 streams, which get nothing. */
    private final class Connection implements NettyServerCustomizer {

        private final Channel channel;

        Connection(Channel channel) {
            this.channel = channel;
        }

        @Override
        public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
            return this;
        }

        @Override
        public void onInitialPipelineBuilt() {
            addHandlers(channel.pipeline());
        }
    }
}
