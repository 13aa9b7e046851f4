package dev.brigade.rawnio.conduit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CredentialsTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {"Token abc|abc", "Bearer abc|''", "token abc|''", "Token|''", "Token  abc |abc"})
    void readsTheTokenScheme(String header, String token) {
        assertEquals(token, Credentials.token(header));
    }

    @org.junit.jupiter.api.Test
    void noHeaderIsNoToken() {
        assertNull(Credentials.token(null));
    }
}
