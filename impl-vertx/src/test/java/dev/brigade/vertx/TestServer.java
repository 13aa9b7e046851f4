package dev.brigade.vertx;

import dev.brigade.vertx.conduit.Database;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Deploys one {@link HttpVerticle} on a random port, as Main does, for the route tests. */
public final class TestServer {

    /** The contract's golden files, from the kit's copy in the sibling module. */
    public static final Path CONTRACT = Path.of("..", "contract");

    private TestServer() {}

    /** @return the port the server listens on */
    public static Future<Integer> deploy(Vertx vertx, Database database, JsonObject config) {
        JsonObject withPort = config.copy().put(ServerConfig.PORT, 0);
        HttpVerticle verticle = new HttpVerticle(
                database, new BodyBudget(ServerConfig.from(withPort).maxBodyBudgetBytes()));
        return vertx.deployVerticle(verticle, new DeploymentOptions().setConfig(withPort))
                .map(id -> verticle.actualPort());
    }

    public static Future<Integer> deploy(Vertx vertx) {
        return deploy(vertx, null, new JsonObject());
    }

    /** Deploys as {@link #deploy} does and returns a client whose requests go to that port. */
    public static Future<WebClient> client(Vertx vertx, Database database, JsonObject config) {
        return deploy(vertx, database, config)
                .map(port -> WebClient.create(
                        vertx, new WebClientOptions().setDefaultPort(port).setDefaultHost("127.0.0.1")));
    }

    public static Future<WebClient> client(Vertx vertx) {
        return client(vertx, null, new JsonObject());
    }

    public static byte[] contract(String name) throws IOException {
        return Files.readAllBytes(CONTRACT.resolve(name));
    }
}
