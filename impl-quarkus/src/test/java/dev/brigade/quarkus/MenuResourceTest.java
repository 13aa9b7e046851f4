package dev.brigade.quarkus;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class MenuResourceTest {

    @Test
    void theMenuIsTheContractsPageByteForByte() throws Exception {
        byte[] expected = Contract.file("menu.html");
        byte[] page = given().when()
                .get("/menu")
                .then()
                .statusCode(200)
                .header("Content-Type", "text/html;charset=utf-8")
                .header("Content-Length", Integer.toString(expected.length))
                .extract()
                .asByteArray();
        assertArrayEquals(expected, page);
    }

    /** The length a GET would carry, counted in bytes (the page has non-ASCII names), without the page. */
    @Test
    void headAnswersAsGetWithoutThePage() throws Exception {
        given().when()
                .head("/menu")
                .then()
                .statusCode(200)
                .header("Content-Type", "text/html;charset=utf-8")
                .header("Content-Length", Integer.toString(Contract.file("menu.html").length))
                .body(org.hamcrest.Matchers.equalTo(""));
    }
}
