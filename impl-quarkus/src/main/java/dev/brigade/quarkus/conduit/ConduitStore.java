package dev.brigade.quarkus.conduit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brigade.quarkus.conduit.ConduitJson.Article;
import dev.brigade.quarkus.conduit.ConduitJson.ArticleList;
import dev.brigade.quarkus.conduit.ConduitJson.Comment;
import dev.brigade.quarkus.conduit.ConduitJson.Profile;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Conduit's SQL, prepared statements only, and the rows mapped onto RealWorld's records. Blocking:
 * called from {@code @Blocking} resource methods, on Quarkus's worker threads.
 */
@ApplicationScoped
public class ConduitStore {

    /** RealWorld's timestamps: UTC, milliseconds, as the seed writes them. */
    private static final DateTimeFormatter TIMESTAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private static final TypeReference<List<String>> NAMES = new TypeReference<>() {};

    private static final String ARTICLE_COLUMNS = """
      SELECT a.slug, a.title, a.description, %s a.created_at, a.updated_at,
             u.username, u.bio, u.image,
             (SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
             EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = ?) AS favorited,
             (SELECT json_group_array(t.name) FROM article_tags x JOIN tags t ON t.id = x.tag_id
               WHERE x.article_id = a.id) AS tags
      """;
    /** The page's ids first, from the covering index: a large OFFSET skips index entries, not rows. */
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
    private static final String READER_BY_TOKEN = "SELECT id, username, bio, image FROM users WHERE token = ?";
    private static final String ARTICLE_ID_BY_SLUG = "SELECT id FROM articles WHERE slug = ?";
    private static final String INSERT_COMMENT = """
      INSERT INTO comments (article_id, author_id, body, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?) RETURNING id
      """;
    private static final String INSERT_FAVORITE =
            "INSERT INTO favorites (user_id, article_id) VALUES (?, ?) ON CONFLICT DO NOTHING";

    private final Database database;
    private final ObjectMapper json;

    @Inject
    ConduitStore(Database database, ObjectMapper json) {
        this.database = database;
        this.json = json;
    }

    /** @param token the reader's token, or null when no Authorization was sent */
    ArticleList listArticles(String token, long limit, long offset) {
        return database.read(connection -> {
            long viewer = reader(connection, token).id();
            List<Article> articles = new ArrayList<>();
            try (PreparedStatement statement = prepare(connection, LIST_ARTICLES, limit, offset, viewer);
                    ResultSet row = statement.executeQuery()) {
                while (row.next()) {
                    articles.add(article(row, false));
                }
            }
            return new ArticleList(articles, first(connection, "SELECT count(*) FROM articles", row -> row.getLong(1)));
        });
    }

    Article article(String token, String slug) {
        return database.read(connection -> Optional.ofNullable(first(
                        connection,
                        ONE_ARTICLE,
                        row -> article(row, true),
                        reader(connection, token).id(),
                        slug))
                .orElseThrow(() -> ApiError.notFound("article")));
    }

    /** @param body the comment's text, or null when it was missing or blank (422 after the lookups) */
    Comment addComment(String token, String slug, String body) {
        return database.write(connection -> {
            Reader author = author(connection, token);
            long articleId = articleId(connection, slug);
            if (body == null) {
                throw ApiError.unprocessable("body", "can't be blank");
            }
            String now = TIMESTAMP.format(Instant.now());
            long id = first(connection, INSERT_COMMENT, row -> row.getLong(1), articleId, author.id(), body, now, now);
            return new Comment(id, now, now, body, author.profile());
        });
    }

    /** Favorites once: a second favorite of the same article by the same user changes nothing. */
    Article favorite(String token, String slug) {
        return database.write(connection -> {
            Reader user = author(connection, token);
            long articleId = articleId(connection, slug);
            try (PreparedStatement statement = prepare(connection, INSERT_FAVORITE, user.id(), articleId)) {
                statement.executeUpdate();
            }
            return first(connection, ONE_ARTICLE, row -> article(row, true), user.id(), slug);
        });
    }

    /** Who reads: {@link Reader#ANONYMOUS} without a token, else the token's user (401 when unknown). */
    private static Reader reader(Connection connection, String token) throws SQLException {
        return token == null ? Reader.ANONYMOUS : author(connection, token);
    }

    /** Who writes: the token's user; 401 when there is no token or it is unknown. */
    private static Reader author(Connection connection, String token) throws SQLException {
        Reader author = token == null
                ? null
                : first(connection, READER_BY_TOKEN, row -> new Reader(row.getLong("id"), profile(row)), token);
        return Optional.ofNullable(author).orElseThrow(ApiError::unauthorized);
    }

    private static long articleId(Connection connection, String slug) throws SQLException {
        return Optional.ofNullable(first(connection, ARTICLE_ID_BY_SLUG, row -> row.getLong(1), slug))
                .orElseThrow(() -> ApiError.notFound("article"));
    }

    /** One row read into a value. */
    @FunctionalInterface
    private interface Row<T> {
        T read(ResultSet row) throws SQLException;
    }

    /** The query's first row, read; null when it has none. */
    private static <T> T first(Connection connection, String sql, Row<T> read, Object... parameters)
            throws SQLException {
        try (PreparedStatement statement = prepare(connection, sql, parameters);
                ResultSet row = statement.executeQuery()) {
            return row.next() ? read.read(row) : null;
        }
    }

    private static PreparedStatement prepare(Connection connection, String sql, Object... parameters)
            throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        try {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            return statement;
        } catch (SQLException e) {
            statement.close();
            throw e;
        }
    }

    private Article article(ResultSet row, boolean withBody) throws SQLException {
        List<String> tags;
        try {
            tags = new ArrayList<>(json.readValue(row.getString("tags"), NAMES));
        } catch (JsonProcessingException e) {
            throw new SQLException("tags of " + row.getString("slug") + " are not a JSON array", e);
        }
        tags.sort(null);
        return new Article(
                row.getString("slug"),
                row.getString("title"),
                row.getString("description"),
                withBody ? row.getString("body") : null,
                tags,
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
