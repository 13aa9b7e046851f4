package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** {@code GET /menu} and its HEAD, through Micronaut's own client against the embedded server. */
@MicronautTest
class MenuControllerTest {

    @Inject
    @Client("/")
    HttpClient client;

    @Test
    void menuIsTheContractPageRenderedByPebble() throws Exception {
        HttpResponse<byte[]> response = client.toBlocking().exchange(HttpRequest.GET("/menu"), byte[].class);
        assertEquals(HttpStatus.OK, response.getStatus());
        assertEquals("text/html;charset=utf-8", type(response));
        assertArrayEquals(Contract.bytes("menu.html"), response.body());
        assertEquals(String.valueOf(response.body().length), response.header(HttpHeaders.CONTENT_LENGTH));
    }

    /** Micronaut's HEAD route onto the same method: GET's type and length (RequestRules), no body. */
    @Test
    void headIsGetsHeadWithoutThePage() throws Exception {
        HttpResponse<byte[]> response = client.toBlocking().exchange(HttpRequest.HEAD("/menu"), byte[].class);
        assertEquals(HttpStatus.OK, response.getStatus());
        assertEquals("text/html;charset=utf-8", type(response));
        assertEquals(String.valueOf(Contract.bytes("menu.html").length), response.header(HttpHeaders.CONTENT_LENGTH));
        assertFalse(response.getBody().isPresent());
    }

    /** Micronaut spells the route's type its own way (no space after the semicolon): the same media type. */
    private static String type(HttpResponse<?> response) {
        return response.header(HttpHeaders.CONTENT_TYPE).replace(" ", "").toLowerCase(Locale.ROOT);
    }
}
