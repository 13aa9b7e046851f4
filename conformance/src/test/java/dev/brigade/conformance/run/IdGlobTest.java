package dev.brigade.conformance.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class IdGlobTest {

    @Test
    void starsQuestionMarksAndCommas() {
        IdGlob glob = IdGlob.of("sse.*, http.date-???-frozen");
        assertTrue(glob.matches("sse.chunk-per-event"));
        assertTrue(glob.matches("http.date-not-frozen"));
        assertFalse(glob.matches("http.date"));
        assertFalse(glob.matches("ssexchunk"), "the dot is literal");
    }

    @Test
    void anExactIdMatchesOnlyItself() {
        assertTrue(IdGlob.of("echo.empty").matches("echo.empty"));
        assertFalse(IdGlob.of("echo.empty").matches("echo.empty-2"));
    }
}
