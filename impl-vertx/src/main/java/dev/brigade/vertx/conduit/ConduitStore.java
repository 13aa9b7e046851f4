package dev.brigade.vertx.conduit;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Conduit's SQL, run on a worker on the connection {@link Database} lends, rows straight onto RealWorld's JSON. */
final class ConduitStore {

    /** RealWorld's timestamps: UTC, milliseconds, as the seed writes them. */
    private static final DateTimeFormatter TIMESTAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private static final String ARTICLE_COLUMNS = """
      SELECT a.slug, a.title, a.description, %s a.created_at, a.updated_at,
             u.username, u.bio, u.image,
             (SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
             EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = ?) AS favorited,
             (SELECT json_group_array(t.name) FROM article_tags x JOIN tags t ON t.id = x.tag_id
               WHERE x.article_id = a.id) AS tags
      """;
    /** The page's ids first, from the covering index alone: a large OFFSET skips index entries, not joined rows. */
    private static final String LIST_ARTICLES = """
      WITH page AS (SELECT id, created_at FROM articles ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?)
      """ + ARTICLE_COLUMNS.formatted("") + """
        FROM page JOIN articles a ON a.id = page.id JOIN users u ON u.id = a.author_id
       ORDER BY page.created_at DESC, page.id DESC
      """;

    private static final String ONE_ARTICLE = ARTICLE_COLUMNS.formatted("a.body,") + """
        FROM articles a JOIN users u ON u.id = a.author_id
       WHERE a.slug = ?
      """;
    private static final String COUNT_ARTICLES = "SELECT count(*) FROM articles";
    private static final String READER_BY_TOKEN = "SELECT id, username, bio, image FROM users WHERE token = ?";
    private static final String ARTICLE_ID_BY_SLUG = "SELECT id FROM articles WHERE slug = ?";
    private static final String INSERT_COMMENT = """
      INSERT INTO comments (article_id, author_id, body, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?) RETURNING id
      """;
    private static final String INSERT_FAVORITE =
            "INSERT INTO favorites (user_id, article_id) VALUES (?, ?) ON CONFLICT DO NOTHING";

    private final Clock clock;

    /** @param clock stamps new comments (a parameter, so tests pin it) */
    ConduitStore(Clock clock) {
        this.clock = clock;
    }

    /** The user holding this token, or null when no user does (or there is no token). */
    Reader readerByToken(Statements connection, String token) throws SQLException {
        try (ResultSet row = connection.bind(READER_BY_TOKEN, token).executeQuery()) {
            return row.next() ? new Reader(row.getLong("id"), profile(row)) : null;
        }
    }

    JsonObject listArticles(Statements connection, Reader reader, long limit, long offset) throws SQLException {
        JsonArray articles = new JsonArray();
        try (ResultSet row =
                connection.bind(LIST_ARTICLES, limit, offset, reader.id()).executeQuery()) {
            while (row.next()) {
                articles.add(article(row, false));
            }
        }
        return new JsonObject().put("articles", articles).put("articlesCount", connection.queryLong(COUNT_ARTICLES));
    }

    /** The article with its body, or null when no article has this slug. */
    JsonObject findArticle(Statements connection, String slug, Reader reader) throws SQLException {
        try (ResultSet row = connection.bind(ONE_ARTICLE, reader.id(), slug).executeQuery()) {
            return row.next() ? article(row, true) : null;
        }
    }

    /** The article's id, or null when no article has this slug. */
    Long articleId(Statements connection, String slug) throws SQLException {
        return connection.queryLong(ARTICLE_ID_BY_SLUG, slug);
    }

    JsonObject addComment(Statements connection, long articleId, Reader author, String body) throws SQLException {
        String now = TIMESTAMP.format(clock.instant());
        return new JsonObject()
                .put("id", connection.queryLong(INSERT_COMMENT, articleId, author.id(), body, now, now))
                .put("createdAt", now)
                .put("updatedAt", now)
                .put("body", body)
                .put("author", author.profile());
    }

    /** Favorites once: a second favorite of the same article by the same user changes nothing. */
    void favorite(Statements connection, Reader reader, long articleId) throws SQLException {
        connection.bind(INSERT_FAVORITE, reader.id(), articleId).executeUpdate();
    }

    private static JsonObject article(ResultSet row, boolean withBody) throws SQLException {
        JsonArray tags = new JsonArray(row.getString("tags"));
        tags.getList().sort(null);
        JsonObject article = new JsonObject()
                .put("slug", row.getString("slug"))
                .put("title", row.getString("title"))
                .put("description", row.getString("description"));
        if (withBody) {
            article.put("body", row.getString("body"));
        }
        return article.put("tagList", tags)
                .put("createdAt", row.getString("created_at"))
                .put("updatedAt", row.getString("updated_at"))
                // SQLite has no boolean: EXISTS is 0 or 1.
                .put("favorited", row.getLong("favorited") != 0)
                .put("favoritesCount", row.getLong("favorites_count"))
                .put("author", profile(row));
    }

    private static JsonObject profile(ResultSet row) throws SQLException {
        return new JsonObject()
                .put("username", row.getString("username"))
                .put("bio", row.getString("bio"))
                .put("image", row.getString("image"))
                .put("following", false);
    }
}
