package dev.brigade.helidon.conduit;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

import io.helidon.http.HeaderNames;
import io.helidon.http.Method;
import io.helidon.http.Status;
import io.helidon.webclient.http1.Http1Client;
import io.helidon.webclient.http1.Http1ClientResponse;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.testing.junit5.ServerTest;
import io.helidon.webserver.testing.junit5.SetUpRoute;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The API's own decisions, on a small fixture database: who may read and write, and RealWorld's
 * error bodies. The kit checks the seeded answers themselves.
 */
@ServerTest
class ConduitServiceTest {

    private static final Instant NOW = Instant.parse("2026-12-01T07:05:09.120Z");
    private static Database database;

    private final Http1Client client;

    ConduitServiceTest(Http1Client client) {
        this.client = client;
    }

    @SetUpRoute
    static void routing(HttpRouting.Builder routing) throws Exception {
        database = ConduitFixture.open(Files.createTempDirectory("conduit"));
        routing.register("/api", new ConduitService(new ConduitStore(database, Clock.fixed(NOW, ZoneOffset.UTC))))
                .error(ApiError.class, ConduitService::handleError);
    }

    @AfterAll
    static void close() {
        database.close();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"Token nobody", "Token ", "Bearer " + ConduitFixture.TOKEN_0, "token-user-0", "Token ' OR 1=1 --"
            })
    void anUnknownOrMalformedTokenIs401OnReadsToo(String authorization) {
        try (Http1ClientResponse response = client.get("/api/articles")
                .header(HeaderNames.AUTHORIZATION, authorization)
                .request()) {
            assertThat(response.status(), is(Status.UNAUTHORIZED_401));
            assertThat(response.as(String.class), is("{\"errors\":{\"token\":[\"is missing or unknown\"]}}"));
        }
    }

    @Test
    void aWriteWithoutTokenIs401() {
        try (Http1ClientResponse response =
                client.post("/api/articles/article-0001/favorite").request()) {
            assertThat(response.status(), is(Status.UNAUTHORIZED_401));
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"{\"comment\":{\"body\":\"  \"}}", "{\"comment\":{\"body\":7}}", "{\"comment\":{}}", "{", ""})
    void aBlankOrBrokenCommentIs422CantBeBlank(String body) {
        try (Http1ClientResponse response = comment("article-0001", body)) {
            assertThat(response.status(), is(Status.UNPROCESSABLE_CONTENT_422));
            assertThat(response.as(String.class), is("{\"errors\":{\"body\":[\"can't be blank\"]}}"));
        }
    }

    @Test
    void aBadCommentOnNoArticleIs404() {
        try (Http1ClientResponse response = comment("article-9999", "{")) {
            assertThat(response.status(), is(Status.NOT_FOUND_404));
        }
    }

    @Test
    void aCommentIsStampedByTheClockAndAnsweredWithItsAuthor() {
        try (Http1ClientResponse response =
                comment("article-0002", "{\"comment\":{\"body\":\"Robert'); DROP TABLE comments;--\"}}")) {
            assertThat(response.status(), is(Status.OK_200));
            String json = response.as(String.class);
            assertThat(json.contains("\"createdAt\":\"2026-12-01T07:05:09.120Z\""), is(true));
            assertThat(json.contains("\"body\":\"Robert'); DROP TABLE comments;--\""), is(true));
            assertThat(json.contains("\"username\":\"user000\""), is(true));
        }
    }

    /** GET /api/articles: newest first, one page, the count of all, each article's tags as one array, no body. */
    @Test
    void theListIsOnePageNewestFirst() {
        try (Http1ClientResponse response = client.get("/api/articles")
                .queryParam("limit", "2")
                .header(HeaderNames.AUTHORIZATION, "Token " + ConduitFixture.TOKEN_0)
                .request()) {
            assertThat(response.status(), is(Status.OK_200));
            String json = response.as(String.class);
            assertThat(
                    json,
                    json.indexOf("\"slug\":\"article-0002\"") < json.indexOf("\"slug\":\"article-0001\""),
                    is(true));
            assertThat(json, json.contains("article-0000"), is(false));
            assertThat(json, json.contains("\"articlesCount\":3"), is(true));
            assertThat(json, json.contains("\"tagList\":[\"tag00\",\"tag02\"]"), is(true));
            // user 0 favorited article 2, and the list carries no body
            assertThat(json, json.contains("\"favorited\":true,\"favoritesCount\":1"), is(true));
            assertThat(json, json.contains("\"body\""), is(false));
        }
    }

    /** GET /api/articles/{slug}: the article with its body, as an anonymous reader sees it. */
    @Test
    void oneArticleCarriesItsBodyAndTags() {
        try (Http1ClientResponse response =
                client.get("/api/articles/article-0001").request()) {
            assertThat(response.status(), is(Status.OK_200));
            String json = response.as(String.class);
            assertThat(json, json.startsWith("{\"article\":{\"slug\":\"article-0001\""), is(true));
            assertThat(json, json.contains("\"body\":\"whisk simmer.\",\"tagList\":[\"tag00\",\"tag02\"]"), is(true));
            assertThat(json, json.contains("\"favorited\":false,\"favoritesCount\":0"), is(true));
        }
        try (Http1ClientResponse response =
                client.get("/api/articles/article-9999").request()) {
            assertThat(response.status(), is(Status.NOT_FOUND_404));
        }
    }

    /** POST /api/articles/{slug}/favorite: favorited once, a second time changes nothing. */
    @Test
    void aFavoriteCountsOnce() {
        for (int i = 0; i < 2; i++) {
            try (Http1ClientResponse response = client.post("/api/articles/article-0000/favorite")
                    .header(HeaderNames.AUTHORIZATION, "Token " + ConduitFixture.TOKEN_0)
                    .request()) {
                assertThat(response.status(), is(Status.OK_200));
                String json = response.as(String.class);
                assertThat(json, json.contains("\"favorited\":true,\"favoritesCount\":3"), is(true));
            }
        }
    }

    @Test
    void anUnknownApiPathIs404InRealWorldsShape() {
        try (Http1ClientResponse response = client.get("/api/users").request()) {
            assertThat(response.status(), is(Status.NOT_FOUND_404));
            assertThat(response.as(String.class), is("{\"errors\":{\"path\":[\"not found\"]}}"));
        }
    }

    @Test
    void headCountsTheBytesGetSends() {
        String body = client.get("/api/articles/article-0001").requestEntity(String.class);
        try (Http1ClientResponse head =
                client.method(Method.HEAD).path("/api/articles/article-0001").request()) {
            assertThat(head.status(), is(Status.OK_200));
            assertThat(head.headers().contentLength().getAsLong(), is((long) body.length()));
        }
    }

    private Http1ClientResponse comment(String slug, String body) {
        return client.post("/api/articles/" + slug + "/comments")
                .header(HeaderNames.AUTHORIZATION, "Token " + ConduitFixture.TOKEN_0)
                .header(HeaderNames.CONTENT_TYPE, "application/json")
                .submit(body);
    }
}
