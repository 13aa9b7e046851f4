package dev.brigade.micronaut.conduit;

import dev.brigade.micronaut.conduit.Database.Statements;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Every SQL statement of the Conduit slice, parameters bound, rows returned as {@link ConduitJson}
 * records; each operation one unit of work on {@link Database}, on an {@code @ExecuteOn} thread.
 */
@Singleton
@Requires(property = "brigade.database")
final class ConduitStore {

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
    /** Stamped by SQLite, whose 'now' is one instant per statement: UTC, milliseconds, as the seed writes them. */
    private static final String INSERT_COMMENT = """
      INSERT INTO comments (article_id, author_id, body, created_at, updated_at)
      VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      RETURNING id, created_at
      """;

    private static final String USER_BY_TOKEN = "SELECT id, username, bio, image FROM users WHERE token = ?";
    private static final String INSERT_FAVORITE =
            "INSERT INTO favorites (user_id, article_id) VALUES (?, ?) ON CONFLICT DO NOTHING";

    private final Database database;
    private final JsonMapper json;

    ConduitStore(Database database, JsonMapper json) {
        this.database = database;
        this.json = json;
    }

    ConduitJson.ArticleList listArticles(long limit, long offset, @Nullable String token) {
        return database.read(connection -> {
            Reader reader = reader(connection, token);
            List<ConduitJson.Article> articles = new ArrayList<>();
            try (ResultSet row =
                    connection.get(LIST_ARTICLES, limit, offset, reader.id()).executeQuery()) {
                while (row.next()) {
                    articles.add(article(row, false));
                }
            }
            try (ResultSet row = connection.get("SELECT count(*) FROM articles").executeQuery()) {
                row.next();
                return new ConduitJson.ArticleList(articles, row.getLong(1));
            }
        });
    }

    ConduitJson.OneArticle article(@Nullable String token, String slug) {
        return database.read(connection -> new ConduitJson.OneArticle(
                findArticle(connection, slug, reader(connection, token).id())));
    }

    /** Checks in the contract's order: who writes (401, no token: the controller), on what (404), what (422). */
    ConduitJson.OneComment addComment(String token, String slug, @Nullable String body) {
        return database.write(connection -> {
            Reader author = reader(connection, token);
            long articleId = articleId(connection, slug);
            if (body == null || body.isBlank()) {
                throw ApiError.unprocessable("body", "can't be blank");
            }
            try (ResultSet row =
                    connection.get(INSERT_COMMENT, articleId, author.id(), body).executeQuery()) {
                row.next();
                String now = row.getString(2);
                return new ConduitJson.OneComment(
                        new ConduitJson.Comment(row.getLong(1), now, now, body, author.profile()));
            }
        });
    }

    /** Favorites once: a second favorite of the same article by the same user changes nothing. */
    ConduitJson.OneArticle favorite(String token, String slug) {
        return database.write(connection -> {
            Reader user = reader(connection, token);
            long articleId = articleId(connection, slug);
            connection.get(INSERT_FAVORITE, user.id(), articleId).executeUpdate();
            return new ConduitJson.OneArticle(findArticle(connection, slug, user.id()));
        });
    }

    /** No token: anonymous. An unknown one: 401, never read as anonymous. */
    private static Reader reader(Statements connection, @Nullable String token) throws SQLException {
        if (token == null) {
            return Reader.ANONYMOUS;
        }
        try (ResultSet row = connection.get(USER_BY_TOKEN, token).executeQuery()) {
            if (!row.next()) {
                throw ApiError.unauthorized();
            }
            return new Reader(row.getLong("id"), profile(row));
        }
    }

    private static long articleId(Statements connection, String slug) throws SQLException {
        try (ResultSet row =
                connection.get("SELECT id FROM articles WHERE slug = ?", slug).executeQuery()) {
            if (!row.next()) {
                throw ApiError.notFound("article");
            }
            return row.getLong(1);
        }
    }

    private ConduitJson.Article findArticle(Statements connection, String slug, long readerId)
            throws SQLException, IOException {
        try (ResultSet row = connection.get(ONE_ARTICLE, readerId, slug).executeQuery()) {
            if (!row.next()) {
                throw ApiError.notFound("article");
            }
            return article(row, true);
        }
    }

    private ConduitJson.Article article(ResultSet row, boolean withBody) throws SQLException, IOException {
        // One JSON array of names per article, sorted by SQLite: a name may hold any character.
        List<String> tagList = json.readValue(row.getString("tags"), NAMES);
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
