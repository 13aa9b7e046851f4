package dev.brigade.helidon.conduit;

import dev.brigade.helidon.TestFiles;
import io.helidon.config.Config;
import io.helidon.config.ConfigSources;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;

/** A small Conduit database on the contract's schema: three users, three articles, a few tags. */
final class ConduitFixture {

    static final String TOKEN_0 = "token-user-0";
    static final String TOKEN_1 = "token-user-1";

    private ConduitFixture() {}

    static Path create(Path folder) throws Exception {
        Path file = folder.resolve("conduit.db");
        String schema = Files.readString(TestFiles.CONTRACT.resolve("conduit-schema.sql"), StandardCharsets.UTF_8);
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("PRAGMA journal_mode=WAL");
            for (String sql : schema.replaceAll("(?m)^--.*$", "").split(";")) {
                if (!sql.isBlank()) {
                    statement.executeUpdate(sql);
                }
            }
            statement.executeUpdate("""
          INSERT INTO users VALUES
            (0, 'user000', 'Cook number 0.', 'https://example.com/user000.png', 'token-user-0'),
            (1, 'user001', 'Cook number 1.', NULL, 'token-user-1'),
            (2, 'user002', 'Cook number 2.', 'https://example.com/user002.png', 'token-user-2')""");
            statement.executeUpdate("INSERT INTO tags VALUES (0, 'tag00'), (1, 'tag01'), (2, 'tag02')");
            statement.executeUpdate("""
          INSERT INTO articles VALUES
            (0, 'article-0000', 'Article 0', 'What article 0 is about.', 'stock roux.', 0,
             '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
            (1, 'article-0001', 'Article 1', 'What article 1 is about.', 'whisk simmer.', 1,
             '2026-01-01T00:01:00.000Z', '2026-01-01T00:01:00.000Z'),
            (2, 'article-0002', 'Article 2', 'What article 2 is about.', 'fold butter.', 2,
             '2026-01-01T00:02:00.000Z', '2026-01-01T00:02:00.000Z')""");
            statement.executeUpdate("INSERT INTO article_tags VALUES (1, 2), (1, 0), (2, 1)");
            statement.executeUpdate("INSERT INTO favorites VALUES (1, 0), (2, 0), (0, 2)");
        }
        return file;
    }

    /** The fixture's database in {@code folder}, on application.yaml's pools, with two read connections. */
    static Database open(Path folder) throws Exception {
        Map<String, String> app =
                Map.of("app.database.file", create(folder).toString(), "app.database.readers.maximumPoolSize", "2");
        Config config = Config.just(ConfigSources.create(app), ConfigSources.classpath("application.yaml"));
        return Database.open(config.get("app.database"));
    }
}
