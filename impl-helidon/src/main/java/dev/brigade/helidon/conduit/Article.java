package dev.brigade.helidon.conduit;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

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
    Profile author) {
}
