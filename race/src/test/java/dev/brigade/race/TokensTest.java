package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class TokensTest {

    @Test
    void tokensAre32LowercaseHexAndDifferPerUser() {
        String t0 = Tokens.conduitToken(0);
        assertEquals(32, t0.length());
        assertEquals(t0.toLowerCase(), t0);
        assertNotEquals(t0, Tokens.conduitToken(1));
    }
}
