package dev.brigade.vertx.conduit;

import dev.brigade.vertx.BodyBudget;
import dev.brigade.vertx.HttpVerticle;
import dev.brigade.vertx.RequestRules;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.sql.SQLException;
import java.time.Clock;
import java.util.regex.Pattern;

/** Conduit, a sub-router at {@code /api}: input checked on the event loop, then one unit of work on a worker. */
public final class ConduitRoutes {

    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final String TOKEN_SCHEME = "Token ";

    private final Database database;
    private final ConduitStore store;
    private final long maxCommentBytes;
    private final BodyBudget budget;

    public ConduitRoutes(Database database, Clock clock, long maxCommentBytes, BodyBudget budget) {
        this.database = database;
        this.store = new ConduitStore(clock);
        this.maxCommentBytes = maxCommentBytes;
        this.budget = budget;
    }

    public Router router(Vertx vertx) {
        Router api = Router.router(vertx);
        HttpVerticle.getAndHead(api, "/articles").handler(this::handleListArticles);
        HttpVerticle.getAndHead(api, "/articles/:slug").handler(this::handleGetArticle);
        // The server's body budget first, on a route of its own (vertx-web runs body handlers first within a route).
        api.post("/articles/:slug/comments").handler(budget.reserving(maxCommentBytes));
        api.post("/articles/:slug/comments")
                .handler(BodyHandler.create(false).setBodyLimit(maxCommentBytes))
                .handler(this::handleAddComment);
        api.post("/articles/:slug/favorite").handler(this::handleFavorite);
        // Unknown API paths answer 404 in RealWorld's shape too.
        api.route().handler(ctx -> ctx.fail(ApiError.notFound("path")));
        api.route().failureHandler(this::handleFailure);
        return api;
    }

    /** A bad limit or offset throws its ApiError, which vertx-web hands to the failure handler. */
    private void handleListArticles(RoutingContext ctx) {
        long limit = nonNegative(ctx, "limit", 20);
        long offset = nonNegative(ctx, "offset", 0);
        String authorization = ctx.request().getHeader(HttpHeaders.AUTHORIZATION);
        reply(
                ctx,
                database.read(connection ->
                        store.listArticles(connection, reader(connection, authorization), limit, offset)));
    }

    private void handleGetArticle(RoutingContext ctx) {
        String slug = ctx.pathParam("slug");
        String authorization = ctx.request().getHeader(HttpHeaders.AUTHORIZATION);
        reply(ctx, database.read(connection -> {
            JsonObject article = store.findArticle(connection, slug, reader(connection, authorization));
            if (article == null) {
                throw ApiError.notFound("article");
            }
            return new JsonObject().put("article", article);
        }));
    }

    private void handleAddComment(RoutingContext ctx) {
        String token = token(ctx.request().getHeader(HttpHeaders.AUTHORIZATION));
        String slug = ctx.pathParam("slug");
        String body = commentBody(ctx);
        reply(ctx, database.write(connection -> {
            Reader author = author(connection, token);
            long articleId = article(connection, slug);
            if (body == null) {
                throw ApiError.unprocessable("body", "can't be blank");
            }
            return new JsonObject().put("comment", store.addComment(connection, articleId, author, body));
        }));
    }

    private void handleFavorite(RoutingContext ctx) {
        String token = token(ctx.request().getHeader(HttpHeaders.AUTHORIZATION));
        String slug = ctx.pathParam("slug");
        reply(ctx, database.write(connection -> {
            Reader reader = author(connection, token);
            store.favorite(connection, reader, article(connection, slug));
            return new JsonObject().put("article", store.findArticle(connection, slug, reader));
        }));
    }

    /** Anonymous without {@code Authorization}; with one, its user, else 401, never anonymous (CONTRACT §4). */
    private Reader reader(Statements connection, String authorization) throws SQLException {
        return authorization == null ? Reader.ANONYMOUS : author(connection, token(authorization));
    }

    /** Who writes: the token's user, else 401 (no user has a null token). */
    private Reader author(Statements connection, String token) throws SQLException {
        Reader reader = store.readerByToken(connection, token);
        if (reader == null) {
            throw ApiError.unauthorized();
        }
        return reader;
    }

    private long article(Statements connection, String slug) throws SQLException {
        Long id = store.articleId(connection, slug);
        if (id == null) {
            throw ApiError.notFound("article");
        }
        return id;
    }

    /** 4xx in RealWorld's shape, vertx-web's own (413 from the BodyHandler) too; the rest to the root router's. */
    private void handleFailure(RoutingContext ctx) {
        int status = ctx.failure() instanceof ApiError error ? error.status.code() : ctx.statusCode();
        if (status < 400 || status >= 500) {
            ctx.next();
            return;
        }
        JsonObject body = ctx.failure() instanceof ApiError error
                ? error.body
                : ApiError.body("request", HttpResponseStatus.valueOf(status).reasonPhrase());
        ctx.response().setStatusCode(status);
        if (status == HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE.code()) {
            // The rest of an oversized body is not read: on HTTP/2 its stream ends, on HTTP/1.1 the connection.
            ctx.response().putHeader(HttpHeaders.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON);
            RequestRules.endUnread(ctx, body.encode());
        } else {
            ctx.json(body);
        }
    }

    private static void reply(RoutingContext ctx, Future<JsonObject> result) {
        result.onSuccess(ctx::json).onFailure(ctx::fail);
    }

    /** The token of {@code Authorization: Token T}, or null when there is none. */
    private static String token(String authorization) {
        if (authorization == null || !authorization.startsWith(TOKEN_SCHEME)) {
            return null;
        }
        String token = authorization.substring(TOKEN_SCHEME.length()).trim();
        return token.isEmpty() ? null : token;
    }

    private static long nonNegative(RoutingContext ctx, String name, long fallback) {
        String value = ctx.queryParams().get(name);
        if (value == null) {
            return fallback;
        }
        if (!DIGITS.matcher(value).matches()) {
            throw ApiError.unprocessable(name, "must be a non-negative integer");
        }
        // Any longer is past every row anyway.
        return value.length() > 18 ? Long.MAX_VALUE : Long.parseLong(value);
    }

    /** {@code comment.body} when it is a non-blank string, else null (answered 422 after the lookups). */
    private static String commentBody(RoutingContext ctx) {
        try {
            JsonObject json = ctx.body().asJsonObject();
            Object comment = json == null ? null : json.getValue("comment");
            if (comment instanceof JsonObject fields
                    && fields.getValue("body") instanceof String text
                    && !text.isBlank()) {
                return text;
            }
        } catch (RuntimeException notJson) {
            // falls through to 422
        }
        return null;
    }
}
