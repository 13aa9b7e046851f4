package dev.brigade.quarkus;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class MenuResourceTest {

  @Test
  void theMenuIsTheContractsPageByteForByte() throws Exception {
    byte[] page = given()
        .when().get("/menu")
        .then()
        .statusCode(200)
        .header("Content-Type", "text/html;charset=utf-8")
        .extract().asByteArray();
    assertArrayEquals(Contract.file("menu.html"), page);
  }

  @Test
  void headAnswersAsGetWithoutThePage() {
    given()
        .when().head("/menu")
        .then()
        .statusCode(200)
        .header("Content-Type", "text/html;charset=utf-8")
        .body(org.hamcrest.Matchers.equalTo(""));
  }
}
