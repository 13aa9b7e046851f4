package dev.brigade.helidon.conduit;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;

/** RealWorld's answer bodies, as records Jackson writes field for field, and the one ObjectMapper. */
public final class ConduitJson {

    /** Writes every answer, reads comment bodies, tags and the Datastar signals (thread-safe once configured). */
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private ConduitJson() {}

    /** RealWorld's author profile; {@code following} is always false (the slice has no follows). */
    public record Profile(String username, String bio, String image, boolean following) {}

    /** RealWorld's article; {@code body} only on the single-article answers (null leaves it out). */
    public record Article(
            String slug,
            String title,
            String description,
            @JsonInclude(JsonInclude.Include.NON_NULL) String body,
            List<String> tagList,
            String createdAt,
            String updatedAt,
            boolean favorited,
            long favoritesCount,
            Profile author) {}

    /** RealWorld's comment, as answered to its author right after the insert. */
    public record Comment(long id, String createdAt, String updatedAt, String body, Profile author) {}
}
