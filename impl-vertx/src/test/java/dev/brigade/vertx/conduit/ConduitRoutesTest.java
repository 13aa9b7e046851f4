package dev.brigade.vertx.conduit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.vertx.TestServer;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@ExtendWith(VertxExtension.class)
class ConduitRoutesTest {

    @TempDir
    Path folder;

    private Path file;
    private Database database;
    private WebClient client;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext testContext) throws Exception {
        file = ConduitFixture.create(folder);
        database = Database.open(vertx, file.toString(), 2);
        TestServer.client(vertx, database, new JsonObject()).onComplete(testContext.succeeding(created -> {
            client = created;
            testContext.completeNow();
        }));
    }

    @AfterEach
    void close(VertxTestContext testContext) {
        database.close().onComplete(testContext.succeedingThenComplete());
    }

    @Test
    void listsNewestFirstWithSortedTagsAndNoBody(VertxTestContext testContext) {
        client.get("/api/articles")
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(200, response.statusCode());
                    assertTrue(response.getHeader("Content-Type").startsWith("application/json"));
                    JsonObject page = response.bodyAsJsonObject();
                    assertEquals(3, page.getInteger("articlesCount"));
                    JsonArray articles = page.getJsonArray("articles");
                    assertEquals("article-0002", articles.getJsonObject(0).getString("slug"));
                    JsonObject second = articles.getJsonObject(1);
                    assertEquals(new JsonArray().add("tag00").add("tag02"), second.getJsonArray("tagList"));
                    assertEquals(false, second.containsKey("body"));
                    assertEquals(
                            JsonObject.of(
                                    "username", "user001", "bio", "Cook number 1.", "image", null, "following", false),
                            second.getJsonObject("author"));
                    assertEquals(2, articles.getJsonObject(2).getInteger("favoritesCount"));
                    testContext.completeNow();
                })));
    }

    @Test
    void limitOffsetAndTheViewersFavorites(VertxTestContext testContext) {
        client.get("/api/articles?limit=1&offset=0")
                .putHeader("Authorization", "Token " + ConduitFixture.TOKEN_0)
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    JsonArray articles = response.bodyAsJsonObject().getJsonArray("articles");
                    assertEquals(1, articles.size());
                    assertEquals(true, articles.getJsonObject(0).getBoolean("favorited"));
                    testContext.completeNow();
                })));
    }

    @ParameterizedTest
    @ValueSource(strings = {"limit=-1", "limit=x", "offset=1.5", "limit="})
    void badPagingIs422InRealWorldShape(String query, VertxTestContext testContext) {
        client.get("/api/articles?" + query)
                .send()
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(422, response.statusCode());
                    assertNotNull(response.bodyAsJsonObject().getJsonObject("errors"));
                    testContext.completeNow();
                })));
    }

    @Test
    void oneArticleHasItsBodyAndAMissingOneIs404(VertxTestContext testContext) {
        client.get("/api/articles/article-0001")
                .send()
                .compose(found -> {
                    testContext.verify(() -> assertEquals(
                            "whisk simmer.",
                            found.bodyAsJsonObject().getJsonObject("article").getString("body")));
                    return client.get("/api/articles/no-such").send();
                })
                .onComplete(testContext.succeeding(missing -> testContext.verify(() -> {
                    assertEquals(404, missing.statusCode());
                    assertNotNull(missing.bodyAsJsonObject().getJsonObject("errors"));
                    testContext.completeNow();
                })));
    }

    @Test
    void commentIsStoredAndAnswered(VertxTestContext testContext) {
        comment(ConduitFixture.TOKEN_1, "article-0000", "{\"comment\":{\"body\":\"Robert'); DROP TABLE comments;--\"}}")
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(200, response.statusCode());
                    JsonObject comment = response.bodyAsJsonObject().getJsonObject("comment");
                    assertEquals("Robert'); DROP TABLE comments;--", comment.getString("body"));
                    assertEquals("user001", comment.getJsonObject("author").getString("username"));
                    assertTrue(comment.getString("createdAt")
                            .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z"));
                    assertEquals(comment.getLong("id"), storedCommentId());
                    testContext.completeNow();
                })));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"", "{", "[]", "{\"comment\":{}}", "{\"comment\":{\"body\":\"\"}}", "{\"comment\":{\"body\":3}}"
            })
    void badCommentBodyIs422(String body, VertxTestContext testContext) {
        comment(ConduitFixture.TOKEN_0, "article-0000", body)
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(422, response.statusCode());
                    assertNotNull(response.bodyAsJsonObject().getJsonObject("errors"));
                    testContext.completeNow();
                })));
    }

    @Test
    void writesNeedAKnownToken(VertxTestContext testContext) {
        String body = "{\"comment\":{\"body\":\"hi\"}}";
        comment(null, "article-0000", body)
                .compose(none -> {
                    testContext.verify(() -> assertEquals(401, none.statusCode()));
                    return comment("unknown", "article-0000", body);
                })
                .compose(unknown -> {
                    testContext.verify(() -> assertEquals(401, unknown.statusCode()));
                    return client.post("/api/articles/article-0000/favorite").send();
                })
                .onComplete(testContext.succeeding(favorite -> testContext.verify(() -> {
                    assertEquals(401, favorite.statusCode());
                    testContext.completeNow();
                })));
    }

    @Test
    void favoritingTwiceCountsOnce(VertxTestContext testContext) {
        favorite("article-0001")
                .compose(first -> {
                    testContext.verify(() -> assertEquals(
                            1, first.bodyAsJsonObject().getJsonObject("article").getInteger("favoritesCount")));
                    return favorite("article-0001");
                })
                .onComplete(testContext.succeeding(second -> testContext.verify(() -> {
                    assertEquals(200, second.statusCode());
                    JsonObject article = second.bodyAsJsonObject().getJsonObject("article");
                    assertEquals(true, article.getBoolean("favorited"));
                    assertEquals(1, article.getInteger("favoritesCount"));
                    assertNotNull(article.getString("body"));
                    testContext.completeNow();
                })));
    }

    @Test
    void favoritingAMissingArticleIs404(VertxTestContext testContext) {
        favorite("no-such")
                .onComplete(testContext.succeeding(response -> testContext.verify(() -> {
                    assertEquals(404, response.statusCode());
                    testContext.completeNow();
                })));
    }

    private Future<HttpResponse<Buffer>> comment(String token, String slug, String body) {
        var request = client.post("/api/articles/" + slug + "/comments").putHeader("Content-Type", "application/json");
        if (token != null) {
            request.putHeader("Authorization", "Token " + token);
        }
        return request.sendBuffer(Buffer.buffer(body));
    }

    private Future<HttpResponse<Buffer>> favorite(String slug) {
        return client.post("/api/articles/" + slug + "/favorite")
                .putHeader("Authorization", "Token " + ConduitFixture.TOKEN_0)
                .send();
    }

    /** Read back through a separate connection: the acknowledged write is in the file. */
    private long storedCommentId() throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
                ResultSet row = connection.createStatement().executeQuery("SELECT max(id) FROM comments")) {
            row.next();
            return row.getLong(1);
        }
    }
}
