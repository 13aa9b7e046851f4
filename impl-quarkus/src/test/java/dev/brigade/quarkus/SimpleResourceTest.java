package dev.brigade.quarkus;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.DataInputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SimpleResourceTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void plaintextIsHelloWorldWithADate() {
        given().when()
                .get("/plaintext")
                .then()
                .statusCode(200)
                .header("Content-Length", "13")
                .header("Content-Type", equalTo("text/plain;charset=utf-8"))
                .header("Date", matchesPattern("[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT"))
                .body(equalTo("Hello, World!"));
    }

    @Test
    void headAnswersAsGetWithoutTheBody() {
        given().when()
                .head("/plaintext")
                .then()
                .statusCode(200)
                .header("Content-Type", equalTo("text/plain;charset=utf-8"))
                .body(equalTo(""));
    }

    @Test
    void echoAnswersTheBodyByteForByte() {
        byte[] body = new byte[64 * 1_024];
        new Random(7).nextBytes(body);
        byte[] answer = given().contentType("application/x-anything")
                .body(body)
                .when()
                .post("/echo")
                .then()
                .statusCode(200)
                .header("Content-Type", "application/octet-stream")
                .extract()
                .asByteArray();
        assertArrayEquals(body, answer);
    }

    /**
     * Over a raw socket, the body never sent: the 413 must come from Content-Length alone (the
     * contract's "without buffering the rest"), and the connection must close after it. A client that sends the whole body first, as
     * RestAssured does, races the server's close and can see a reset instead of the answer.
     */
    @Test
    void echoRefusesMoreThanOneMebibyteFromItsLength() throws Exception {
        try (Socket socket = new Socket(root.getHost(), root.getPort())) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\n"
                            + "Content-Length: " + (1_024 * 1_024 + 1) + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            byte[] head = new byte[12];
            DataInputStream in = new DataInputStream(socket.getInputStream());
            in.readFully(head);
            assertEquals("HTTP/1.1 413", new String(head, StandardCharsets.ISO_8859_1));
            // then Quarkus closes: the unread body is never parsed as the next request (readAllBytes ends only at the
            // close)
            in.readAllBytes();
        }
    }

    @Test
    void anUnknownPathIsNotFound() {
        given().when().get("/nothing-here").then().statusCode(404);
    }
}
