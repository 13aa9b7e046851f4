package dev.brigade.micronaut.conduit;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.io.IOException;
import java.util.regex.Pattern;

/**
 * RealWorld's Conduit slice under {@code /api}: every route touches JDBC, so all run on Micronaut's
 * blocking executor, never on the event loop. Absent (every route 404) without {@code --database}.
 */
@Controller("/api/articles")
@Consumes(MediaType.ALL)
@ExecuteOn(TaskExecutors.BLOCKING)
@Requires(property = "brigade.database")
final class ConduitController {

    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final String TOKEN_SCHEME = "Token ";

    private final ConduitStore store;
    private final JsonMapper json;

    ConduitController(ConduitStore store, JsonMapper json) {
        this.store = store;
        this.json = json;
    }

    @Get
    ConduitJson.ArticleList list(
            @Nullable @QueryValue String limit,
            @Nullable @QueryValue String offset,
            @Nullable @Header String authorization) {
        return store.listArticles(
                nonNegative("limit", limit, 20), nonNegative("offset", offset, 0), token(authorization, false));
    }

    @Get("/{slug}")
    ConduitJson.OneArticle article(String slug, @Nullable @Header String authorization) {
        return store.article(token(authorization, false), slug);
    }

    /** The body is read as text and judged here, so JSON that does not parse is a 422 like a blank body. */
    @Post("/{slug}/comments")
    ConduitJson.OneComment comment(String slug, @Nullable @Body String body, @Nullable @Header String authorization) {
        return store.addComment(token(authorization, true), slug, commentBody(body));
    }

    @Post("/{slug}/favorite")
    ConduitJson.OneArticle favorite(String slug, @Nullable @Header String authorization) {
        return store.favorite(token(authorization, true), slug);
    }

    /**
     * RealWorld's {@code Authorization: Token T}: T. Without the header, null for a read and 401 for a
     * write (who writes is checked first); anything else is 401.
     */
    @Nullable
    private static String token(@Nullable String authorization, boolean write) {
        if (authorization == null && !write) {
            return null;
        }
        String token = authorization != null && authorization.startsWith(TOKEN_SCHEME)
                ? authorization.substring(TOKEN_SCHEME.length()).trim()
                : "";
        if (token.isEmpty()) {
            throw ApiError.unauthorized();
        }
        return token;
    }

    private static long nonNegative(String name, @Nullable String value, long fallback) {
        if (value == null) {
            return fallback;
        }
        if (!DIGITS.matcher(value).matches()) {
            throw ApiError.unprocessable(name, "must be a non-negative integer");
        }
        // Any longer is past every row anyway.
        return value.length() > 18 ? Long.MAX_VALUE : Long.parseLong(value);
    }

    /** {@code comment.body} when it is a string, else null (a 422 once the token and article are checked). */
    @Nullable
    private String commentBody(@Nullable String body) {
        if (body == null) {
            return null;
        }
        try {
            JsonNode tree = json.readValue(body, JsonNode.class);
            JsonNode comment = tree == null || !tree.isObject() ? null : tree.get("comment");
            JsonNode text = comment == null || !comment.isObject() ? null : comment.get("body");
            return text != null && text.isString() ? text.getStringValue() : null;
        } catch (IOException | RuntimeException notJson) {
            return null;
        }
    }
}
