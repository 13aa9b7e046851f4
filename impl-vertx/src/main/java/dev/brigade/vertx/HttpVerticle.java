package dev.brigade.vertx;

import dev.brigade.vertx.conduit.ConduitRoutes;
import dev.brigade.vertx.conduit.Database;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
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

    public HttpVerticle(Database database, BodyBudget budget) {
        this.database = database;
        this.budget = budget;
    }

    @Override
    public Future<?> start() {
        settings = ServerConfig.from(config());
        RequestRules rules = new RequestRules(new HttpDate(vertx));
        SimpleRoutes simple = new SimpleRoutes();

        Router router = Router.router(vertx);
        router.route().handler(rules::handle);
        getAndHead(router, "/plaintext").handler(simple::handlePlaintext);
        // The budget on a route of its own: vertx-web runs a route's BodyHandler first, and it decides before that.
        router.post("/echo").handler(budget.reserving(settings.maxEchoBytes()));
        router.post("/echo")
                .handler(BodyHandler.create(false)
                        .setBodyLimit(settings.maxEchoBytes())
                        .setPreallocateBodyBuffer(true))
                .handler(simple::handleEcho);
        getAndHead(router, "/menu").handler(new MenuRoutes(PebbleTemplateEngine.create(vertx))::handleMenu);
        getAndHead(router, "/sse").handler(new DatastarStream()::handleStream);
        if (database != null) {
            router.route("/api/*")
                    .subRouter(new ConduitRoutes(database, Clock.systemUTC(), settings.maxCommentBytes(), budget)
                            .router(vertx));
        }
        router.route().failureHandler(rules::handleFailure);

        server = vertx.createHttpServer(settings.httpServerOptions())
                .invalidRequestHandler(rules::handleInvalidRequest)
                .requestHandler(router);
        return server.listen();
    }

    /** HEAD on every GET route (CONTRACT §2.8): the same handler; Vert.x writes the head alone (RFC 9110 §9.3.2). */
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
}
