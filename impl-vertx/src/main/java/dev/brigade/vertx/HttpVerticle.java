package dev.brigade.vertx;

import dev.brigade.vertx.conduit.ConduitRoutes;
import dev.brigade.vertx.conduit.Database;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.BodyHandler;
import io.vertx.ext.web.templ.pebble.PebbleTemplateEngine;
import java.time.Clock;
import java.util.concurrent.TimeUnit;

/**
 * One HTTP server per event loop (Main deploys as many instances as there are loops; Vert.x
 * spreads the connections over them). Builds the router and listens.
 */
public final class HttpVerticle extends VerticleBase {

  private final Database database;
  private final BodyBudget budget;
  private ServerConfig settings;
  private HttpServer server;
  private HttpDate date;
  private HttpDate.Head dateHead;
  private Router router;

  /**
   * @param database the Conduit database, or null to leave the Conduit routes out
   * @param budget the request body bytes the whole server may hold at once, shared by every instance
   */
  public HttpVerticle(Database database, BodyBudget budget) {
    this.database = database;
    this.budget = budget;
  }

  @Override
  public Future<?> start() {
    settings = ServerConfig.from(config());
    date = new HttpDate(vertx);
    SimpleRoutes simple = new SimpleRoutes();
    MenuRoutes menu = new MenuRoutes(PebbleTemplateEngine.create(vertx));
    DatastarStream stream = new DatastarStream(date);

    router = Router.router(vertx);
    router.route().handler(RequestRules::handle);
    // HEAD on every GET route (CONTRACT §2.8): the same handler; Vert.x writes GET's head without the
    // body, and without a Content-Length it was not given (RFC 9110 §9.3.2 lets it)
    router.route("/plaintext").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(simple::handlePlaintext);
    // The budget on a route of its own ahead of the BodyHandler's: vertx-web runs a route's body
    // handlers before its user handlers, and this one must decide before any body byte is read.
    router.post("/echo").handler(budget.reserving(settings.maxEchoBytes()));
    router.post("/echo")
        .handler(BodyHandler.create(false).setBodyLimit(settings.maxEchoBytes()).setPreallocateBodyBuffer(true))
        .handler(simple::handleEcho);
    router.route("/menu").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(menu::handleMenu);
    router.route("/sse").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(stream::handleStream);
    if (database != null) {
      router.route("/api/*").subRouter(new ConduitRoutes(database, Clock.systemUTC(), settings.maxCommentBytes(), budget).router(vertx));
    }
    router.route().failureHandler(RouteFailures::handle);

    dateHead = date.head(HttpHeaders.headers());
    HttpServerOptions options = settings.httpServerOptions();
    server = vertx.createHttpServer(options)
        .invalidRequestHandler(this::handleInvalidRequest)
        .requestHandler(this::handleRequest);
    return server.listen();
  }

  /** Drains: no new connections, in-flight requests finish, bounded by shutdownSeconds. */
  @Override
  public Future<?> stop() {
    return server.shutdown(settings.shutdownSeconds(), TimeUnit.SECONDS);
  }

  /** The port actually bound (the configured one, or the one the OS picked for port 0). */
  int actualPort() {
    return server.actualPort();
  }

  /**
   * Every request, before the router: the Date as a read-only map the answer points at
   * ({@code MultiMap.setAll} shares its entry; Vert.x copies it only when a route adds a header), so
   * that no catch-all route runs for it. Nothing of the request is read here; the router then runs
   * as {@code requestHandler(router)} would run it.
   */
  private void handleRequest(HttpServerRequest request) {
    request.response().headers().setAll(dateHead.get());
    router.handle(request);
  }

  /**
   * What Netty's decoder rejects (broken syntax, bad lengths, oversized lines or headers): Vert.x's
   * default answer (400, 414 or 431, then close), with this server's Date header added.
   */
  private void handleInvalidRequest(HttpServerRequest request) {
    request.response().putHeader(HttpHeaders.DATE, date.value());
    HttpServerRequest.DEFAULT_INVALID_REQUEST_HANDLER.handle(request);
  }
}
