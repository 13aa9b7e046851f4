package dev.brigade.micronaut.conduit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.core.annotation.NonNull;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Conduit routes against a small fixture database. */
@MicronautTest(environments = "conduit")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConduitControllerTest implements TestPropertyProvider {

    @Inject
    @Client("/")
    HttpClient client;

    @Inject
    JsonMapper json;

    @Inject
    DataSource dataSource;

    @Override
    public @NonNull Map<String, String> getProperties() {
        try {
            Path folder = Files.createTempDirectory("brigade-micronaut-conduit");
            return Map.of(
                    "brigade.database",
                    ConduitFixture.create(folder).toAbsolutePath().toString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void everyPooledConnectionIsWalWithSynchronousNormal() throws Exception {
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            try (ResultSet row = statement.executeQuery("PRAGMA journal_mode")) {
                row.next();
                assertEquals("wal", row.getString(1));
            }
            try (ResultSet row = statement.executeQuery("PRAGMA synchronous")) {
                row.next();
                assertEquals(1, row.getInt(1), "1 is NORMAL");
            }
        }
    }

    @Test
    void listIsNewestFirstWithoutBodiesAndImageNull() {
        JsonNode list = get(HttpRequest.GET("/api/articles?limit=2"));
        assertEquals(3, list.get("articlesCount").getIntValue());
        JsonNode first = list.get("articles").get(0);
        assertEquals("article-0002", first.get("slug").getStringValue());
        assertEquals(null, first.get("body"));
        JsonNode second = list.get("articles").get(1);
        assertEquals("[\"tag00\",\"tag02\"]", write(second.get("tagList")));
        assertEquals(true, second.get("author").get("image").isNull());
        assertEquals(2, list.get("articles").size());
    }

    @Test
    void aTagNameMayHoldAComma() {
        JsonNode article = get(HttpRequest.GET("/api/articles/article-0002")).get("article");
        assertEquals("[\"salt, pepper\",\"tag01\"]", write(article.get("tagList")));
    }

    @Test
    void readsWithATokenSayWhatThatUserFavorited() {
        JsonNode article = get(HttpRequest.GET("/api/articles/article-0000")
                        .header("Authorization", "Token " + ConduitFixture.TOKEN_1))
                .get("article");
        assertEquals("stock roux.", article.get("body").getStringValue());
        assertEquals(true, article.get("favorited").getBooleanValue());
        assertEquals(2, article.get("favoritesCount").getIntValue());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Token nobody", "Bearer " + ConduitFixture.TOKEN_0, "Token ", "token-user-0"})
    void aReadWithAnUnknownOrMalformedTokenIs401(String authorization) {
        assertError(
                HttpStatus.UNAUTHORIZED,
                "token",
                HttpRequest.GET("/api/articles/article-0000").header("Authorization", authorization));
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "abc", "1.5"})
    void badPagingIs422(String value) {
        assertError(HttpStatus.UNPROCESSABLE_ENTITY, "limit", HttpRequest.GET("/api/articles?limit=" + value));
    }

    @Test
    void missingArticlesAndSqlInSlugsAre404() {
        assertError(HttpStatus.NOT_FOUND, "article", HttpRequest.GET("/api/articles/article-9999"));
        assertError(HttpStatus.NOT_FOUND, "article", HttpRequest.GET("/api/articles/x'%20OR%20'1'='1"));
    }

    @Test
    void aCommentIsStampedNowAndStoredAsSent() {
        String body = "Robert'); DROP TABLE comments;--";
        JsonNode comment = get(comment(
                        "article-0001",
                        ConduitFixture.TOKEN_0,
                        "{\"comment\":{\"body\":" + write(JsonNode.createStringNode(body)) + "}}"))
                .get("comment");
        assertEquals(body, comment.get("body").getStringValue());
        String createdAt = comment.get("createdAt").getStringValue();
        assertTrue(createdAt.matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z"), createdAt);
        assertTrue(
                Duration.between(Instant.parse(createdAt), Instant.now()).abs().toSeconds() < 60, createdAt);
        assertEquals(createdAt, comment.get("updatedAt").getStringValue());
        assertEquals("user000", comment.get("author").get("username").getStringValue());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{\"comment\":{\"body\":\"\"}}",
                "{\"comment\":{\"body\":\"  \"}}",
                "{\"comment\":{\"body\":7}}",
                "{\"comment\":{}}",
                "{\"comment\":",
                "not json"
            })
    void aBlankOrBrokenCommentIs422(String body) {
        assertError(HttpStatus.UNPROCESSABLE_ENTITY, "body", comment("article-0001", ConduitFixture.TOKEN_0, body));
    }

    @Test
    void writesNeedAKnownToken() {
        assertError(HttpStatus.UNAUTHORIZED, "token", HttpRequest.POST("/api/articles/article-0001/favorite", ""));
        assertError(
                HttpStatus.UNAUTHORIZED, "token", comment("article-0001", "nobody", "{\"comment\":{\"body\":\"x\"}}"));
    }

    @Test
    void favoritingTwiceCountsOnce() {
        MutableHttpRequest<String> favorite = HttpRequest.POST("/api/articles/article-0001/favorite", "")
                .header("Authorization", "Token " + ConduitFixture.TOKEN_1);
        JsonNode once = get(favorite).get("article");
        JsonNode twice = get(favorite).get("article");
        assertEquals(true, twice.get("favorited").getBooleanValue());
        assertEquals(
                once.get("favoritesCount").getIntValue(),
                twice.get("favoritesCount").getIntValue());
    }

    private static MutableHttpRequest<String> comment(String slug, String token, String body) {
        return HttpRequest.POST("/api/articles/" + slug + "/comments", body)
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .header("Authorization", "Token " + token);
    }

    private JsonNode get(HttpRequest<?> request) {
        String body = client.toBlocking().retrieve(request);
        return read(body);
    }

    private void assertError(HttpStatus status, String field, HttpRequest<?> request) {
        HttpClientResponseException error = assertThrows(
                HttpClientResponseException.class, () -> client.toBlocking().exchange(request, String.class));
        assertEquals(status, error.getStatus());
        JsonNode body = read(error.getResponse().getBody(String.class).orElseThrow());
        assertEquals(1, body.get("errors").get(field).size(), body.toString());
    }

    private JsonNode read(String body) {
        try {
            return json.readValue(body, JsonNode.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String write(JsonNode node) {
        try {
            return json.writeValueAsString(node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
