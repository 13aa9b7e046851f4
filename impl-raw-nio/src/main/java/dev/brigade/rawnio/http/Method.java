package dev.brigade.rawnio.http;

/** Request methods the routes tell apart; every other valid token is {@link #OTHER}. */
public enum Method {
    GET,
    HEAD,
    POST,
    PUT,
    DELETE,
    PATCH,
    OPTIONS,
    OTHER;

    /** RFC 9110 §9.3.2: HEAD is answered as GET is, without the body. */
    public boolean isGetOrHead() {
        return this == GET || this == HEAD;
    }

    /** Identifies the method token in {@code bytes[0..length)} without allocating. */
    static Method of(byte[] bytes, int length) {
        return switch (length) {
            case 3 -> is(bytes, "GET") ? GET : is(bytes, "PUT") ? PUT : OTHER;
            case 4 -> is(bytes, "POST") ? POST : is(bytes, "HEAD") ? HEAD : OTHER;
            case 5 -> is(bytes, "PATCH") ? PATCH : OTHER;
            case 6 -> is(bytes, "DELETE") ? DELETE : OTHER;
            case 7 -> is(bytes, "OPTIONS") ? OPTIONS : OTHER;
            default -> OTHER;
        };
    }

    private static boolean is(byte[] bytes, String name) {
        for (int i = 0; i < name.length(); i++) {
            if (bytes[i] != name.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
