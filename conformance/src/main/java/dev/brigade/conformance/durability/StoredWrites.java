package dev.brigade.conformance.durability;

import dev.brigade.conformance.target.ServerDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The server's file, opened read-only: is each write there, how many times, and is the file sound. */
final class StoredWrites implements AutoCloseable {

    private final Connection db;

    StoredWrites(Path file) throws SQLException {
        this.db = ServerDatabase.openReadOnly(file);
    }

    /** How many rows this write left: comments by their unique body, favorites by user and article. */
    int count(Write write) throws SQLException {
        String sql = write.comment()
                ? "SELECT count(*) FROM comments WHERE body = ?"
                : "SELECT count(*) FROM favorites WHERE user_id = ? AND article_id = (SELECT id FROM articles WHERE slug = ?)";
        try (PreparedStatement query = db.prepareStatement(sql)) {
            if (write.comment()) {
                query.setString(1, write.body());
            } else {
                query.setInt(1, write.userId());
                query.setString(2, write.slug());
            }
            try (ResultSet row = query.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }

    /** {@code PRAGMA integrity_check}: "ok", or the first problem it names. */
    String integrity() throws SQLException {
        try (var statement = db.createStatement();
                ResultSet row = statement.executeQuery("PRAGMA integrity_check")) {
            row.next();
            return row.getString(1);
        }
    }

    @Override
    public void close() throws SQLException {
        db.close();
    }
}
