package dev.brigade.helidon.conduit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.brigade.helidon.Routes;
import dev.brigade.helidon.StalledBody;
import dev.brigade.helidon.conduit.ConduitJson.Article;
import dev.brigade.helidon.conduit.ConduitJson.Comment;
import io.helidon.common.media.type.MediaTypes;
import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * RealWorld's Conduit slice under {@code /api}. Handlers block on JDBC, Helidon SE's idiom: each request
 * runs on its own virtual thread. Client errors are thrown as {@link ApiError}, answered by {@link #handleError}.
 */
public final class ConduitService implements HttpService {

    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final String TOKEN_SCHEME = "Token ";

    private final ConduitStore store;

    public ConduitService(ConduitStore store) {
        this.store = store;
    }

    @Override
    public void routing(HttpRules rules) {
        Routes.get(rules, "/articles", this::listArticles);
        Routes.get(rules, "/articles/{slug}", this::getArticle);
        Routes.post(rules, "/articles/{slug}/comments", this::addComment);
        Routes.post(rules, "/articles/{slug}/favorite", this::favorite);
        // Any other path under /api: a 404 in RealWorld's shape too.
        rules.any((request, response) -> {
            throw ApiError.notFound("path");
        });
    }

    /** For {@code HttpRouting.Builder.error(ApiError.class, ...)}: the status and RealWorld's error body. */
    public static void handleError(ServerRequest request, ServerResponse response, ApiError error) {
        reply(request, response.status(error.status), error.body());
    }

    private void listArticles(ServerRequest request, ServerResponse response) throws SQLException {
        long limit = nonNegative(request, "limit", 20);
        long offset = nonNegative(request, "offset", 0);
        reply(request, response, store.listArticles(reader(request, false), limit, offset));
    }

    private void getArticle(ServerRequest request, ServerResponse response) throws SQLException {
        Article article = store.findArticle(slug(request), reader(request, false))
                .orElseThrow(() -> ApiError.notFound("article"));
        reply(request, response, Map.of("article", article));
    }

    /** The body read as /echo's is (StalledBody); then who writes (401), on what (404), what (422). */
    private void addComment(ServerRequest request, ServerResponse response) throws SQLException {
        String token = token(request).orElseThrow(ApiError::unauthorized);
        byte[] body = StalledBody.read(request, response);
        if (body != null) {
            Comment comment = store.addComment(token, slug(request), commentBody(body));
            reply(request, response, Map.of("comment", comment));
        }
    }

    private void favorite(ServerRequest request, ServerResponse response) throws SQLException {
        Article article =
                store.favorite(slug(request), reader(request, true)).orElseThrow(() -> ApiError.notFound("article"));
        reply(request, response, Map.of("article", article));
    }

    /** The answer as JSON; on HEAD, GET's head. Not Helidon's Jackson media support: HEAD needs the length. */
    private static void reply(ServerRequest request, ServerResponse response, Object answer) {
        try {
            response.headers().contentType(MediaTypes.APPLICATION_JSON);
            Routes.send(request, response, ConduitJson.MAPPER.writeValueAsBytes(answer));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Who asks: anonymous without {@code Authorization} on a read, else 401 unless a user has the token. */
    private Reader reader(ServerRequest request, boolean required) throws SQLException {
        Optional<String> token = token(request);
        if (token.isPresent()) {
            return store.readerByToken(token.get()).orElseThrow(ApiError::unauthorized);
        } else if (required) {
            throw ApiError.unauthorized();
        }
        return Reader.ANONYMOUS;
    }

    /** The token of {@code Authorization: Token T}; empty without the header, 401 for any other shape. */
    private static Optional<String> token(ServerRequest request) {
        return request.headers().first(HeaderNames.AUTHORIZATION).map(value -> {
            String token = value.startsWith(TOKEN_SCHEME)
                    ? value.substring(TOKEN_SCHEME.length()).trim()
                    : "";
            if (token.isEmpty()) {
                throw ApiError.unauthorized();
            }
            return token;
        });
    }

    private static String slug(ServerRequest request) {
        return request.path().pathParameters().get("slug");
    }

    private static long nonNegative(ServerRequest request, String name, long fallback) {
        String value = request.query().first(name).orElse(String.valueOf(fallback));
        if (!DIGITS.matcher(value).matches()) {
            throw ApiError.unprocessable(name, "must be a non-negative integer");
        }
        // Any longer is past every row anyway.
        return value.length() > 18 ? Long.MAX_VALUE : Long.parseLong(value);
    }

    /** {@code comment.body} when it is a string with more than whitespace, else null. */
    private static String commentBody(byte[] json) {
        try {
            JsonNode body = ConduitJson.MAPPER.readTree(json).path("comment").path("body");
            return body.isTextual() && !body.asText().isBlank() ? body.asText() : null;
        } catch (IOException | RuntimeException notJson) {
            return null;
        }
    }
}
