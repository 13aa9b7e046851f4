package dev.brigade.micronaut.netty;

import dev.brigade.micronaut.HttpDate;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.micronaut.http.server.netty.configuration.NettyHttpServerConfiguration;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.HttpDecoderConfig;
import jakarta.inject.Singleton;

/**
 * Micronaut's documented hook into each connection's Netty pipeline: a {@link NettyServerCustomizer}
 * registered when the server's customizer registry is created. Once Micronaut has built an HTTP/1.1
 * connection's pipeline, it swaps in {@link StrictServerCodec} (same limits as configured), puts
 * {@link RequestGuard} right behind it and {@link HeadDeadline} in front of it.
 */
@Singleton
final class StrictHttp1Customizer implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

  /** CONTRACT §2.14: a request head completes within 10 s of its first byte. */
  private static final long HEAD_SECONDS = 10;

  private final NettyHttpServerConfiguration configuration;
  private final HttpDate date;

  StrictHttp1Customizer(NettyHttpServerConfiguration configuration, HttpDate date) {
    this.configuration = configuration;
    this.date = date;
  }

  @Override
  public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
    NettyServerCustomizer.Registry registry = event.getBean();
    registry.register(new NettyServerCustomizer() {
      @Override
      public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
        return role == ChannelRole.CONNECTION ? new ConnectionCustomizer(channel) : this;
      }
    });
    return registry;
  }

  private final class ConnectionCustomizer implements NettyServerCustomizer {

    private final Channel channel;

    ConnectionCustomizer(Channel channel) {
      this.channel = channel;
    }

    @Override
    public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
      return this;
    }

    @Override
    public void onInitialPipelineBuilt() {
      ChannelPipeline pipeline = channel.pipeline();
      String codec = ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC;
      if (pipeline.get(codec) == null) {
        return; // not a plain HTTP/1.1 connection
      }
      HttpDecoderConfig decoder = new HttpDecoderConfig()
          .setMaxInitialLineLength(configuration.getMaxInitialLineLength())
          .setMaxHeaderSize(configuration.getMaxHeaderSize())
          .setMaxChunkSize(configuration.getMaxChunkSize())
          .setValidateHeaders(configuration.isValidateHeaders())
          .setInitialBufferSize(configuration.getInitialBufferSize());
      HeadDeadline deadline = new HeadDeadline(HEAD_SECONDS);
      pipeline.addBefore(codec, HeadDeadline.NAME, deadline);
      pipeline.replace(codec, codec, new StrictServerCodec(decoder));
      pipeline.addAfter(codec, RequestGuard.NAME, new RequestGuard(date, deadline, configuration.getMaxRequestSize()));
    }
  }
}
