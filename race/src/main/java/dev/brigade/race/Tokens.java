package dev.brigade.race;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Conduit's seeded tokens, as CONTRACT.md defines them. */
public final class Tokens {

    private Tokens() {}

    /** The lowercase hex of the first 16 bytes of SHA-256 of "conduit-token-u". */
    public static String conduitToken(int user) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(("conduit-token-" + user).getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
