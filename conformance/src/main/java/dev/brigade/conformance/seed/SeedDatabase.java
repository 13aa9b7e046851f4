package dev.brigade.conformance.seed;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Builds the seeded Conduit database of CONTRACT.md §4 from {@link ConduitSeed}: the golden schema
 * executed as is, every row inserted in one transaction with prepared statements, then WAL mode
 * and a checkpoint that leaves everything in the one file.
 */
public final class SeedDatabase {

    private SeedDatabase() {}

    /** Creates the file; fails if it exists. */
    public static void create(Path file) throws IOException {
        if (Files.exists(file)) {
            throw new FileAlreadyExistsException(file.toString(), null, "already exists");
        }
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath())) {
            try (Statement statement = db.createStatement()) {
                statement.executeUpdate(schema());
            }
            db.setAutoCommit(false);
            insert(db, new ConduitSeed());
            db.commit();
            db.setAutoCommit(true);
            try (Statement statement = db.createStatement()) {
                statement.execute("PRAGMA journal_mode=WAL");
                statement.execute("PRAGMA wal_checkpoint(TRUNCATE)");
            }
        } catch (SQLException e) {
            throw new IOException("could not seed " + file + ": " + e.getMessage(), e);
        }
    }

    /** Makes the file afresh even if one is there (with its -wal and -shm). */
    public static void recreate(Path file) throws IOException {
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            Files.deleteIfExists(Path.of(file + suffix));
        }
        create(file);
    }

    /** The golden schema, {@code contract/conduit-schema.sql}, as shipped in the kit. */
    public static String schema() {
        try (InputStream in = SeedDatabase.class.getResourceAsStream("/contract/conduit-schema.sql")) {
            if (in == null) {
                throw new IllegalStateException("contract/conduit-schema.sql is missing from the kit");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void insert(Connection db, ConduitSeed seed) throws SQLException {
        try (PreparedStatement users =
                db.prepareStatement("INSERT INTO users (id, username, bio, image, token) VALUES (?, ?, ?, ?, ?)")) {
            for (ConduitSeed.User u : seed.users()) {
                users.setInt(1, u.id());
                users.setString(2, u.username());
                users.setString(3, u.bio());
                users.setString(4, u.image().orElse(null));
                users.setString(5, u.token());
                users.addBatch();
            }
            users.executeBatch();
        }
        try (PreparedStatement tags = db.prepareStatement("INSERT INTO tags (id, name) VALUES (?, ?)")) {
            for (ConduitSeed.Tag t : seed.tags()) {
                tags.setInt(1, t.id());
                tags.setString(2, t.name());
                tags.addBatch();
            }
            tags.executeBatch();
        }
        try (PreparedStatement articles = db.prepareStatement(
                        "INSERT INTO articles"
                                + " (id, slug, title, description, body, author_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
                PreparedStatement articleTags =
                        db.prepareStatement("INSERT INTO article_tags (article_id, tag_id) VALUES (?, ?)");
                PreparedStatement favorites =
                        db.prepareStatement("INSERT INTO favorites (user_id, article_id) VALUES (?, ?)")) {
            for (ConduitSeed.Article a : seed.articles()) {
                articles.setInt(1, a.id());
                articles.setString(2, a.slug());
                articles.setString(3, a.title());
                articles.setString(4, a.description());
                articles.setString(5, a.body());
                articles.setInt(6, a.authorId());
                articles.setString(7, a.createdAt());
                articles.setString(8, a.updatedAt());
                articles.addBatch();
                for (int tag : a.tagIds()) {
                    articleTags.setInt(1, a.id());
                    articleTags.setInt(2, tag);
                    articleTags.addBatch();
                }
                for (int user : a.favoriterIds()) {
                    favorites.setInt(1, user);
                    favorites.setInt(2, a.id());
                    favorites.addBatch();
                }
            }
            articles.executeBatch();
            articleTags.executeBatch();
            favorites.executeBatch();
        }
        try (PreparedStatement comments = db.prepareStatement("INSERT INTO comments"
                + " (id, article_id, author_id, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            for (ConduitSeed.Comment c : seed.comments()) {
                comments.setInt(1, c.id());
                comments.setInt(2, c.articleId());
                comments.setInt(3, c.authorId());
                comments.setString(4, c.body());
                comments.setString(5, c.createdAt());
                comments.setString(6, c.updatedAt());
                comments.addBatch();
            }
            comments.executeBatch();
        }
    }
}
