package dev.brigade.conformance.checks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The kit's own idea of the answers agrees with the golden files. */
class GoldenDataTest {

    @Test
    void theStreamForCount41IsTheGoldenFile() {
        assertArrayEquals(Golden.sseCount41(), DatastarEvents.stream("42"));
    }

    @Test
    void tenEventsEachEndingInABlankLine() {
        assertEquals(10, DatastarEvents.forN("1").size());
        DatastarEvents.forN("1").forEach(e -> assertEquals("\n\n", new String(e, e.length - 2, 2)));
    }

    @Test
    void equivalentModeMapsEveryOtherSpelling() {
        assertEquals(
                "&amp; &lt; &gt; &quot; &#39; &amp; &lt; &#39; &quot; &amp;",
                Entities.canonical("&#38; &#60; &#62; &#34; &#39; &#x26; &#X3c; &#x27; &quot; &amp;"));
        assertEquals("&#233; &nbsp;", Entities.canonical("&#233; &nbsp;"));
    }

    @Test
    void mediaTypesCompareAsRfc9110Says() {
        assertEquals(
                Expect.normalMediaType("text/plain; charset=utf-8"),
                Expect.normalMediaType("Text/Plain;charset=\"UTF-8\""));
    }
}
