package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.http.uri.UriBuilder;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@MicronautTest
class DatastarStreamTest {

    @Inject
    @Client("/")
    HttpClient client;

    @Test
    void countFortyOneIsTheContractStreamByteForByte() throws Exception {
        HttpResponse<byte[]> response =
                client.toBlocking().exchange(HttpRequest.GET(sse("{\"count\":41}")), byte[].class);
        assertEquals(HttpStatus.OK, response.getStatus());
        assertEquals("text/event-stream", response.header(HttpHeaders.CONTENT_TYPE));
        assertNull(response.header(HttpHeaders.CONTENT_LENGTH));
        assertEquals(
                new String(Contract.bytes("sse-count-41.txt"), StandardCharsets.UTF_8),
                new String(response.body(), StandardCharsets.UTF_8));
    }

    @Test
    void headIsTheStreamsHeadWithoutItsEvents() {
        HttpResponse<byte[]> response =
                client.toBlocking().exchange(HttpRequest.HEAD(sse("{\"count\":41}")), byte[].class);
        assertEquals(HttpStatus.OK, response.getStatus());
        assertEquals("text/event-stream", response.header(HttpHeaders.CONTENT_TYPE));
        assertNull(response.header(HttpHeaders.CONTENT_LENGTH));
        assertTrue(response.getBody().isEmpty());
    }

    @Test
    void theLargestCountGivesTwoToTheThirtyTwo() {
        String body = client.toBlocking().retrieve(HttpRequest.GET(sse("{\"count\":4294967295}")));
        assertEquals(
                "event: datastar-patch-signals\ndata: signals {\"count\":4294967296}\n\n",
                body.substring(0, body.indexOf("\n\n") + 2));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "{",
                "[]",
                "{}",
                "{\"count\":-1}",
                "{\"count\":1.5}",
                "{\"count\":4e1}",
                "{\"count\":\"1\"}",
                "{\"count\":4294967296}",
                "{\"count\":null}"
            })
    void badSignalsAre400(String signals) {
        HttpClientResponseException bad = assertThrows(
                HttpClientResponseException.class, () -> client.toBlocking().exchange(HttpRequest.GET(sse(signals))));
        assertEquals(HttpStatus.BAD_REQUEST, bad.getStatus());
    }

    @Test
    void missingSignalsAre400() {
        HttpClientResponseException bad = assertThrows(
                HttpClientResponseException.class, () -> client.toBlocking().exchange(HttpRequest.GET("/sse")));
        assertEquals(HttpStatus.BAD_REQUEST, bad.getStatus());
    }

    private static URI sse(String signals) {
        return UriBuilder.of("/sse").queryParam("datastar", signals).build();
    }
}
