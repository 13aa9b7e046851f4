package dev.brigade.vertx.conduit;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Conduit's SQL, every statement prepared once per connection ({@link Statements}) with its
 * parameters bound, and the rows mapped onto RealWorld's JSON straight from the result set. Each
 * method runs on a worker thread, on the connection {@link Database} lends to a read or a write.
 */
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
  /**
   * The page's ids first, from the covering index alone, so a large OFFSET skips index entries
   * rather than joined rows with their subqueries.
   */
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

  /** The user holding this token, or null when no user does. */
  Reader readerByToken(Statements connection, String token) throws SQLException {
    PreparedStatement statement = connection.get(READER_BY_TOKEN);
    statement.setString(1, token);
    try (ResultSet row = statement.executeQuery()) {
      return row.next() ? new Reader(row.getLong("id"), profile(row)) : null;
    }
  }

  JsonObject listArticles(Statements connection, Reader reader, long limit, long offset) throws SQLException {
    JsonArray articles = new JsonArray();
    PreparedStatement statement = connection.get(LIST_ARTICLES);
    statement.setLong(1, limit);
    statement.setLong(2, offset);
    statement.setLong(3, reader.id());
    try (ResultSet row = statement.executeQuery()) {
      while (row.next()) {
        articles.add(article(row, false));
      }
    }
    long count;
    try (ResultSet row = connection.get(COUNT_ARTICLES).executeQuery()) {
      row.next();
      count = row.getLong(1);
    }
    return new JsonObject().put("articles", articles).put("articlesCount", count);
  }

  /** The article with its body, or null when no article has this slug. */
  JsonObject findArticle(Statements connection, String slug, Reader reader) throws SQLException {
    PreparedStatement statement = connection.get(ONE_ARTICLE);
    statement.setLong(1, reader.id());
    statement.setString(2, slug);
    try (ResultSet row = statement.executeQuery()) {
      return row.next() ? article(row, true) : null;
    }
  }

  /** The article's id, or null when no article has this slug. */
  Long articleId(Statements connection, String slug) throws SQLException {
    PreparedStatement statement = connection.get(ARTICLE_ID_BY_SLUG);
    statement.setString(1, slug);
    try (ResultSet row = statement.executeQuery()) {
      return row.next() ? row.getLong(1) : null;
    }
  }

  JsonObject addComment(Statements connection, long articleId, Reader author, String body) throws SQLException {
    String now = TIMESTAMP.format(clock.instant());
    PreparedStatement statement = connection.get(INSERT_COMMENT);
    statement.setLong(1, articleId);
    statement.setLong(2, author.id());
    statement.setString(3, body);
    statement.setString(4, now);
    statement.setString(5, now);
    long id;
    try (ResultSet row = statement.executeQuery()) {
      row.next();
      id = row.getLong(1);
    }
    return new JsonObject()
        .put("id", id)
        .put("createdAt", now)
        .put("updatedAt", now)
        .put("body", body)
        .put("author", author.profile());
  }

  /** Favorites once: a second favorite of the same article by the same user changes nothing. */
  void favorite(Statements connection, Reader reader, long articleId) throws SQLException {
    PreparedStatement statement = connection.get(INSERT_FAVORITE);
    statement.setLong(1, reader.id());
    statement.setLong(2, articleId);
    statement.executeUpdate();
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
    return article
        .put("tagList", tags)
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
