package dev.brigade.rawnio.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class JsonWriterTest {
    @Test
    void writesNestedContainersWithCommas() {
        String json = new JsonWriter()
                .beginObject()
                .name("a")
                .beginArray()
                .value(1)
                .value("x")
                .beginObject()
                .endObject()
                .endArray()
                .name("b")
                .value(true)
                .name("c")
                .value((String) null)
                .endObject()
                .toString();
        assertEquals("{\"a\":[1,\"x\",{}],\"b\":true,\"c\":null}", json);
    }

    @Test
    void escapesStrings() {
        String json = new JsonWriter().value("q\" b\\ n\n t\t c\u0001 é </").toString();
        assertEquals("\"q\\\" b\\\\ n\\n t\\t c\\u0001 é </\"", json);
    }

    @Test
    void roundTripsThroughTheParser() {
        String text = "tab\t quote\" slash\\ control\u001f emoji 🍲";
        assertEquals(text, JsonParser.parse(new JsonWriter().value(text).toString()));
    }
}
