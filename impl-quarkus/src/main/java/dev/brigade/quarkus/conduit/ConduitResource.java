package dev.brigade.quarkus.conduit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brigade.quarkus.conduit.ConduitJson.ArticleList;
import dev.brigade.quarkus.conduit.ConduitJson.SingleArticle;
import dev.brigade.quarkus.conduit.ConduitJson.SingleComment;
import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.regex.Pattern;
import org.jboss.resteasy.reactive.RestHeader;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * RealWorld's Conduit slice. Every method is {@code @Blocking}: JDBC blocks, so Quarkus runs them
 * on its worker pool, never on the I/O threads. Validation here, SQL in {@link ConduitStore}.
 */
@Path("/api/articles")
@Blocking
@Produces(MediaType.APPLICATION_JSON)
public class ConduitResource {

    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final String TOKEN_SCHEME = "Token ";

    private final ConduitStore store;
    private final ObjectMapper json;

    @Inject
    ConduitResource(ConduitStore store, ObjectMapper json) {
        this.store = store;
        this.json = json;
    }

    /** Paging values arrive as text, so that "-1", "abc" or "1.5" answer 422 rather than Quarkus's 404. */
    @GET
    public ArticleList list(
            @RestQuery String limit,
            @RestQuery String offset,
            @RestHeader(HttpHeaders.AUTHORIZATION) String authorization) {
        long pageSize = nonNegative("limit", limit, 20);
        long skip = nonNegative("offset", offset, 0);
        return store.listArticles(token(authorization), pageSize, skip);
    }

    @GET
    @Path("{slug}")
    public SingleArticle article(@RestPath String slug, @RestHeader(HttpHeaders.AUTHORIZATION) String authorization) {
        return new SingleArticle(store.article(token(authorization), slug));
    }

    /** The body as text: JSON that does not parse is RealWorld's 422, not Quarkus REST's 400. */
    @POST
    @Path("{slug}/comments")
    @Consumes(MediaType.WILDCARD)
    public SingleComment comment(
            @RestPath String slug, @RestHeader(HttpHeaders.AUTHORIZATION) String authorization, String body) {
        return new SingleComment(store.addComment(token(authorization), slug, commentBody(body)));
    }

    @POST
    @Path("{slug}/favorite")
    @Consumes(MediaType.WILDCARD)
    public SingleArticle favorite(@RestPath String slug, @RestHeader(HttpHeaders.AUTHORIZATION) String authorization) {
        return new SingleArticle(store.favorite(token(authorization), slug));
    }

    /** Quarkus REST's exception mapper for this resource: RealWorld's error body with the error's status. */
    @ServerExceptionMapper
    public Response apiError(ApiError error) {
        return Response.status(error.status)
                .entity(error.body())
                .type(MediaType.APPLICATION_JSON_TYPE)
                .build();
    }

    /**
     * The token of {@code Authorization: Token T}, or null without the header. Any other
     * Authorization (another scheme, no token) is refused, never read as nobody (CONTRACT §4.10).
     */
    private static String token(String authorization) {
        if (authorization == null) {
            return null;
        }
        String token = authorization.startsWith(TOKEN_SCHEME)
                ? authorization.substring(TOKEN_SCHEME.length()).trim()
                : "";
        if (token.isEmpty()) {
            throw ApiError.unauthorized();
        }
        return token;
    }

    private static long nonNegative(String name, String value, long fallback) {
        if (value == null) {
            return fallback;
        }
        if (!DIGITS.matcher(value).matches()) {
            throw ApiError.unprocessable(name, "must be a non-negative integer");
        }
        // Any longer is past every row anyway.
        return value.length() > 18 ? Long.MAX_VALUE : Long.parseLong(value);
    }

    /** {@code comment.body} when it is a non-blank string, else null. */
    private String commentBody(String body) {
        if (body == null || body.isEmpty()) {
            return null;
        }
        try {
            JsonNode text = json.readTree(body).path("comment").path("body");
            return text.isTextual() && !text.asText().isBlank() ? text.asText() : null;
        } catch (java.io.IOException notJson) {
            return null;
        }
    }
}
