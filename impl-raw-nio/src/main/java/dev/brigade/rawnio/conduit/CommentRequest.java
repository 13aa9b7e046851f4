package dev.brigade.rawnio.conduit;

import dev.brigade.rawnio.json.JsonException;
import dev.brigade.rawnio.json.JsonParser;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** The body of {@code POST .../comments}: {@code {"comment":{"body":"..."}}}. */
final class CommentRequest {
    private CommentRequest() {}

    /** The comment's text, or null when the JSON does not parse or the body is missing, blank (empty or only whitespace) or not a string. */
    static String body(byte[] bytes, int length) {
        try {
            String text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, length))
                    .toString();
            if (JsonParser.parse(text) instanceof Map<?, ?> request
                    && request.get("comment") instanceof Map<?, ?> comment
                    && comment.get("body") instanceof String body
                    && !body.isBlank()) {
                return body;
            }
            return null;
        } catch (CharacterCodingException | JsonException e) {
            return null;
        }
    }
}
