package dev.brigade.helidon.conduit;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.brigade.helidon.conduit.ConduitJson.Article;
import dev.brigade.helidon.conduit.ConduitJson.Comment;
import dev.brigade.helidon.conduit.ConduitJson.Profile;
import dev.brigade.helidon.conduit.Database.Statements;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Conduit's SQL, prepared statements only, blocking on the request's virtual thread; rows become records. */
public final class ConduitStore {

    /** RealWorld's timestamps: UTC, milliseconds, as the seed writes them. */
    private static final DateTimeFormatter TIMESTAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private static final String ARTICLE_COLUMNS = """
      SELECT a.slug, a.title, a.description, %s a.created_at, a.updated_at,
             u.username, u.bio, u.image,
             (SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
             EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = ?) AS favorited,
             (SELECT json_group_array(t.name ORDER BY t.name) FROM article_tags x JOIN tags t ON t.id = x.tag_id
               WHERE x.article_id = a.id) AS tags
      """;
    /** The page's ids first, from the covering index: a large OFFSET skips index entries, not joined rows. */
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
    private static final String USER_BY_TOKEN = "SELECT id, username, bio, image FROM users WHERE token = ?";
    private static final String ARTICLE_ID_BY_SLUG = "SELECT id FROM articles WHERE slug = ?";
    private static final String INSERT_COMMENT = """
      INSERT INTO comments (article_id, author_id, body, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?) RETURNING id
      """;
    private static final String INSERT_FAVORITE =
            "INSERT INTO favorites (user_id, article_id) VALUES (?, ?) ON CONFLICT DO NOTHING";

    /** A page of the article list with the count of all articles. */
    public record ArticlePage(List<Article> articles, long articlesCount) {}

    private final Database database;
    private final Clock clock;

    /** {@code clock} stamps new comments (tests pin it). */
    public ConduitStore(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** The reader a token names; empty when no user has it. */
    Optional<Reader> readerByToken(String token) throws SQLException {
        return database.read(connection -> findReader(connection, token));
    }

    ArticlePage listArticles(Reader reader, long limit, long offset) throws SQLException {
        return database.read(connection -> {
            List<Article> articles = new ArrayList<>();
            try (ResultSet row = connection.query(LIST_ARTICLES, limit, offset, reader.id())) {
                while (row.next()) {
                    articles.add(article(row, false));
                }
            }
            try (ResultSet row = connection.query(COUNT_ARTICLES)) {
                row.next();
                return new ArticlePage(articles, row.getLong(1));
            }
        });
    }

    /** The article with its body; empty when no article has this slug. */
    Optional<Article> findArticle(String slug, Reader reader) throws SQLException {
        return database.read(connection -> findArticle(connection, slug, reader));
    }

    /** The new comment in one unit of work on the writer: author (401), article (404), body (422), insert. */
    Comment addComment(String token, String slug, String body) throws SQLException {
        return database.write(connection -> {
            Reader author = findReader(connection, token).orElseThrow(ApiError::unauthorized);
            long articleId = articleId(connection, slug).orElseThrow(() -> ApiError.notFound("article"));
            if (body == null) {
                throw ApiError.unprocessable("body", "can't be blank");
            }
            String now = TIMESTAMP.format(clock.instant());
            try (ResultSet row = connection.query(INSERT_COMMENT, articleId, author.id(), body, now, now)) {
                row.next();
                return new Comment(row.getLong(1), now, now, body, author.profile());
            }
        });
    }

    /** Favorites once (a second favorite changes nothing) and answers the article as it is now. */
    Optional<Article> favorite(String slug, Reader reader) throws SQLException {
        return database.write(connection -> {
            Optional<Long> articleId = articleId(connection, slug);
            if (articleId.isEmpty()) {
                return Optional.empty();
            }
            connection.update(INSERT_FAVORITE, reader.id(), articleId.get());
            return findArticle(connection, slug, reader);
        });
    }

    private static Optional<Reader> findReader(Statements connection, String token) throws SQLException {
        try (ResultSet row = connection.query(USER_BY_TOKEN, token)) {
            return row.next() ? Optional.of(new Reader(row.getLong("id"), profile(row))) : Optional.empty();
        }
    }

    private Optional<Article> findArticle(Statements connection, String slug, Reader reader) throws SQLException {
        try (ResultSet row = connection.query(ONE_ARTICLE, reader.id(), slug)) {
            return row.next() ? Optional.of(article(row, true)) : Optional.empty();
        }
    }

    private static Optional<Long> articleId(Statements connection, String slug) throws SQLException {
        try (ResultSet row = connection.query(ARTICLE_ID_BY_SLUG, slug)) {
            return row.next() ? Optional.of(row.getLong(1)) : Optional.empty();
        }
    }

    private Article article(ResultSet row, boolean withBody) throws SQLException {
        String[] tags; // a JSON array, sorted by SQLite
        try {
            tags = ConduitJson.MAPPER.readValue(row.getString("tags"), String[].class);
        } catch (JsonProcessingException e) {
            throw new SQLException("tags are not a JSON array", e);
        }
        return new Article(
                row.getString("slug"),
                row.getString("title"),
                row.getString("description"),
                withBody ? row.getString("body") : null,
                List.of(tags),
                row.getString("created_at"),
                row.getString("updated_at"),
                row.getBoolean("favorited"),
                row.getLong("favorites_count"),
                profile(row));
    }

    private static Profile profile(ResultSet row) throws SQLException {
        return new Profile(row.getString("username"), row.getString("bio"), row.getString("image"), false);
    }
}
