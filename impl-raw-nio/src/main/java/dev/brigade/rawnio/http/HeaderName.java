package dev.brigade.rawnio.http;

/** The request headers the parser acts on; every other name is {@link #OTHER} and only validated. */
enum HeaderName {
    HOST("host"),
    CONTENT_LENGTH("content-length"),
    TRANSFER_ENCODING("transfer-encoding"),
    CONNECTION("connection"),
    AUTHORIZATION("authorization"),
    EXPECT("expect"),
    OTHER("");

    static final int MAX_LENGTH = 32;
    private static final HeaderName[] KNOWN = {
        HOST, CONTENT_LENGTH, TRANSFER_ENCODING, CONNECTION, AUTHORIZATION, EXPECT
    };

    private final String lowerCase;

    HeaderName(String lowerCase) {
        this.lowerCase = lowerCase;
    }

    /** Identifies an already lower-cased name; {@code length} may exceed the stored bytes. */
    static HeaderName of(byte[] name, int length) {
        if (length > MAX_LENGTH) {
            return OTHER;
        }
        for (HeaderName known : KNOWN) {
            if (Ascii.equalsIgnoreCase(name, length, known.lowerCase)) {
                return known;
            }
        }
        return OTHER;
    }
}
