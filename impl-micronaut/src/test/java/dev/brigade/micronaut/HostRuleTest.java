package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link RequestRules#validHost}, a loop for speed, against RFC 9112 §3.2's Host grammar written as a
 * regular expression: uri-host (reg-name, IPv4 or an IP literal) and an optional port up to 65535.
 */
class HostRuleTest {

    private static final Pattern RFC = Pattern.compile(
            "(?:[A-Za-z0-9._~!$&'()*+;=%-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{0,4}|[0-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?");

    @ParameterizedTest
    @ValueSource(
            strings = {
                "x",
                "localhost:8080",
                "127.0.0.1",
                "127.0.0.1:",
                "[::1]",
                "[::1]:65535",
                "a.b-c_d~e%20",
                "x:00080",
                "x:65535",
                "x:9999"
            })
    void accepts(String host) {
        assertEquals(true, RequestRules.validHost(host), host);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "me@x",
                "a b",
                "x:65536",
                "x:99999",
                "x:123456",
                "x:-1",
                "[]",
                "[::1",
                "[::1]x",
                "::1",
                "[g::1]",
                "x:80:80",
                ":80",
                "x/y",
                "x?y",
                "é"
            })
    void refuses(String host) {
        assertEquals(false, RequestRules.validHost(host), host);
    }

    /** Strings made of the grammar's own characters and its neighbours, from a pinned seed. */
    @Test
    void agreesWithTheGrammarOnGeneratedHosts() {
        String alphabet = "aZ09.-_~!$&'()*+;=%:[]@/ ?#\u00e9fF6";
        Random random = new Random(2026_12_02L);
        for (int i = 0; i < 200_000; i++) {
            StringBuilder host = new StringBuilder();
            for (int length = random.nextInt(9); length > 0; length--) {
                host.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            if (random.nextBoolean()) {
                host.append(':').append(random.nextInt(700_000));
            }
            String h = host.toString();
            assertEquals(RFC.matcher(h).matches(), RequestRules.validHost(h), h);
        }
    }
}
