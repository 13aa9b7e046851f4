package dev.brigade.quarkus.conduit;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

/** The API through HTTP on the small database of {@link ConduitDatabase}. */
@QuarkusTest
@QuarkusTestResource(ConduitDatabase.class)
class ConduitResourceTest {

    @Test
    void listsNewestFirstWithSortedTagsAndNoBody() {
        given().when()
                .get("/api/articles")
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("articlesCount", equalTo(3))
                .body("articles.slug", contains("article-0002", "article-0001", "article-0000"))
                .body("articles[1].tagList", contains("tag00", "tag02"))
                .body("articles[1].author.image", nullValue())
                .body("articles[0].body", nullValue())
                .body("articles[0].favorited", equalTo(false));
    }

    @Test
    void aValidTokenSaysWhatThatUserFavorited() {
        given().header("Authorization", "Token " + ConduitDatabase.TOKEN_0)
                .when()
                .get("/api/articles?limit=1&offset=0")
                .then()
                .statusCode(200)
                .body("articles.slug", contains("article-0002"))
                .body("articles[0].favorited", equalTo(true));
    }

    @Test
    void anUnknownOrMalformedTokenIsRefusedEvenOnReads() {
        given().header("Authorization", "Token nobody")
                .when()
                .get("/api/articles")
                .then()
                .statusCode(401)
                .body("errors.token[0]", equalTo("is missing or unknown"));
        given().header("Authorization", "Bearer " + ConduitDatabase.TOKEN_0)
                .when()
                .get("/api/articles/article-0001")
                .then()
                .statusCode(401);
    }

    @Test
    void headOnAnArticleAnswersAsGetWithoutTheBody() {
        given().when()
                .head("/api/articles/article-0001")
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body(equalTo(""));
        given().when().head("/api/articles/article-9999").then().statusCode(404);
    }

    @Test
    void badPagingIsUnprocessable() {
        given().when()
                .get("/api/articles?limit=-1")
                .then()
                .statusCode(422)
                .body("errors.limit[0]", equalTo("must be a non-negative integer"));
        given().when().get("/api/articles?offset=1.5").then().statusCode(422);
    }

    @Test
    void oneArticleHasItsBody() {
        given().when()
                .get("/api/articles/article-0000")
                .then()
                .statusCode(200)
                .body("article.body", equalTo("stock roux."))
                .body("article.favoritesCount", equalTo(2));
        given().when().get("/api/articles/article-9999").then().statusCode(404);
    }

    @Test
    void aCommentIsStoredWithItsAuthor() {
        given().header("Authorization", "Token " + ConduitDatabase.TOKEN_1)
                .contentType(ContentType.JSON)
                .body("{\"comment\":{\"body\":\"Nice roux.\"}}")
                .when()
                .post("/api/articles/article-0000/comments")
                .then()
                .statusCode(200)
                .body("comment.body", equalTo("Nice roux."))
                .body("comment.author.username", equalTo("user001"))
                .body("comment.createdAt", matchesPattern("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z"));
    }

    @Test
    void aBlankOrBrokenCommentIsUnprocessable() {
        for (String body : new String[] {"{\"comment\":{\"body\":\"  \"}}", "{\"comment\":{\"body\":3}}", "{", ""}) {
            given().header("Authorization", "Token " + ConduitDatabase.TOKEN_1)
                    .contentType(ContentType.JSON)
                    .body(body)
                    .when()
                    .post("/api/articles/article-0000/comments")
                    .then()
                    .statusCode(422)
                    .body("errors.body[0]", equalTo("can't be blank"));
        }
    }

    @Test
    void writesNeedAKnownToken() {
        given().when().post("/api/articles/article-0000/favorite").then().statusCode(401);
        given().header("Authorization", "Token ")
                .when()
                .post("/api/articles/article-0000/favorite")
                .then()
                .statusCode(401);
    }

    @Test
    void favoritingTwiceCountsOnce() {
        for (int i = 0; i < 2; i++) {
            given().header("Authorization", "Token " + ConduitDatabase.TOKEN_1)
                    .when()
                    .post("/api/articles/article-0002/favorite")
                    .then()
                    .statusCode(200)
                    .body("article.favorited", equalTo(true))
                    .body("article.favoritesCount", equalTo(2));
        }
    }
}
