package dev.brigade.conformance.target;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import org.sqlite.SQLiteConfig;

/** The server's own SQLite file, as the kit reads it to prove writes: read-only, waiting out its writer. */
public final class ServerDatabase {

    private ServerDatabase() {}

    public static Connection openReadOnly(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout(5_000);
        return config.createConnection("jdbc:sqlite:" + file.toAbsolutePath());
    }
}
