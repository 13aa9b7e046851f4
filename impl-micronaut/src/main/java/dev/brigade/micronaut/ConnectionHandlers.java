package dev.brigade.micronaut;

import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;

/**
 * Handlers added beside Micronaut's in each connection's first pipeline, through its documented
 * hook, a {@link NettyServerCustomizer}: a subclass bean says only what it adds and where.
 */
abstract class ConnectionHandlers implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

  @Override
  public final NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
    NettyServerCustomizer.Registry registry = event.getBean();
    registry.register(new NettyServerCustomizer() {
      @Override
      public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
        return role == ChannelRole.CONNECTION ? new Connection(channel) : this;
      }
    });
    return registry;
  }

  /**
   * Adds this bean's handlers to a new connection's pipeline as Micronaut first built it: HTTP/1.1's
   * codec for a plain connection, nothing HTTP yet for a TLS one before ALPN. On the connection's event loop.
   */
  abstract void addHandlers(ChannelPipeline pipeline);

  /** One connection's customizer: the same for its child channels (HTTP/2 streams), which get nothing. */
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
