package dev.brigade.conformance.seed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The built file holds exactly the rows the formulas give: every table, every column, nothing more. */
class SeedDatabaseTest {

    private static final ConduitSeed SEED = new ConduitSeed();

    @TempDir
    static Path dir;

    static Path file;

    @BeforeAll
    static void build() throws IOException {
        file = dir.resolve("conduit.db");
        SeedDatabase.create(file);
    }

    @Test
    void users() throws SQLException {
        List<List<Object>> expected = new ArrayList<>();
        for (ConduitSeed.User u : SEED.users()) {
            expected.add(row(u.id(), u.username(), u.bio(), u.image().orElse(null), u.token()));
        }
        assertEquals(expected, rows(file, "SELECT id, username, bio, image, token FROM users ORDER BY id"));
    }

    @Test
    void formulasSpotChecked() {
        // Values worked out by hand from CONTRACT.md §4, so the model itself is tested, not only the file.
        assertEquals("user000", SEED.user(0).username());
        assertEquals(
                "464b555943ff9cd3742532cd687844c0", SEED.user(0).token()); // sha256sum of conduit-token-0, first 32 hex
        assertEquals(
                Arrays.asList("https://example.com/user002.png", null),
                Arrays.asList(
                        SEED.user(2).image().orElse(null), SEED.user(3).image().orElse(null)));
        ConduitSeed.Article a5 = SEED.article(5);
        assertEquals("article-0005", a5.slug());
        assertEquals("2026-01-01T00:05:00.000Z", a5.createdAt());
        assertEquals(List.of(15), a5.tagIds()); // a mod 4 = 1 tag: (7*5) mod 20
        assertEquals("stir", a5.body().split(" ")[0]); // W[35 mod 20] = W[15]
        assertEquals("season", a5.body().split(" ")[1]); // W[(35 + 13) mod 20] = W[8]
        assertEquals(160, a5.body().split(" ").length);
        assertEquals('.', a5.body().charAt(a5.body().length() - 1));
        assertEquals(1_500, SEED.comments().size());
        ConduitSeed.Comment first = SEED.comments().getFirst(); // article 1, k 0
        assertEquals(
                List.of(1L, 1L, 2L), List.of((long) first.id(), (long) first.articleId(), (long) first.authorId()));
        assertEquals("Comment 0 on article 1.", first.body());
        assertEquals("2026-01-01T01:01:00.000Z", first.createdAt());
        // (31u + a) mod 17 = 0 for a = 0: u = 0, 17, 34, 51, 68, 85
        assertEquals(List.of(0, 17, 34, 51, 68, 85), SEED.article(0).favoriterIds());
    }

    @Test
    void tags() throws SQLException {
        List<List<Object>> expected = new ArrayList<>();
        SEED.tags().forEach(t -> expected.add(row(t.id(), t.name())));
        assertEquals(expected, rows(file, "SELECT id, name FROM tags ORDER BY id"));
    }

    @Test
    void articles() throws SQLException {
        List<List<Object>> expected = new ArrayList<>();
        for (ConduitSeed.Article a : SEED.articles()) {
            expected.add(row(
                    a.id(),
                    a.slug(),
                    a.title(),
                    a.description(),
                    a.body(),
                    a.authorId(),
                    a.createdAt(),
                    a.updatedAt()));
        }
        assertEquals(
                expected,
                rows(
                        file,
                        "SELECT id, slug, title, description, body, author_id, created_at, updated_at FROM articles ORDER BY id"));
    }

    @Test
    void articleTags() throws SQLException {
        List<List<Object>> expected = new ArrayList<>();
        for (ConduitSeed.Article a : SEED.articles()) {
            a.tagIds().stream().sorted().forEach(t -> expected.add(row(a.id(), t)));
        }
        assertEquals(expected, rows(file, "SELECT article_id, tag_id FROM article_tags ORDER BY article_id, tag_id"));
    }

    @Test
    void favorites() throws SQLException {
        List<List<Object>> expected = new ArrayList<>();
        for (ConduitSeed.Article a : SEED.articles()) {
            a.favoriterIds().forEach(u -> expected.add(row(a.id(), u)));
        }
        assertEquals(expected, rows(file, "SELECT article_id, user_id FROM favorites ORDER BY article_id, user_id"));
    }

    @Test
    void comments() throws SQLException {
        List<List<Object>> expected = new ArrayList<>();
        for (ConduitSeed.Comment c : SEED.comments()) {
            expected.add(row(c.id(), c.articleId(), c.authorId(), c.body(), c.createdAt(), c.updatedAt()));
        }
        assertEquals(
                expected,
                rows(file, "SELECT id, article_id, author_id, body, created_at, updated_at FROM comments ORDER BY id"));
    }

    @Test
    void noOtherTablesAndTheGoldenSchema() throws SQLException {
        assertEquals(
                List.of(
                        row("article_tags"),
                        row("articles"),
                        row("comments"),
                        row("favorites"),
                        row("tags"),
                        row("users")),
                rows(file, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
    }

    @Test
    void walModeAndCheckpointedIntoOneFile() throws SQLException {
        assertEquals(List.of(row("wal")), rows(file, "PRAGMA journal_mode"));
        Path wal = Path.of(file + "-wal");
        assertEquals(0L, Files.exists(wal) ? wal.toFile().length() : 0L, "nothing left in the -wal file");
    }

    @Test
    void twoBuildsAreIdenticalRowForRow() throws IOException, SQLException {
        Path second = dir.resolve("second.db");
        SeedDatabase.create(second);
        for (String table : List.of("users", "tags", "articles", "article_tags", "favorites", "comments")) {
            String all = "SELECT * FROM " + table + " ORDER BY 1, 2";
            assertEquals(rows(file, all), rows(second, all), table);
        }
    }

    @Test
    void refusesAnExistingFile() {
        assertThrows(FileAlreadyExistsException.class, () -> SeedDatabase.create(file));
    }

    private static List<Object> row(Object... values) {
        return Arrays.asList(values);
    }

    private static List<List<Object>> rows(Path db, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + db);
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            ResultSetMetaData meta = result.getMetaData();
            List<List<Object>> rows = new ArrayList<>();
            while (result.next()) {
                List<Object> row = new ArrayList<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    Object value = result.getObject(i);
                    row.add(value instanceof Long n && n == n.intValue() ? (Object) n.intValue() : value);
                }
                rows.add(row);
            }
            return rows;
        }
    }
}
