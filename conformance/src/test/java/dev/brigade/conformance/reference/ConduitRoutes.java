package dev.brigade.conformance.reference;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.sql.SQLException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Conduit's four routes: the HTTP side, the JSON shapes and the RealWorld error bodies. */
final class ConduitRoutes {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final DateTimeFormatter MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter SECONDS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);

    private final ConduitStore store;
    private final Set<Fault> faults;
    private final Clock clock;
    private final ConduitJson json;

    ConduitRoutes(ConduitStore store, Set<Fault> faults, Clock clock) {
        this.store = store;
        this.faults = faults;
        this.clock = clock;
        this.json = new ConduitJson(faults);
    }

    /** An answer for a Conduit path, or empty when the path is not one. */
    Optional<HttpResponse> handle(HttpRequest request) {
        String[] parts = request.path().split("/", -1); // "", "api", "articles", slug, action
        if (parts.length < 3 || parts.length > 5 || !parts[1].equals("api") || !parts[2].equals("articles")) {
            return Optional.empty();
        }
        Optional<String> slug = parts.length > 3 ? Query.segment(parts[3]).filter(s -> !s.isEmpty()) : Optional.empty();
        if (parts.length > 3 && slug.isEmpty()) {
            return Optional.empty();
        }
        String action = parts.length == 5 ? parts[4] : "";
        String method = request.method();
        if (faults.contains(Fault.WRITES_500) && method.equals("POST") && !action.isEmpty()) {
            return Optional.of(error(500, "database", "is locked"));
        }
        try {
            return Optional.ofNullable(
                    switch (action) {
                        case "" ->
                            method.equals("GET")
                                    ? (slug.isEmpty() ? listArticles(request) : getArticle(request, slug.get()))
                                    : notAllowed("GET");
                        case "comments" -> method.equals("POST") ? addComment(request, slug.get()) : notAllowed("POST");
                        case "favorite" -> method.equals("POST") ? favorite(request, slug.get()) : notAllowed("POST");
                        default -> null;
                    });
        } catch (SQLException e) {
            return Optional.of(error(500, "database", e.getMessage()));
        }
    }

    /** CONTRACT.md §4.10: a token that is sent must be good, on the reads too. */
    private boolean badTokenSent(HttpRequest request) throws SQLException {
        return request.header("Authorization").isPresent()
                && user(request).isEmpty()
                && !faults.contains(Fault.READ_BAD_TOKEN_ANONYMOUS);
    }

    private HttpResponse listArticles(HttpRequest request) throws SQLException {
        if (badTokenSent(request)) {
            return unauthorized();
        }
        Optional<Long> limit = count(request.query(), "limit", 20);
        Optional<Long> offset = count(request.query(), "offset", 0);
        if (limit.isEmpty() || offset.isEmpty()) {
            int status = faults.contains(Fault.BAD_LIMIT_500) ? 500 : 422;
            return error(status, limit.isEmpty() ? "limit" : "offset", "must be a non-negative integer");
        }
        List<ConduitStore.Article> articles = store.articles(limit.get(), offset.get(), viewer(request));
        long total = faults.contains(Fault.ARTICLES_COUNT_PAGE_SIZE) ? articles.size() : store.articleCount();
        return ok(json.articleList(articles, total));
    }

    private HttpResponse getArticle(HttpRequest request, String slug) throws SQLException {
        if (badTokenSent(request)) {
            return unauthorized();
        }
        Optional<ConduitStore.Article> found = store.article(slug, viewer(request));
        if (found.isEmpty() && faults.contains(Fault.SLUG_NUMBER_WRAPS) && slug.matches("article-\\d{4}")) {
            found = store.article(
                    String.format("article-%04d", Integer.parseInt(slug.substring(8)) % 1000), viewer(request));
        }
        return found.map(article -> json.article(article, true))
                .map(node -> faults.contains(Fault.ARTICLE_WITHOUT_DESCRIPTION) ? node.without("description") : node)
                .map(node -> ok(json.single("article", node)))
                .orElseGet(() -> faults.contains(Fault.MISSING_ARTICLE_NULL_200)
                        ? ok(json.single("article", null))
                        : error(404, "article", "not found"));
    }

    private HttpResponse addComment(HttpRequest request, String slug) throws SQLException {
        Optional<ConduitStore.User> user = user(request);
        if (faults.contains(Fault.ANONYMOUS_COMMENT_AS_USER_0)
                && request.header("Authorization").isEmpty()) {
            user = store.userByToken(
                    new dev.brigade.conformance.seed.ConduitSeed().user(0).token());
        }
        if (user.isEmpty()) {
            return unauthorized();
        }
        if (faults.contains(Fault.COMMENT_BAD_JSON_400) && !parses(request.body())) {
            return error(400, "body", "is not JSON");
        }
        Optional<String> body = commentBody(request.body(), faults);
        if (body.isEmpty()) {
            return faults.contains(Fault.COMMENT_ERROR_MESSAGE)
                    ? error(422, "comment", "is invalid")
                    : error(422, "body", "can't be blank");
        }
        var now = (faults.contains(Fault.TIMESTAMP_NO_MILLIS) ? SECONDS : MILLIS).format(clock.instant());
        Optional<ConduitStore.Comment> comment = store.addComment(slug, user.get(), body.get(), now);
        if (comment.isEmpty() && faults.contains(Fault.COMMENT_ON_MISSING_ARTICLE_OK)) {
            comment = Optional.of(new ConduitStore.Comment(0, body.get(), now, user.get()));
        }
        return comment.map(c -> ok(json.single("comment", json.comment(c))))
                .orElseGet(() -> error(404, "article", "not found"));
    }

    private HttpResponse favorite(HttpRequest request, String slug) throws SQLException {
        Optional<ConduitStore.User> user = user(request);
        if (user.isEmpty()) {
            return unauthorized();
        }
        return store.favorite(slug, user.get())
                .map(article -> faults.contains(Fault.FAVORITE_ANSWER_NO_TAGS) ? article.withoutTags() : article)
                .map(article -> ok(json.single("article", json.article(article, true))))
                .orElseGet(() -> faults.contains(Fault.FAVORITE_MISSING_ARTICLE_500)
                        ? error(500, "article", "null")
                        : error(404, "article", "not found"));
    }

    /** The user whose token is in {@code Authorization: Token T}, if any. */
    private Optional<ConduitStore.User> user(HttpRequest request) throws SQLException {
        Optional<String> token = request.header("Authorization")
                .filter(v -> v.startsWith("Token "))
                .map(v -> v.substring("Token ".length()).strip());
        return token.isEmpty() ? Optional.empty() : store.userByToken(token.get());
    }

    private long viewer(HttpRequest request) throws SQLException {
        if (faults.contains(Fault.FAVORITED_IGNORES_TOKEN)) {
            return -1;
        }
        return user(request).map(ConduitStore.User::id).orElse(-1L);
    }

    /** The comment's text, or empty when it is missing, not a string or blank (CONTRACT.md §4.7). */
    private static Optional<String> commentBody(byte[] raw, Set<Fault> faults) {
        try {
            JsonNode body = JSON.readTree(raw).path("comment").path("body");
            boolean accepted = body.isTextual()
                    && (!body.asText().isBlank()
                            || (faults.contains(Fault.EMPTY_COMMENT_ACCEPTED)
                                    && body.asText().isEmpty())
                            || (faults.contains(Fault.BLANK_COMMENT_ACCEPTED)
                                    && !body.asText().isEmpty()));
            return accepted ? Optional.of(body.asText()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static boolean parses(byte[] raw) {
        try {
            return JSON.readTree(raw) != null && raw.length > 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** A non-negative integer query parameter; {@code fallback} when absent, empty when malformed. */
    private static Optional<Long> count(String query, String name, long fallback) {
        Optional<String> raw = Query.parameter(query, name);
        if (raw.isEmpty()) {
            return Query.has(query, name) ? Optional.empty() : Optional.of(fallback);
        }
        String digits = raw.get();
        if (!DIGITS.matcher(digits).matches()) {
            return Optional.empty();
        }
        return Optional.of(digits.length() > 18 ? Long.MAX_VALUE : Long.parseLong(digits));
    }

    private HttpResponse unauthorized() {
        return error(faults.contains(Fault.WRITE_403) ? 403 : 401, "token", "is missing or unknown");
    }

    private static HttpResponse notAllowed(String allowed) {
        return error(405, "method", "not allowed").withHeader("Allow", allowed);
    }

    private static HttpResponse ok(ObjectNode body) {
        return jsonResponse(200, body);
    }

    private static HttpResponse error(int status, String field, String message) {
        ObjectNode body = JSON.createObjectNode();
        body.putObject("errors").putArray(field).add(message);
        return jsonResponse(status, body);
    }

    private static HttpResponse jsonResponse(int status, ObjectNode body) {
        try {
            return HttpResponse.fixed(status, "application/json", JSON.writeValueAsBytes(body));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree always serialises", e);
        }
    }
}
