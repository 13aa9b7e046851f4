package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

@MicronautTest
class SimpleControllerTest {

    @Inject
    @Client("/")
    HttpClient client;

    @Inject
    EmbeddedServer server;

    @Test
    void plaintextIsHelloWorldWithItsLength() {
        HttpResponse<byte[]> response = client.toBlocking().exchange(HttpRequest.GET("/plaintext"), byte[].class);
        assertEquals(HttpStatus.OK, response.getStatus());
        assertEquals("text/plain; charset=utf-8", response.header(HttpHeaders.CONTENT_TYPE));
        assertEquals("13", response.header(HttpHeaders.CONTENT_LENGTH));
        assertEquals("Hello, World!", new String(response.body(), java.nio.charset.StandardCharsets.US_ASCII));
    }

    /** Micronaut's own HEAD: GET's route, no body; GET's type and length put back by RequestRules. */
    @Test
    void headAnswersAsGetWithoutTheBody() {
        HttpResponse<byte[]> response = client.toBlocking().exchange(HttpRequest.HEAD("/plaintext"), byte[].class);
        assertEquals(HttpStatus.OK, response.getStatus());
        assertEquals("text/plain; charset=utf-8", response.header(HttpHeaders.CONTENT_TYPE));
        assertEquals("13", response.header(HttpHeaders.CONTENT_LENGTH));
        assertFalse(response.getBody().isPresent());
    }

    @Test
    void echoSendsTheBytesBackAsOctets() {
        byte[] body = new byte[4096];
        new Random(7).nextBytes(body);
        HttpResponse<byte[]> response = client.toBlocking()
                .exchange(HttpRequest.POST("/echo", body).contentType(MediaType.TEXT_PLAIN), byte[].class);
        assertEquals(MediaType.APPLICATION_OCTET_STREAM, response.header(HttpHeaders.CONTENT_TYPE));
        assertArrayEquals(body, response.body());
    }

    /**
     * 413 from the head's Content-Length, before any body byte: over a raw socket, since a client still
     * writing the mebibyte may see the server's close before its answer (a reset, not a status).
     */
    @Test
    void echoRefusesMoreThanOneMebibyte() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream()
                    .write(("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\n"
                                    + "Content-Length: " + (1024 * 1024 + 1) + "\r\n\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
            String statusLine = new BufferedReader(
                            new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1))
                    .readLine();
            assertTrue(statusLine.startsWith("HTTP/1.1 413 "), statusLine);
        }
    }

    @Test
    void unknownPathsAre404() {
        HttpClientResponseException missing = assertThrows(
                HttpClientResponseException.class,
                () -> client.toBlocking().exchange(HttpRequest.GET("/api/articles")));
        assertEquals(HttpStatus.NOT_FOUND, missing.getStatus());
    }
}
