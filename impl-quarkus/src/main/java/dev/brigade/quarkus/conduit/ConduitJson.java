package dev.brigade.quarkus.conduit;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** RealWorld's JSON shapes, as records Jackson writes field for field. */
final class ConduitJson {

    private ConduitJson() {}

    public record Profile(String username, String bio, String image, boolean following) {}

    /** One article; {@code body} is null, and left out, in the list. */
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

    public record Comment(long id, String createdAt, String updatedAt, String body, Profile author) {}

    public record ArticleList(List<Article> articles, long articlesCount) {}

    public record SingleArticle(Article article) {}

    public record SingleComment(Comment comment) {}
}
