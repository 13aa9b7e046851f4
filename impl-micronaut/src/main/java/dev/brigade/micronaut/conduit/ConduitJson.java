package dev.brigade.micronaut.conduit;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;
import java.util.Map;

/**
 * RealWorld's JSON shapes as {@code @Serdeable} records, written from code generated at compile time.
 * Nulls are written ({@code inclusion: always}: {@code image} null must read as null), except an
 * article's {@code body}, which the list leaves out.
 */
final class ConduitJson {

    private ConduitJson() {}

    @Serdeable
    record Profile(
            String username, @Nullable String bio, @Nullable String image, boolean following) {}

    @Serdeable
    record Article(
            String slug,
            String title,
            String description,

            @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable
            String body,

            List<String> tagList,
            String createdAt,
            String updatedAt,
            boolean favorited,
            long favoritesCount,
            Profile author) {}

    @Serdeable
    record Comment(long id, String createdAt, String updatedAt, String body, Profile author) {}

    @Serdeable
    record ArticleList(List<Article> articles, long articlesCount) {}

    @Serdeable
    record OneArticle(Article article) {}

    @Serdeable
    record OneComment(Comment comment) {}

    @Serdeable
    record Errors(Map<String, List<String>> errors) {}
}
