package dev.brigade.rawnio.conduit;

import dev.brigade.rawnio.json.JsonWriter;
import java.util.List;

/** Conduit's answers as RealWorld spells them. */
final class ConduitJson {
    private ConduitJson() {}

    static String articles(List<Article> articles, long articlesCount) {
        JsonWriter json = new JsonWriter().beginObject().name("articles").beginArray();
        for (Article article : articles) {
            article(json, article);
        }
        return json.endArray()
                .name("articlesCount")
                .value(articlesCount)
                .endObject()
                .toString();
    }

    static String article(Article article) {
        JsonWriter json = new JsonWriter().beginObject().name("article");
        return article(json, article).endObject().toString();
    }

    static String comment(Comment comment) {
        JsonWriter json = new JsonWriter()
                .beginObject()
                .name("comment")
                .beginObject()
                .name("id")
                .value(comment.id())
                .name("createdAt")
                .value(comment.createdAt())
                .name("updatedAt")
                .value(comment.updatedAt())
                .name("body")
                .value(comment.body())
                .name("author");
        return profile(json, comment.author()).endObject().endObject().toString();
    }

    /** {@code {"errors":{"FIELD":["MESSAGE"]}}} */
    static String error(String field, String message) {
        return new JsonWriter()
                .beginObject()
                .name("errors")
                .beginObject()
                .name(field)
                .beginArray()
                .value(message)
                .endArray()
                .endObject()
                .endObject()
                .toString();
    }

    private static JsonWriter article(JsonWriter json, Article article) {
        json.beginObject()
                .name("slug")
                .value(article.slug())
                .name("title")
                .value(article.title())
                .name("description")
                .value(article.description());
        if (article.body() != null) {
            json.name("body").value(article.body());
        }
        json.name("tagList").beginArray();
        for (String tag : article.tagList()) {
            json.value(tag);
        }
        json.endArray()
                .name("createdAt")
                .value(article.createdAt())
                .name("updatedAt")
                .value(article.updatedAt())
                .name("favorited")
                .value(article.favorited())
                .name("favoritesCount")
                .value(article.favoritesCount())
                .name("author");
        return profile(json, article.author()).endObject();
    }

    private static JsonWriter profile(JsonWriter json, Author author) {
        return json.beginObject()
                .name("username")
                .value(author.username())
                .name("bio")
                .value(author.bio())
                .name("image")
                .value(author.image())
                .name("following")
                .value(false)
                .endObject();
    }
}
