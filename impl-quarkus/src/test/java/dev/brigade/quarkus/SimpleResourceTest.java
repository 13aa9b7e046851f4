package dev.brigade.quarkus;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.quarkus.test.junit.QuarkusTest;
import java.util.Random;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SimpleResourceTest {

  @Test
  void plaintextIsHelloWorldWithADate() {
    given()
        .when().get("/plaintext")
        .then()
        .statusCode(200)
        .header("Content-Length", "13")
        .header("Content-Type", equalTo("text/plain;charset=utf-8"))
        .header("Date", matchesPattern("[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT"))
        .body(equalTo("Hello, World!"));
  }

  @Test
  void headAnswersAsGetWithoutTheBody() {
    given()
        .when().head("/plaintext")
        .then()
        .statusCode(200)
        .header("Content-Length", "13")
        .body(equalTo(""));
  }

  @Test
  void echoAnswersTheBodyByteForByte() {
    byte[] body = new byte[64 * 1_024];
    new Random(7).nextBytes(body);
    byte[] answer = given()
        .contentType("application/x-anything")
        .body(body)
        .when().post("/echo")
        .then()
        .statusCode(200)
        .header("Content-Type", "application/octet-stream")
        .extract().asByteArray();
    assertArrayEquals(body, answer);
  }

  @Test
  void echoRefusesMoreThanOneMebibyte() {
    given()
        .body(new byte[1_024 * 1_024 + 1])
        .when().post("/echo")
        .then()
        .statusCode(413);
  }

  @Test
  void anUnknownPathIsNotFound() {
    given().when().get("/nothing-here").then().statusCode(404);
  }
}
