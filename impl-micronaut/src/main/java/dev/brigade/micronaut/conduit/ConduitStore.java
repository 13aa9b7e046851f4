package dev.brigade.micronaut.conduit;

import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * Every SQL statement of the Conduit slice, with bound parameters only, and the rows as
 * {@link ConduitJson} records. Each operation is one unit of work on {@link Database}. Blocking:
 * called from {@code @ExecuteOn} threads only.
 */
@Singleton
@Requires(property = "brigade.database")
final class ConduitStore {

    /** RealWorld's timestamps: UTC, milliseconds, as the seed writes them. */
    private static final DateTimeFormatter TIMESTAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private static final Argument<List<String>> NAMES = Argument.listOf(String.class);

    private static final String ARTICLE_COLUMNS = """
      SELECT a.slug, a.title, a.description, %s a.created_at, a.updated_at,
             u.username, u.bio, u.image,
             (SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
             EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = ?) AS favorited,
             (SELECT json_group_array(t.name ORDER BY t.name) FROM article_tags x JOIN tags t ON t.id = x.tag_id
               WHERE x.article_id = a.id) AS tags
      """;
    /** The page's ids first, from the covering index alone, so a large OFFSET skips index entries, not joined rows. */
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

    private final Database database;
    private final Clock clock;
    private final JsonMapper json;

    ConduitStore(Database database, Clock clock, JsonMapper json) {
        this.database = database;
        this.clock = clock;
        this.json = json;
    }

    ConduitJson.ArticleList listArticles(long limit, long offset, @Nullable String token) {
        return database.read(connection -> {
            Reader reader = reader(connection, token);
            List<ConduitJson.Article> articles = new ArrayList<>();
            PreparedStatement list = connection.get(LIST_ARTICLES);
            list.setLong(1, limit);
            list.setLong(2, offset);
            list.setLong(3, reader.id());
            try (ResultSet row = list.executeQuery()) {
                while (row.next()) {
                    articles.add(article(row, false));
                }
            }
            try (ResultSet row = connection.get(COUNT_ARTICLES).executeQuery()) {
                row.next();
                return new ConduitJson.ArticleList(articles, row.getLong(1));
            }
        });
    }

    ConduitJson.OneArticle article(@Nullable String token, String slug) {
        return database.read(connection -> {
            Reader reader = reader(connection, token);
            return new ConduitJson.OneArticle(findArticle(connection, slug, reader.id()));
        });
    }

    /** Checks in the contract's order: who writes (401), on what (404), what (422). */
    ConduitJson.OneComment addComment(@Nullable String token, String slug, @Nullable String body) {
        return database.write(connection -> {
            Reader author = writer(connection, token);
            long articleId = articleId(connection, slug);
            if (body == null || body.isBlank()) {
                throw ApiError.unprocessable("body", "can't be blank");
            }
            String now = TIMESTAMP.format(clock.instant());
            PreparedStatement insert = connection.get(INSERT_COMMENT);
            insert.setLong(1, articleId);
            insert.setLong(2, author.id());
            insert.setString(3, body);
            insert.setString(4, now);
            insert.setString(5, now);
            try (ResultSet row = insert.executeQuery()) {
                row.next();
                return new ConduitJson.OneComment(
                        new ConduitJson.Comment(row.getLong(1), now, now, body, author.profile()));
            }
        });
    }

    /** Favorites once: a second favorite of the same article by the same user changes nothing. */
    ConduitJson.OneArticle favorite(@Nullable String token, String slug) {
        return database.write(connection -> {
            Reader user = writer(connection, token);
            long articleId = articleId(connection, slug);
            PreparedStatement insert = connection.get(INSERT_FAVORITE);
            insert.setLong(1, user.id());
            insert.setLong(2, articleId);
            insert.executeUpdate();
            return new ConduitJson.OneArticle(findArticle(connection, slug, user.id()));
        });
    }

    /** A write needs a known token: none is 401 as well. */
    private static Reader writer(Statements connection, @Nullable String token) throws SQLException {
        if (token == null) {
            throw ApiError.unauthorized();
        }
        return reader(connection, token);
    }

    /** No token: anonymous. An unknown one: 401, never read as anonymous. */
    private static Reader reader(Statements connection, @Nullable String token) throws SQLException {
        if (token == null) {
            return Reader.ANONYMOUS;
        }
        PreparedStatement statement = connection.get(USER_BY_TOKEN);
        statement.setString(1, token);
        try (ResultSet row = statement.executeQuery()) {
            if (!row.next()) {
                throw ApiError.unauthorized();
            }
            return new Reader(row.getLong("id"), profile(row));
        }
    }

    private static long articleId(Statements connection, String slug) throws SQLException {
        PreparedStatement statement = connection.get(ARTICLE_ID_BY_SLUG);
        statement.setString(1, slug);
        try (ResultSet row = statement.executeQuery()) {
            if (!row.next()) {
                throw ApiError.notFound("article");
            }
            return row.getLong(1);
        }
    }

    private ConduitJson.Article findArticle(Statements connection, String slug, long readerId) throws SQLException {
        PreparedStatement statement = connection.get(ONE_ARTICLE);
        statement.setLong(1, readerId);
        statement.setString(2, slug);
        try (ResultSet row = statement.executeQuery()) {
            if (!row.next()) {
                throw ApiError.notFound("article");
            }
            return article(row, true);
        }
    }

    private ConduitJson.Article article(ResultSet row, boolean withBody) throws SQLException {
        List<String> tagList;
        try {
            // One JSON array of names per article, sorted by SQLite: a name may hold any character.
            tagList = json.readValue(row.getString("tags"), NAMES);
        } catch (IOException e) {
            throw new SQLException("tags are not a JSON array of names", e);
        }
        return new ConduitJson.Article(
                row.getString("slug"),
                row.getString("title"),
                row.getString("description"),
                withBody ? row.getString("body") : null,
                tagList,
                row.getString("created_at"),
                row.getString("updated_at"),
                row.getBoolean("favorited"),
                row.getLong("favorites_count"),
                profile(row));
    }

    private static ConduitJson.Profile profile(ResultSet row) throws SQLException {
        return new ConduitJson.Profile(row.getString("username"), row.getString("bio"), row.getString("image"), false);
    }
}
