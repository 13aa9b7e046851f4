package dev.brigade.conformance.reference;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;

/** RealWorld's JSON shapes for articles, comments and profiles. */
final class ConduitJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final Set<Fault> faults;

    ConduitJson(Set<Fault> faults) {
        this.faults = faults;
    }

    ObjectNode articleList(List<ConduitStore.Article> articles, long count) {
        ObjectNode list = NODES.objectNode();
        var array = list.putArray("articles");
        articles.forEach(a -> array.add(article(a, faults.contains(Fault.BODY_IN_LIST))));
        list.put("articlesCount", count);
        return list;
    }

    ObjectNode single(String name, ObjectNode value) {
        ObjectNode wrapper = NODES.objectNode();
        wrapper.set(name, value);
        return wrapper;
    }

    ObjectNode article(ConduitStore.Article article, boolean withBody) {
        ObjectNode node = NODES.objectNode()
                .put("slug", article.slug())
                .put("title", article.title())
                .put("description", article.description());
        if (withBody) {
            node.put("body", article.body());
        }
        var tags = node.putArray("tagList");
        article.tags().forEach(tags::add);
        node.put("createdAt", article.createdAt())
                .put("updatedAt", article.updatedAt())
                .put("favorited", article.favorited());
        if (faults.contains(Fault.FAVORITES_COUNT_STRING)) {
            node.put("favoritesCount", String.valueOf(article.favoritesCount()));
        } else {
            node.put("favoritesCount", article.favoritesCount());
        }
        node.set("author", profile(article.author()));
        return node;
    }

    ObjectNode comment(ConduitStore.Comment comment) {
        ObjectNode node = NODES.objectNode()
                .put("id", comment.id())
                .put("createdAt", comment.createdAt())
                .put("updatedAt", comment.createdAt())
                .put("body", comment.body());
        node.set("author", profile(comment.author()));
        return node;
    }

    private ObjectNode profile(ConduitStore.User user) {
        ObjectNode node = NODES.objectNode().put("username", user.username()).put("bio", user.bio());
        if (user.image() == null && faults.contains(Fault.IMAGE_EMPTY_STRING)) {
            node.put("image", "");
        } else {
            node.put("image", user.image()); // null stays JSON null
        }
        return node.put("following", false);
    }
}
