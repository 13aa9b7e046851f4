package dev.brigade.rawnio.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JsonParserTest {
    @Test
    void parsesEveryKindOfValue() {
        Object value = JsonParser.parse(
                " {\"a\":[1,-2,3.5,1e2,true,false,null],\"b\":{\"c\":\"d\"},\"e\":\"\\u00e9\\n\\ud83c\\udf72\"} ");
        assertEquals(
                Map.of(
                        "a", Arrays.asList(1L, -2L, 3.5, 100.0, true, false, null),
                        "b", Map.of("c", "d"),
                        "e", "é\n🍲"),
                value);
    }

    @Test
    void integersBeyondALongStayExact() {
        assertEquals(new BigInteger("18446744073709551616"), JsonParser.parse("18446744073709551616"));
        assertEquals(Long.MAX_VALUE, JsonParser.parse(String.valueOf(Long.MAX_VALUE)));
    }

    @Test
    void emptyContainers() {
        assertEquals(Map.of(), JsonParser.parse("{ }"));
        assertEquals(List.of(), JsonParser.parse("[ ]"));
        assertNull(JsonParser.parse("null"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                " ",
                "{",
                "{\"a\":1,}",
                "[1,]",
                "01",
                "-",
                "1.",
                ".5",
                "1e",
                "+1",
                "NaN",
                "tru",
                "\"a",
                "\"\\x\"",
                "\"\\ud800\"",
                "\"a\u0001\"",
                "{a:1}",
                "{\"a\" 1}",
                "[1 2]",
                "1 2",
                "'a'",
                "{\"a\":1}x"
            })
    void refusesWhatIsNotJson(String text) {
        assertThrows(JsonException.class, () -> JsonParser.parse(text));
    }

    @Test
    void refusesDeepNesting() {
        assertThrows(JsonException.class, () -> JsonParser.parse("[".repeat(100) + "]".repeat(100)));
    }
}
