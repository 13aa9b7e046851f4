package dev.brigade.vertx;

import dev.brigade.vertx.conduit.ConduitRoutes;
import dev.brigade.vertx.conduit.Database;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.BodyHandler;
import io.vertx.ext.web.templ.pebble.PebbleTemplateEngine;
import java.time.Clock;
import java.util.concurrent.TimeUnit;

/** One HTTP server per event loop (Main deploys one instance per loop; Vert.x spreads the connections over them). */
public final class HttpVerticle extends VerticleBase {

    private final Database database;
    private final BodyBudget budget;
    private ServerConfig settings;
    private HttpServer server;
    private HttpDate date;

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
        DatastarStream stream = new DatastarStream();

        Router router = Router.router(vertx);
        router.route().handler(new RequestRules(date)::handle);
        getAndHead(router, "/plaintext").handler(simple::handlePlaintext);
        // The budget on a route of its own ahead of the BodyHandler's: vertx-web runs a route's body
        // handlers before its user handlers, and this one must decide before any body byte is read.
        router.post("/echo").handler(budget.reserving(settings.maxEchoBytes()));
        router.post("/echo")
                .handler(BodyHandler.create(false)
                        .setBodyLimit(settings.maxEchoBytes())
                        .setPreallocateBodyBuffer(true))
                .handler(simple::handleEcho);
        getAndHead(router, "/menu").handler(menu::handleMenu);
        getAndHead(router, "/sse").handler(stream::handleStream);
        if (database != null) {
            router.route("/api/*")
                    .subRouter(new ConduitRoutes(database, Clock.systemUTC(), settings.maxCommentBytes(), budget)
                            .router(vertx));
        }
        router.route().failureHandler(new RouteFailures(date)::handle);

        server = vertx.createHttpServer(settings.httpServerOptions())
                .invalidRequestHandler(this::handleInvalidRequest)
                .requestHandler(router);
        return server.listen();
    }

    /**
     * HEAD on every GET route (CONTRACT §2.8), the one way for the whole server: the same handler, and
     * Vert.x writes GET's head without the body (and without a Content-Length it was not given, RFC 9110 §9.3.2).
     */
    public static Route getAndHead(Router router, String path) {
        return router.route(path).method(HttpMethod.GET).method(HttpMethod.HEAD);
    }

    /** Drains: no new connections, in-flight requests finish, bounded by shutdownSeconds. */
    @Override
    public Future<?> stop() {
        return server.shutdown(settings.shutdownSeconds(), TimeUnit.SECONDS);
    }

    /** For the tests: the port the OS picked for port 0. */
    int actualPort() {
        return server.actualPort();
    }

    /** What Netty's decoder rejects: Vert.x's default answer (400, 414 or 431, then close), dated. */
    private void handleInvalidRequest(HttpServerRequest request) {
        request.response().headers().addAll(date.head());
        HttpServerRequest.DEFAULT_INVALID_REQUEST_HANDLER.handle(request);
    }
}
