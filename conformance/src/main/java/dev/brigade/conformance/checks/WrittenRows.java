package dev.brigade.conformance.checks;

import dev.brigade.conformance.target.ServerDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Reads the server's database file, read-only, to see that acknowledged writes are there: the only
 * place the kit looks into the file instead of computing the answer from the seed.
 */
final class WrittenRows implements AutoCloseable {

    record StoredComment(long articleId, long authorId, String body) {}

    private final Connection db;

    WrittenRows(Path file) throws SQLException {
        this.db = ServerDatabase.openReadOnly(file);
    }

    /** The comment with this id, and how many rows have that id and body (should be 1). */
    Optional<StoredComment> comment(long id) throws SQLException {
        try (PreparedStatement query =
                db.prepareStatement("SELECT article_id, author_id, body FROM comments WHERE id = ?")) {
            query.setLong(1, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next()
                        ? Optional.of(new StoredComment(row.getLong(1), row.getLong(2), row.getString(3)))
                        : Optional.empty();
            }
        }
    }

    int commentsWithBody(String body) throws SQLException {
        return count("SELECT count(*) FROM comments WHERE body = ?", body);
    }

    int favorites(int userId, int articleId) throws SQLException {
        try (PreparedStatement query =
                db.prepareStatement("SELECT count(*) FROM favorites WHERE user_id = ? AND article_id = ?")) {
            query.setInt(1, userId);
            query.setInt(2, articleId);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }

    private int count(String sql, String value) throws SQLException {
        try (PreparedStatement query = db.prepareStatement(sql)) {
            query.setString(1, value);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }

    @Override
    public void close() throws SQLException {
        db.close();
    }
}
