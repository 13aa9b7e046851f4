package dev.brigade.rawnio.conduit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.rawnio.server.Server;
import dev.brigade.rawnio.server.ServerConfig;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Conduit routes through the real server, on a tiny database made from the contract's schema. */
class ConduitRoutesTest {
    private static final String TOKEN = "0123456789abcdef0123456789abcdef";

    @TempDir
    static Path dir;

    private static Path file;
    private static Server server;
    private static Database database;
    private static String base;
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws Exception {
        file = dir.resolve("conduit.db");
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement sql = db.createStatement()) {
            String schema = Files.readString(Path.of("../contract/conduit-schema.sql"));
            for (String statement : schema.replaceAll("--[^\n]*", "").split(";")) {
                if (!statement.isBlank()) {
                    sql.execute(statement);
                }
            }
            sql.execute("INSERT INTO users VALUES (0, 'user000', 'Cook number 0.', NULL, '" + TOKEN + "')");
            sql.execute("INSERT INTO tags VALUES (0, 'tag00'), (1, 'tag01')");
            sql.execute("INSERT INTO articles VALUES (0, 'article-0000', 'Article 0', 'About 0.', 'Body 0.', 0,"
                    + " '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')");
            sql.execute("INSERT INTO articles VALUES (1, 'article-0001', 'Article 1', 'About 1.', 'Body 1.', 0,"
                    + " '2026-01-01T00:01:00.000Z', '2026-01-01T00:01:00.000Z')");
            sql.execute("INSERT INTO articles VALUES (2, 'article-0002', 'Article 2', 'About 2.', 'Body 2.', 0,"
                    + " '2026-01-01T00:02:00.000Z', '2026-01-01T00:02:00.000Z')");
            sql.execute("INSERT INTO article_tags VALUES (1, 1), (1, 0)");
        }
        ServerConfig config = ServerConfig.defaults();
        database = Database.open(file, 1, config.sqliteBusyTimeout());
        server = new Server(config, new ConduitRoutes(database));
        InetSocketAddress address = server.start(new InetSocketAddress("127.0.0.1", 0));
        base = "http://127.0.0.1:" + address.getPort();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        server.stop(deadline);
        database.close(deadline);
    }

    private static HttpResponse<String> send(String method, String path, String token, String body)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Token " + token);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void listsNewestFirstWithSortedTags() throws Exception {
        HttpResponse<String> answer = send("GET", "/api/articles?limit=1&offset=1", null, null);
        assertEquals(200, answer.statusCode());
        assertEquals(
                "{\"articles\":[{\"slug\":\"article-0001\",\"title\":\"Article 1\",\"description\":\"About 1.\","
                        + "\"tagList\":[\"tag00\",\"tag01\"],\"createdAt\":\"2026-01-01T00:01:00.000Z\",\"updatedAt\":\"2026-01-01T00:01:00.000Z\","
                        + "\"favorited\":false,\"favoritesCount\":0,\"author\":{\"username\":\"user000\",\"bio\":\"Cook number 0.\","
                        + "\"image\":null,\"following\":false}}],\"articlesCount\":3}",
                answer.body());
        assertTrue(answer.headers().firstValue("Content-Type").orElseThrow().startsWith("application/json"));
    }

    @Test
    void badPagingIs422() throws Exception {
        assertEquals(422, send("GET", "/api/articles?limit=-1", null, null).statusCode());
        assertEquals(422, send("GET", "/api/articles?offset=x", null, null).statusCode());
    }

    @Test
    void oneArticleHasItsBodyAndSqlInASlugIsData() throws Exception {
        assertTrue(send("GET", "/api/articles/article-0000", null, null).body().contains("\"body\":\"Body 0.\""));
        assertEquals(
                404, send("GET", "/api/articles/x'%20OR%201=1--", null, null).statusCode());
    }

    @Test
    void commentsNeedATokenAnArticleAndABody() throws Exception {
        String good = "{\"comment\":{\"body\":\"Lovely.\"}}";
        assertEquals(
                401,
                send("POST", "/api/articles/article-0000/comments", null, good).statusCode());
        assertEquals(
                401,
                send("POST", "/api/articles/article-0000/comments", "nope' OR '1'='1", good)
                        .statusCode());
        assertEquals(
                404, send("POST", "/api/articles/nope/comments", TOKEN, good).statusCode());
        assertEquals(
                422,
                send("POST", "/api/articles/article-0000/comments", TOKEN, "{\"comment\":{}}")
                        .statusCode());
        HttpResponse<String> answer = send("POST", "/api/articles/article-0000/comments", TOKEN, good);
        assertEquals(200, answer.statusCode());
        assertTrue(
                answer.body()
                        .matches(
                                "\\{\"comment\":\\{\"id\":\\d+,\"createdAt\":\"[-0-9T:.]{23}Z\",\"updatedAt\":\"[-0-9T:.]{23}Z\","
                                        + "\"body\":\"Lovely.\",\"author\":\\{\"username\":\"user000\".*"),
                answer.body());
        assertEquals(1, count("SELECT count(*) FROM comments WHERE body = 'Lovely.'"));
    }

    @Test
    void favoritingTwiceCountsOnce() throws Exception {
        for (int i = 0; i < 2; i++) {
            HttpResponse<String> answer = send("POST", "/api/articles/article-0002/favorite", TOKEN, null);
            assertEquals(200, answer.statusCode());
            assertTrue(answer.body().contains("\"favorited\":true,\"favoritesCount\":1"), answer.body());
        }
        assertTrue(send("GET", "/api/articles/article-0002", TOKEN, null).body().contains("\"favorited\":true"));
        assertEquals(1, count("SELECT count(*) FROM favorites"));
    }

    private static long count(String query) throws SQLException {
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement sql = db.createStatement();
                ResultSet rows = sql.executeQuery(query)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
