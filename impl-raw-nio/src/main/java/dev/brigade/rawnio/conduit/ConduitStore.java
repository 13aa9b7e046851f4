package dev.brigade.rawnio.conduit;

import dev.brigade.rawnio.json.JsonParser;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Conduit's data access: every statement prepared (once per connection, see {@link Statements}),
 * every value bound, never concatenated.
 */
final class ConduitStore {
    private static final DateTimeFormatter TIMESTAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    // Tags come back as one JSON array per article, sorted by name (SQLite 3.44+ ordered aggregates).
    private static final String ARTICLE_COLUMNS = """
            SELECT a.id, a.slug, a.title, a.description, %s AS body, a.created_at, a.updated_at,
                   u.username, u.bio, u.image,
                   (SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
                   EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = ?) AS favorited,
                   (SELECT json_group_array(t.name ORDER BY t.name)
                      FROM article_tags x JOIN tags t ON t.id = x.tag_id
                     WHERE x.article_id = a.id) AS tags
            """;
    private static final String ONE_ARTICLE =
            ARTICLE_COLUMNS.formatted("a.body") + " FROM articles a JOIN users u ON u.id = a.author_id";
    // The page's ids first, from the covering index articles_by_created alone, so that a large
    // OFFSET skips index entries rather than joined rows with their subqueries.
    private static final String LIST = """
            WITH page AS (SELECT id, created_at FROM articles ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?)
            """ + ARTICLE_COLUMNS.formatted("NULL") + """
              FROM page JOIN articles a ON a.id = page.id JOIN users u ON u.id = a.author_id
             ORDER BY page.created_at DESC, page.id DESC
            """;
    private static final String BY_SLUG = ONE_ARTICLE + " WHERE a.slug = ?";
    private static final String BY_ID = ONE_ARTICLE + " WHERE a.id = ?";
    private static final String COUNT = "SELECT count(*) FROM articles";
    private static final String USER_BY_TOKEN = "SELECT id, username, bio, image FROM users WHERE token = ?";
    private static final String ARTICLE_ID_BY_SLUG = "SELECT id FROM articles WHERE slug = ?";
    private static final String INSERT_COMMENT = """
            INSERT INTO comments (article_id, author_id, body, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?) RETURNING id
            """;
    private static final String FAVORITE = "INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (?, ?)";

    private ConduitStore() {}

    static List<Article> list(Statements db, Reader reader, long limit, long offset) throws SQLException {
        PreparedStatement statement = db.get(LIST);
        statement.setLong(1, limit);
        statement.setLong(2, offset);
        statement.setLong(3, reader.id());
        try (ResultSet rows = statement.executeQuery()) {
            List<Article> articles = new ArrayList<>();
            while (rows.next()) {
                articles.add(article(rows));
            }
            return articles;
        }
    }

    static long count(Statements db) throws SQLException {
        try (ResultSet rows = db.get(COUNT).executeQuery()) {
            rows.next();
            return rows.getLong(1);
        }
    }

    static Optional<Article> bySlug(Statements db, Reader reader, String slug) throws SQLException {
        return one(db, BY_SLUG, reader.id(), slug);
    }

    static Optional<User> userByToken(Statements db, String token) throws SQLException {
        PreparedStatement statement = db.get(USER_BY_TOKEN);
        statement.setString(1, token);
        try (ResultSet rows = statement.executeQuery()) {
            if (!rows.next()) {
                return Optional.empty();
            }
            return Optional.of(
                    new User(rows.getLong(1), new Author(rows.getString(2), rows.getString(3), rows.getString(4))));
        }
    }

    static Optional<Long> articleId(Statements db, String slug) throws SQLException {
        PreparedStatement statement = db.get(ARTICLE_ID_BY_SLUG);
        statement.setString(1, slug);
        try (ResultSet rows = statement.executeQuery()) {
            return rows.next() ? Optional.of(rows.getLong(1)) : Optional.empty();
        }
    }

    static Comment addComment(Statements db, long articleId, User author, String body) throws SQLException {
        String now = TIMESTAMP.format(Instant.now().truncatedTo(ChronoUnit.MILLIS));
        PreparedStatement statement = db.get(INSERT_COMMENT);
        statement.setLong(1, articleId);
        statement.setLong(2, author.id());
        statement.setString(3, body);
        statement.setString(4, now);
        statement.setString(5, now);
        try (ResultSet rows = statement.executeQuery()) {
            rows.next();
            return new Comment(rows.getLong(1), now, now, body, author.profile());
        }
    }

    /** Favorites (once: a second time changes nothing) and returns the article as the user now sees it. */
    static Article favorite(Statements db, long articleId, User user) throws SQLException {
        PreparedStatement statement = db.get(FAVORITE);
        statement.setLong(1, user.id());
        statement.setLong(2, articleId);
        statement.executeUpdate();
        return one(db, BY_ID, user.id(), articleId).orElseThrow();
    }

    private static Optional<Article> one(Statements db, String sql, long viewerId, Object key) throws SQLException {
        PreparedStatement statement = db.get(sql);
        statement.setLong(1, viewerId);
        statement.setObject(2, key);
        try (ResultSet rows = statement.executeQuery()) {
            return rows.next() ? Optional.of(article(rows)) : Optional.empty();
        }
    }

    private static Article article(ResultSet rows) throws SQLException {
        List<String> tags = new ArrayList<>();
        for (Object tag : (List<?>) JsonParser.parse(rows.getString("tags"))) {
            tags.add((String) tag);
        }
        return new Article(
                rows.getLong("id"),
                rows.getString("slug"),
                rows.getString("title"),
                rows.getString("description"),
                rows.getString("body"),
                tags,
                rows.getString("created_at"),
                rows.getString("updated_at"),
                rows.getBoolean("favorited"),
                rows.getLong("favorites_count"),
                new Author(rows.getString("username"), rows.getString("bio"), rows.getString("image")));
    }
}
