package dev.brigade.rawnio.conduit;

/** Reads RealWorld's {@code Authorization: Token TOKEN}. */
final class Credentials {
    private static final String SCHEME = "Token ";

    private Credentials() {}

    /**
     * The token, or null when there is no header. A header in any other shape yields "", which no
     * user has, so it is refused like an unknown token.
     */
    static String token(String authorization) {
        if (authorization == null) {
            return null;
        }
        if (!authorization.startsWith(SCHEME)) {
            return "";
        }
        return authorization.substring(SCHEME.length()).strip();
    }
}
