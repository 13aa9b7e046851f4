package dev.brigade.vertx.conduit;

import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Conduit's SQL, every statement prepared with its parameters bound ({@code preparedQuery}), and
 * the rows mapped onto RealWorld's JSON. Each method runs on the connection {@link Database} lends
 * to a read or a write.
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
  Future<Reader> readerByToken(SqlConnection connection, String token) {
    return connection.preparedQuery(READER_BY_TOKEN).execute(Tuple.of(token))
        .map(rows -> first(rows) instanceof Row row ? new Reader(row.getLong("id"), profile(row)) : null);
  }

  Future<JsonObject> listArticles(SqlConnection connection, Reader reader, long limit, long offset) {
    return connection.preparedQuery(LIST_ARTICLES).execute(Tuple.of(limit, offset, reader.id()))
        .compose(rows -> connection.preparedQuery(COUNT_ARTICLES).execute().map(count -> {
          JsonArray articles = new JsonArray();
          for (Row row : rows) {
            articles.add(article(row, false));
          }
          return new JsonObject().put("articles", articles).put("articlesCount", first(count).getLong(0));
        }));
  }

  /** The article with its body, or null when no article has this slug. */
  Future<JsonObject> findArticle(SqlConnection connection, String slug, Reader reader) {
    return connection.preparedQuery(ONE_ARTICLE).execute(Tuple.of(reader.id(), slug))
        .map(rows -> first(rows) instanceof Row row ? article(row, true) : null);
  }

  /** The article's id, or null when no article has this slug. */
  Future<Long> articleId(SqlConnection connection, String slug) {
    return connection.preparedQuery(ARTICLE_ID_BY_SLUG).execute(Tuple.of(slug))
        .map(rows -> first(rows) instanceof Row row ? row.getLong(0) : null);
  }

  Future<JsonObject> addComment(SqlConnection connection, long articleId, Reader author, String body) {
    String now = TIMESTAMP.format(clock.instant());
    return connection.preparedQuery(INSERT_COMMENT).execute(Tuple.of(articleId, author.id(), body, now, now))
        .map(rows -> new JsonObject()
            .put("id", first(rows).getLong(0))
            .put("createdAt", now)
            .put("updatedAt", now)
            .put("body", body)
            .put("author", author.profile()));
  }

  /** Favorites once: a second favorite of the same article by the same user changes nothing. */
  Future<Void> favorite(SqlConnection connection, Reader reader, long articleId) {
    return connection.preparedQuery(INSERT_FAVORITE).execute(Tuple.of(reader.id(), articleId)).mapEmpty();
  }

  private static Row first(RowSet<Row> rows) {
    var iterator = rows.iterator();
    return iterator.hasNext() ? iterator.next() : null;
  }

  private static JsonObject article(Row row, boolean withBody) {
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

  private static JsonObject profile(Row row) {
    return new JsonObject()
        .put("username", row.getString("username"))
        .put("bio", row.getString("bio"))
        .put("image", row.getString("image"))
        .put("following", false);
  }
}
