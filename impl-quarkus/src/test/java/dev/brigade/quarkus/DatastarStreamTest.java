package dev.brigade.quarkus;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

@QuarkusTest
class DatastarStreamTest {

    @Test
    void countFortyOneIsTheContractsStream() throws Exception {
        String stream = given().urlEncodingEnabled(true)
                .queryParam("datastar", "{\"count\":41}")
                .when()
                .get("/sse")
                .then()
                .statusCode(200)
                .header("Content-Type", "text/event-stream")
                .header("Transfer-Encoding", "chunked")
                .extract()
                .asString();
        assertEquals(new String(Contract.file("sse-count-41.txt"), StandardCharsets.UTF_8), stream);
    }

    /** HEAD makes no event: Vert.x would drop them all. */
    @Test
    void headAnswersTheStreamsHeadOnly() {
        given().queryParam("datastar", "{\"count\":41}")
                .when()
                .head("/sse")
                .then()
                .statusCode(200)
                .header("Content-Type", "text/event-stream")
                .body(equalTo(""));
    }

    @Test
    void badSignalsAreABadRequest() {
        given().when().get("/sse").then().statusCode(400);
        given().queryParam("datastar", "{\"count\":-1}")
                .when()
                .get("/sse")
                .then()
                .statusCode(400);
        given().queryParam("datastar", "{\"count\":1.5}")
                .when()
                .get("/sse")
                .then()
                .statusCode(400);
        given().queryParam("datastar", "[41]")
                .when()
                .get("/sse")
                .then()
                .statusCode(400)
                .body(equalTo("bad datastar signals: a JSON object with count from 0 to 4294967295"));
    }
}
