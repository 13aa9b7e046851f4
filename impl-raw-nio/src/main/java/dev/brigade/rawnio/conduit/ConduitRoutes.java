package dev.brigade.rawnio.conduit;

import dev.brigade.rawnio.http.Method;
import dev.brigade.rawnio.http.Reply;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.routes.QueryString;
import dev.brigade.rawnio.server.Exchange;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;

/**
 * RealWorld's Conduit routes. Each handler copies what it needs from the request on the event loop,
 * then hands the SQL to the {@link Database}'s threads and the answer back with
 * {@link Exchange#respondLater}: no JDBC call ever runs on an event loop.
 */
public final class ConduitRoutes {
    private static final byte[] ARTICLES = "/api/articles".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ONE_ARTICLE = "/api/articles/".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ALLOW_GET = "Allow: GET\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ALLOW_POST = "Allow: POST\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final long DEFAULT_LIMIT = 20;
    private static final long DEFAULT_OFFSET = 0;

    private final Database database;

    public ConduitRoutes(Database database) {
        this.database = database;
    }

    /** Answers a Conduit path and returns true, or returns false for a path that is not one. */
    public boolean handle(Exchange exchange) {
        Request request = exchange.request();
        if (request.pathIs(ARTICLES)) {
            route(exchange, Method.GET, ALLOW_GET, () -> listArticles(exchange));
            return true;
        }
        if (!request.pathStartsWith(ONE_ARTICLE)) {
            return false;
        }
        String[] segments = request.path().substring(ONE_ARTICLE.length).split("/", -1);
        String slug = QueryString.decode(segments[0], false);
        if (slug == null || slug.isEmpty() || segments.length > 2) {
            return false;
        }
        if (segments.length == 1) {
            route(exchange, Method.GET, ALLOW_GET, () -> getArticle(exchange, slug));
        } else if (segments[1].equals("comments")) {
            route(exchange, Method.POST, ALLOW_POST, () -> addComment(exchange, slug));
        } else if (segments[1].equals("favorite")) {
            route(exchange, Method.POST, ALLOW_POST, () -> favorite(exchange, slug));
        } else {
            return false;
        }
        return true;
    }

    private static void route(Exchange exchange, Method method, byte[] allow, Runnable handler) {
        if (exchange.request().method() == method) {
            handler.run();
        } else {
            exchange.response().status(Status.METHOD_NOT_ALLOWED, allow, exchange.closeAfter());
        }
    }

    private void listArticles(Exchange exchange) {
        String query = exchange.request().query();
        Long limit = nonNegative(QueryString.first(query, "limit"), DEFAULT_LIMIT);
        Long offset = nonNegative(QueryString.first(query, "offset"), DEFAULT_OFFSET);
        if (limit == null || offset == null) {
            String field = limit == null ? "limit" : "offset";
            exchange.respondLater(CompletableFuture.completedFuture(
                    error(Status.UNPROCESSABLE_CONTENT, field, "must be a non-negative integer")));
            return;
        }
        String token = Credentials.token(exchange.request().authorization());
        exchange.respondLater(database.read(db -> {
            OptionalLong viewer = viewer(db, token);
            if (viewer.isEmpty()) {
                return unauthorized();
            }
            return Reply.json(Status.OK, ConduitJson.articles(
                    ArticleStore.list(db, viewer.getAsLong(), limit, offset), ArticleStore.count(db)));
        }));
    }

    private void getArticle(Exchange exchange, String slug) {
        String token = Credentials.token(exchange.request().authorization());
        exchange.respondLater(database.read(db -> {
            OptionalLong viewer = viewer(db, token);
            if (viewer.isEmpty()) {
                return unauthorized();
            }
            return ArticleStore.bySlug(db, viewer.getAsLong(), slug)
                    .map(article -> Reply.json(Status.OK, ConduitJson.article(article)))
                    .orElseGet(ConduitRoutes::articleNotFound);
        }));
    }

    /** Who reads: {@link ArticleStore#ANONYMOUS} without a token, empty for a token no user holds. */
    private static OptionalLong viewer(Statements db, String token) throws SQLException {
        if (token == null) {
            return OptionalLong.of(ArticleStore.ANONYMOUS);
        }
        Optional<User> user = ArticleStore.userByToken(db, token);
        return user.isPresent() ? OptionalLong.of(user.get().id()) : OptionalLong.empty();
    }

    private void addComment(Exchange exchange, String slug) {
        Request request = exchange.request();
        String token = Credentials.token(request.authorization());
        String body = CommentRequest.body(request.bodyArray(), request.bodyLength());
        exchange.respondLater(database.write(db -> {
            Optional<User> user = token == null ? Optional.empty() : ArticleStore.userByToken(db, token);
            if (user.isEmpty()) {
                return unauthorized();
            }
            Optional<Long> articleId = ArticleStore.articleId(db, slug);
            if (articleId.isEmpty()) {
                return articleNotFound();
            }
            if (body == null) {
                return error(Status.UNPROCESSABLE_CONTENT, "body", "can't be empty");
            }
            Comment comment = ArticleStore.addComment(db, articleId.get(), user.get(), body);
            return Reply.json(Status.OK, ConduitJson.comment(comment));
        }));
    }

    private void favorite(Exchange exchange, String slug) {
        String token = Credentials.token(exchange.request().authorization());
        exchange.respondLater(database.write(db -> {
            Optional<User> user = token == null ? Optional.empty() : ArticleStore.userByToken(db, token);
            if (user.isEmpty()) {
                return unauthorized();
            }
            Optional<Long> articleId = ArticleStore.articleId(db, slug);
            if (articleId.isEmpty()) {
                return articleNotFound();
            }
            return Reply.json(Status.OK, ConduitJson.article(ArticleStore.favorite(db, articleId.get(), user.get())));
        }));
    }

    /** A query value that must be a non-negative integer: the default when absent, null when bad. */
    private static Long nonNegative(String value, long fallback) {
        if (value == null) {
            return fallback;
        }
        if (value.isEmpty() || !value.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return null;
        }
        // Past 18 digits a long could overflow; any such limit or offset means "as many as there are".
        return value.length() > 18 ? Long.MAX_VALUE : Long.parseLong(value);
    }

    private static Reply unauthorized() {
        return error(Status.UNAUTHORIZED, "token", "is missing or invalid");
    }

    private static Reply articleNotFound() {
        return error(Status.NOT_FOUND, "article", "not found");
    }

    private static Reply error(Status status, String field, String message) {
        return Reply.json(status, ConduitJson.error(field, message));
    }
}
