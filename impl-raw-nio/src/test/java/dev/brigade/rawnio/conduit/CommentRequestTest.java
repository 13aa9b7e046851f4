package dev.brigade.rawnio.conduit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommentRequestTest {
    private static String body(String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        return CommentRequest.body(bytes, bytes.length);
    }

    @Test
    void readsTheBody() {
        assertEquals(
                "Nice roux'); DROP TABLE comments;--",
                body("{\"comment\":{\"body\":\"Nice roux'); DROP TABLE comments;--\"}}"));
        assertEquals(
                "é \"quoted\"", body(" { \"comment\" : { \"body\" : \"\\u00e9 \\\"quoted\\\"\", \"extra\": 1 } } "));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "{",
                "{}",
                "{\"comment\":{}}",
                "{\"comment\":{\"body\":\"\"}}",
                "{\"comment\":{\"body\":1}}",
                "{\"comment\":{\"body\":\"  \\t\\n \"}}",
                "{\"comment\":{\"body\":null}}",
                "{\"comment\":\"body\"}",
                "[{\"comment\":{\"body\":\"x\"}}]",
                "{\"comment\":{\"body\":\"x\"}} x"
            })
    void refusesMissingBlankOrNonStringBodies(String json) {
        assertNull(body(json));
    }

    @Test
    void refusesBytesThatAreNotUtf8() {
        byte[] bytes = {'{', '"', 'a', '"', ':', '"', (byte) 0xC3, '"', '}'};
        assertNull(CommentRequest.body(bytes, bytes.length));
    }
}
