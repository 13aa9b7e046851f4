package dev.brigade.rawnio.conduit;

import dev.brigade.rawnio.http.Allow;
import dev.brigade.rawnio.http.Handler;
import dev.brigade.rawnio.http.Method;
import dev.brigade.rawnio.http.QueryString;
import dev.brigade.rawnio.http.Request;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * RealWorld's Conduit routes, and 404 for every other path. Each handler copies what it needs from
 * the request on the event loop, then hands the SQL to the {@link Database}'s threads and answers
 * {@link Response#later}: no JDBC call ever runs on an event loop.
 */
public final class ConduitRoutes implements Handler {
    private static final byte[] ARTICLES = "/api/articles".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ONE_ARTICLE = "/api/articles/".getBytes(StandardCharsets.US_ASCII);
    private static final Response NOT_FOUND = Response.status(Status.NOT_FOUND);
    private static final Response GET_ONLY = Response.methodNotAllowed(Allow.of(Method.GET, Method.HEAD));
    private static final Response POST_ONLY = Response.methodNotAllowed(Allow.of(Method.POST));
    private static final long DEFAULT_LIMIT = 20;
    private static final long DEFAULT_OFFSET = 0;

    private final Database database;

    public ConduitRoutes(Database database) {
        this.database = database;
    }

    @Override
    public Response handle(Request request) {
        if (request.pathIs(ARTICLES)) {
            return get(request, () -> listArticles(request));
        }
        if (!request.pathStartsWith(ONE_ARTICLE)) {
            return NOT_FOUND;
        }
        String[] segments = request.path().substring(ONE_ARTICLE.length).split("/", -1);
        String slug = QueryString.decode(segments[0], false);
        if (slug == null || slug.isEmpty() || segments.length > 2) {
            return NOT_FOUND;
        }
        if (segments.length == 1) {
            return get(request, () -> getArticle(request, slug));
        }
        return switch (segments[1]) {
            case "comments" -> post(request, () -> addComment(request, slug));
            case "favorite" -> post(request, () -> favorite(request, slug));
            default -> NOT_FOUND;
        };
    }

    private static Response get(Request request, Supplier<Response> route) {
        return request.method().isGetOrHead() ? route.get() : GET_ONLY;
    }

    private static Response post(Request request, Supplier<Response> route) {
        return request.method() == Method.POST ? route.get() : POST_ONLY;
    }

    private Response listArticles(Request request) {
        String query = request.query();
        Long limit = nonNegative(QueryString.first(query, "limit"), DEFAULT_LIMIT);
        Long offset = nonNegative(QueryString.first(query, "offset"), DEFAULT_OFFSET);
        if (limit == null || offset == null) {
            return error(
                    Status.UNPROCESSABLE_CONTENT, limit == null ? "limit" : "offset", "must be a non-negative integer");
        }
        String token = Credentials.token(request.authorization());
        return Response.later(database.read(db -> {
            Optional<Reader> reader = reader(db, token);
            if (reader.isEmpty()) {
                return unauthorized();
            }
            return Response.json(
                    Status.OK,
                    ConduitJson.articles(ConduitStore.list(db, reader.get(), limit, offset), ConduitStore.count(db)));
        }));
    }

    private Response getArticle(Request request, String slug) {
        String token = Credentials.token(request.authorization());
        return Response.later(database.read(db -> {
            Optional<Reader> reader = reader(db, token);
            if (reader.isEmpty()) {
                return unauthorized();
            }
            return ConduitStore.bySlug(db, reader.get(), slug)
                    .map(article -> Response.json(Status.OK, ConduitJson.article(article)))
                    .orElseGet(ConduitRoutes::articleNotFound);
        }));
    }

    /** {@link Reader#ANONYMOUS} without a token; empty for a token no user holds. */
    private static Optional<Reader> reader(Statements db, String token) throws SQLException {
        if (token == null) {
            return Optional.of(Reader.ANONYMOUS);
        }
        return ConduitStore.userByToken(db, token).map(user -> new Reader(user.id()));
    }

    private Response addComment(Request request, String slug) {
        String token = Credentials.token(request.authorization());
        String body = CommentRequest.body(request.bodyArray(), request.bodyLength());
        return Response.later(database.write(db -> {
            Optional<User> user = token == null ? Optional.empty() : ConduitStore.userByToken(db, token);
            if (user.isEmpty()) {
                return unauthorized();
            }
            Optional<Long> articleId = ConduitStore.articleId(db, slug);
            if (articleId.isEmpty()) {
                return articleNotFound();
            }
            if (body == null) {
                return error(Status.UNPROCESSABLE_CONTENT, "body", "can't be blank");
            }
            Comment comment = ConduitStore.addComment(db, articleId.get(), user.get(), body);
            return Response.json(Status.OK, ConduitJson.comment(comment));
        }));
    }

    private Response favorite(Request request, String slug) {
        String token = Credentials.token(request.authorization());
        return Response.later(database.write(db -> {
            Optional<User> user = token == null ? Optional.empty() : ConduitStore.userByToken(db, token);
            if (user.isEmpty()) {
                return unauthorized();
            }
            Optional<Long> articleId = ConduitStore.articleId(db, slug);
            if (articleId.isEmpty()) {
                return articleNotFound();
            }
            return Response.json(
                    Status.OK, ConduitJson.article(ConduitStore.favorite(db, articleId.get(), user.get())));
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

    private static Response unauthorized() {
        return ApiError.UNAUTHORIZED.response();
    }

    private static Response articleNotFound() {
        return ApiError.ARTICLE_NOT_FOUND.response();
    }

    private static Response error(Status status, String field, String message) {
        return new ApiError(status, field, message).response();
    }
}
