package dev.brigade.vertx;

import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.json.JsonObject;

/**
 * Every setting and limit of the server, read from the verticle's config with its default.
 * The command line fills address, port and database; the limits may be overridden the same way.
 */
record ServerConfig(
    String address,
    int port,
    String database,
    int idleTimeoutSeconds,
    int maxInitialLineLength,
    int maxHeaderSize,
    long maxEchoBytes,
    long maxCommentBytes,
    int shutdownSeconds) {

  static final String ADDRESS = "address";
  static final String PORT = "port";
  static final String DATABASE = "database";

  static ServerConfig from(JsonObject config) {
    return new ServerConfig(
        config.getString(ADDRESS, "127.0.0.1"),
        config.getInteger(PORT, 8080),
        config.getString(DATABASE),
        config.getInteger("idleTimeoutSeconds", 10),
        config.getInteger("maxInitialLineLength", 8 * 1_024),
        config.getInteger("maxHeaderSize", 16 * 1_024),
        config.getLong("maxEchoBytes", 1_024L * 1_024),
        config.getLong("maxCommentBytes", 64L * 1_024),
        config.getInteger("shutdownSeconds", 5));
  }

  /** The HTTP/1.1 server as Vert.x's benchmark entries set it up, plus the contract's limits. */
  HttpServerOptions httpServerOptions() {
    return new HttpServerOptions()
        .setHost(address)
        .setPort(port)
        // Plain HTTP/1.1 only: no h2c upgrade probing on every request.
        .setHttp2ClearTextEnabled(false)
        // No compression (CONTRACT §2).
        .setCompressionSupported(false)
        // Request line and headers above these become 414 and 431 (Netty's decoder limits).
        .setMaxInitialLineLength(maxInitialLineLength)
        .setMaxHeaderSize(maxHeaderSize)
        // A connection that sends nothing for this long is closed (CONTRACT §2.13). Read idle only: an
        // all-idle timeout of the same length could never fire first, and with it Netty's idle handler
        // hangs a listener on every write to time it (IdleStateHandler.write).
        .setReadIdleTimeout(idleTimeoutSeconds)
        // Request handlers run on the verticle's own event loop without context checks.
        .setStrictThreadMode(true)
        .setTcpNoDelay(true)
        .setTcpFastOpen(true)
        .setTcpQuickAck(true);
  }
}
