package dev.brigade.helidon;

import io.helidon.common.buffers.DataReader;
import io.helidon.common.buffers.DataWriter;
import io.helidon.common.buffers.BufferData;
import io.helidon.common.socket.HelidonSocket;
import io.helidon.common.socket.PeerInfo;
import io.helidon.webserver.ConnectionContext;
import io.helidon.webserver.ListenerContext;
import io.helidon.webserver.ProxyProtocolData;
import io.helidon.webserver.Router;
import io.helidon.webserver.http1.Http1Config;
import io.helidon.webserver.http1.Http1ConnectionSelector;
import io.helidon.webserver.spi.ServerConnection;
import io.helidon.webserver.spi.ServerConnectionSelector;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;

/**
 * The method as the client wrote it. Helidon's request-line parser upper-cases the method
 * ({@code Method.create}), so {@code get /plaintext} reaches routing as {@code GET}; RFC 9110
 * §9.1 makes methods case-sensitive, and the contract (§2.7) wants {@code get} refused. Nothing
 * after the parser sees the method's bytes, so this is where they are kept: the listener's
 * HTTP/1 {@link ServerConnectionSelector} (the SPI a listener's protocols are built on,
 * {@code ListenerConfig.connectionSelectors}) is Helidon's own, with each connection's
 * {@link ConnectionContext} handing Helidon's HTTP/1 connection a {@link DataReader} that
 * remembers the bytes of its last {@code readBytes}. Helidon reads the request line with exactly
 * one such call and calls the receive listeners' {@code prologue} right after it, so there
 * {@link #method(ConnectionContext)} is the method's bytes ({@link RequestHeadRules}).
 */
final class RequestLines implements ServerConnectionSelector {

  private final ServerConnectionSelector http1;

  private RequestLines(ServerConnectionSelector http1) {
    this.http1 = http1;
  }

  /** Helidon's HTTP/1 selector for {@code config}, its connections reading through a {@link Reader}. */
  static ServerConnectionSelector http1(Http1Config config) {
    return new RequestLines(Http1ConnectionSelector.builder().config(config).build());
  }

  /**
   * The method of the request line just read on this connection, as sent; {@code null} on a
   * connection that does not read through a {@link Reader}.
   */
  static String method(ConnectionContext ctx) {
    if (!(ctx.dataReader() instanceof Reader reader) || reader.last == null) {
      return null;
    }
    byte[] line = reader.last;
    int end = 0;
    while (end < line.length && line[end] != ' ') {
      end++;
    }
    return new String(line, 0, end, StandardCharsets.US_ASCII);
  }

  @Override
  public int bytesToIdentifyConnection() {
    return http1.bytesToIdentifyConnection();
  }

  @Override
  public Support supports(BufferData request) {
    return http1.supports(request);
  }

  @Override
  public Set<String> supportedApplicationProtocols() {
    return http1.supportedApplicationProtocols();
  }

  @Override
  public ServerConnection connection(ConnectionContext ctx) {
    return http1.connection(new Context(ctx));
  }

  /** Helidon's reader for the connection, read through one that keeps its last {@code readBytes}. */
  static final class Reader extends DataReader {

    private byte[] last;

    Reader(DataReader socket) {
      super(() -> {
        socket.ensureAvailable();    // blocks for the socket's next bytes; at its end it throws, as Helidon's does
        return socket.readBytes(socket.available());
      });
    }

    @Override
    public byte[] readBytes(int len) {
      last = super.readBytes(len);
      return last;
    }
  }

  /** The connection's context as Helidon made it, with the {@link Reader} in place of its reader. */
  private static final class Context implements ConnectionContext {

    private final ConnectionContext ctx;
    private final Reader reader;

    Context(ConnectionContext ctx) {
      this.ctx = ctx;
      this.reader = new Reader(ctx.dataReader());
    }

    @Override
    public DataReader dataReader() {
      return reader;
    }

    @Override
    public ListenerContext listenerContext() {
      return ctx.listenerContext();
    }

    @Override
    public ExecutorService executor() {
      return ctx.executor();
    }

    @Override
    public DataWriter dataWriter() {
      return ctx.dataWriter();
    }

    @Override
    public Router router() {
      return ctx.router();
    }

    @Override
    public Optional<ProxyProtocolData> proxyProtocolData() {
      return ctx.proxyProtocolData();
    }

    @Override
    public HelidonSocket serverSocket() {
      return ctx.serverSocket();
    }

    @Override
    public PeerInfo remotePeer() {
      return ctx.remotePeer();
    }

    @Override
    public PeerInfo localPeer() {
      return ctx.localPeer();
    }

    @Override
    public boolean isSecure() {
      return ctx.isSecure();
    }

    @Override
    public String socketId() {
      return ctx.socketId();
    }

    @Override
    public String childSocketId() {
      return ctx.childSocketId();
    }
  }
}
