package dev.brigade.quarkus.framing;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFactory;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.socket.DatagramChannel;
import io.netty.channel.socket.InternetProtocolFamily;
import io.vertx.core.datagram.DatagramSocketOptions;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.impl.VertxHttpRequestDecoder;
import io.vertx.core.impl.VertxBuilder;
import io.vertx.core.impl.transports.JDKTransport;
import io.vertx.core.net.ClientOptionsBase;
import io.vertx.core.net.NetServerOptions;
import io.vertx.core.net.SocketAddress;
import io.vertx.core.spi.transport.Transport;
import java.util.concurrent.ThreadFactory;

/**
 * The one way in front of Netty's decoder that Quarkus leaves open. Quarkus creates the HTTP
 * server itself and offers no per-connection hook ({@code HttpServerOptionsCustomizer} sees options
 * only; a {@code @RouteFilter} sees a request Netty has already decoded). Vert.x loads its transport
 * through the {@code io.vertx.core.spi.transport.Transport} service (Quarkus asks for one with
 * {@code quarkus.vertx.prefer-native-transport=true}); this one is Vert.x's own (epoll here, else
 * NIO) and changes one thing: every HTTP connection it accepts gets {@link StrictRequestDecoder} in
 * place of Vert.x's decoder before its first byte is read.
 *
 * <p>Below the public API: the decoder class Vert.x subclasses ({@code io.vertx.core.http.impl}),
 * its pipeline name, and the transports Vert.x picks from ({@code io.vertx.core.impl}), as of
 * Vert.x 4.5.27 and Netty 4.1.133 (Quarkus 3.33.2). {@code VertxInternalsTest} fails when an upgrade
 * moves any of them; {@code StrictFramingTest} when the refusals stop reaching the client.
 */
public final class StrictTransport implements Transport {

  /** The decoder's name in Vert.x's HTTP/1.1 pipeline ({@code HttpServerWorker}). */
  public static final String DECODER = "httpDecoder";
  /** The name of the handler that swaps it, for the one read it lives. */
  static final String INSTALLER = "brigadeStrictDecoder";

  private final Transport vertx = vertxOwn();

  private static Transport vertxOwn() {
    Transport nativeTransport = VertxBuilder.nativeTransport();
    return nativeTransport != null && nativeTransport.isAvailable() ? nativeTransport : JDKTransport.INSTANCE;
  }

  /** The transport this one wraps, for the tests and the README. */
  public Transport wrapped() {
    return vertx;
  }

  /**
   * The HTTP server's options as Quarkus made them (from {@link StrictFraming}, Quarkus's
   * {@code HttpServerOptionsCustomizer}): the strict decoder takes its limits from them, as Vert.x's
   * does. Vert.x hands the transport a plain {@code NetServerOptions} copy, without the HTTP limits.
   */
  private static volatile HttpServerOptions http;

  static void httpOptions(HttpServerOptions options) {
    http = options;
  }

  @Override
  public void configure(NetServerOptions options, boolean domainSocket, ServerBootstrap bootstrap) {
    vertx.configure(options, domainSocket, bootstrap);
    // The server channel's own handler sees each accepted channel before Vert.x sets it up.
    bootstrap.handler(ACCEPTOR);
  }

  private static final ChannelHandler ACCEPTOR = new Acceptor();

  @ChannelHandler.Sharable
  private static final class Acceptor extends ChannelInboundHandlerAdapter {
    @Override
    public void channelRead(ChannelHandlerContext ctx, Object accepted) {
      if (accepted instanceof Channel connection) {
        connection.pipeline().addFirst(INSTALLER, new Installer());
      }
      ctx.fireChannelRead(accepted);
    }
  }

  /** First in the connection's pipeline: by its first read Vert.x has put its decoder in place. */
  private static final class Installer extends ChannelInboundHandlerAdapter {
    @Override
    public void channelRead(ChannelHandlerContext ctx, Object bytes) {
      install(ctx.pipeline());
      ctx.pipeline().remove(this);
      ctx.fireChannelRead(bytes);
    }
  }

  /** Swaps Vert.x's decoder for the strict one; false when Vert.x's pipeline no longer has it. */
  public static boolean install(ChannelPipeline pipeline) {
    HttpServerOptions options = http;
    if (options != null && pipeline.get(DECODER) instanceof VertxHttpRequestDecoder decoder
        && !(decoder instanceof StrictRequestDecoder)) {
      pipeline.replace(DECODER, DECODER, new StrictRequestDecoder(options));
      return true;
    }
    return false;
  }

  // Everything else is Vert.x's own transport.

  @Override
  public boolean supportsDomainSockets() {
    return vertx.supportsDomainSockets();
  }

  @Override
  public boolean supportFileRegion() {
    return vertx.supportFileRegion();
  }

  @Override
  public boolean isAvailable() {
    return vertx.isAvailable();
  }

  @Override
  public Throwable unavailabilityCause() {
    return vertx.unavailabilityCause();
  }

  @Override
  public java.net.SocketAddress convert(SocketAddress address) {
    return vertx.convert(address);
  }

  @Override
  public SocketAddress convert(java.net.SocketAddress address) {
    return vertx.convert(address);
  }

  @Override
  public EventLoopGroup eventLoopGroup(int type, int threads, ThreadFactory factory, int ioRatio) {
    return vertx.eventLoopGroup(type, threads, factory, ioRatio);
  }

  @Override
  public DatagramChannel datagramChannel() {
    return vertx.datagramChannel();
  }

  @Override
  public DatagramChannel datagramChannel(InternetProtocolFamily family) {
    return vertx.datagramChannel(family);
  }

  @Override
  public ChannelFactory<? extends Channel> channelFactory(boolean domainSocket) {
    return vertx.channelFactory(domainSocket);
  }

  @Override
  public ChannelFactory<? extends ServerChannel> serverChannelFactory(boolean domainSocket) {
    return vertx.serverChannelFactory(domainSocket);
  }

  @Override
  public void configure(DatagramChannel channel, DatagramSocketOptions options) {
    vertx.configure(channel, options);
  }

  @Override
  public void configure(ClientOptionsBase options, boolean domainSocket, Bootstrap bootstrap) {
    vertx.configure(options, domainSocket, bootstrap);
  }
}
