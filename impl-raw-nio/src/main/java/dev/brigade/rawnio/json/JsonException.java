package dev.brigade.rawnio.json;

/** Text that is not the JSON expected; callers turn it into a 4xx. */
public final class JsonException extends RuntimeException {
    public JsonException(String message) {
        super(message, null, false, false);
    }
}
