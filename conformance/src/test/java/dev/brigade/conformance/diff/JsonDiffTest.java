package dev.brigade.conformance.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class JsonDiffTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static Optional<String> diff(String expected, String actual) throws JsonProcessingException {
        JsonNode e = MAPPER.readTree(expected);
        JsonNode a = MAPPER.readTree(actual);
        return JsonDiff.firstDifference(e, a);
    }

    @Test
    void keyOrderDoesNotMatter() throws JsonProcessingException {
        assertEquals(Optional.empty(), diff("{\"a\":1,\"b\":[true,null]}", "{\"b\":[true,null],\"a\":1}"));
    }

    @Test
    void namesThePathOfTheFirstDifference() throws JsonProcessingException {
        assertEquals(
                Optional.of("$.articles[1].author.image: expected null, got \"\""),
                diff(
                        "{\"articles\":[{\"author\":{\"image\":null}},{\"author\":{\"image\":null}}]}",
                        "{\"articles\":[{\"author\":{\"image\":null}},{\"author\":{\"image\":\"\"}}]}"));
    }

    @Test
    void typesAreExact() throws JsonProcessingException {
        assertEquals(
                Optional.of("$.favoritesCount: expected 3, got \"3\""),
                diff("{\"favoritesCount\":3}", "{\"favoritesCount\":\"3\"}"));
    }

    @Test
    void numbersCompareByValue() throws JsonProcessingException {
        assertEquals(Optional.empty(), diff("{\"n\":4294967296}", "{\"n\":4294967296.0}"));
        assertEquals(Optional.of("$.n: expected 1, got 2"), diff("{\"n\":1}", "{\"n\":2}"));
    }

    @Test
    void missingAndExtraKeys() throws JsonProcessingException {
        assertEquals(Optional.of("$.body: expected no such key, got \"x\""), diff("{}", "{\"body\":\"x\"}"));
        assertEquals(Optional.of("$.body: expected \"x\", got no such key"), diff("{\"body\":\"x\"}", "{}"));
    }

    @Test
    void arrayLengths() throws JsonProcessingException {
        assertEquals(
                Optional.of("$.tagList: expected 2 elements, got 1"),
                diff("{\"tagList\":[\"a\",\"b\"]}", "{\"tagList\":[\"a\"]}"));
        assertEquals(
                Optional.of("$.tagList[1]: expected \"b\", got \"c\""),
                diff("{\"tagList\":[\"a\",\"b\"]}", "{\"tagList\":[\"a\",\"c\"]}"));
    }
}
