package dev.brigade.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.brigade.conformance.seed.ConduitSeed;
import java.util.Optional;

/** The answers the Conduit routes must give over the seed, computed from {@link ConduitSeed} alone. */
final class ConduitAnswers {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final ConduitSeed seed;

    ConduitAnswers(ConduitSeed seed) {
        this.seed = seed;
    }

    /** {@code {"articles":[...],"articlesCount":1000}} for one page, newest first, as the viewer sees it. */
    ObjectNode page(int offset, int limit, Optional<ConduitSeed.User> viewer) {
        ArrayNode articles = JSON.arrayNode();
        seed.newestFirst().stream()
                .skip(offset)
                .limit(limit)
                .forEach(a -> articles.add(article(a, viewer, false, false)));
        ObjectNode page = JSON.objectNode();
        page.set("articles", articles);
        page.put("articlesCount", ConduitSeed.ARTICLES);
        return page;
    }

    /** {@code {"article":{...}}} with its body; {@code favoritedNow} adds the viewer to its favoriters. */
    ObjectNode single(ConduitSeed.Article article, Optional<ConduitSeed.User> viewer, boolean favoritedNow) {
        ObjectNode single = JSON.objectNode();
        single.set("article", article(article, viewer, true, favoritedNow));
        return single;
    }

    ObjectNode article(
            ConduitSeed.Article a, Optional<ConduitSeed.User> viewer, boolean withBody, boolean favoritedNow) {
        boolean seeded = viewer.map(u -> a.favoriterIds().contains(u.id())).orElse(false);
        ObjectNode json = JSON.objectNode();
        json.put("slug", a.slug());
        json.put("title", a.title());
        json.put("description", a.description());
        if (withBody) {
            json.put("body", a.body());
        }
        ArrayNode tags = json.putArray("tagList");
        a.tagIds().stream().map(id -> seed.tag(id).name()).sorted().forEach(tags::add);
        json.put("createdAt", a.createdAt());
        json.put("updatedAt", a.updatedAt());
        json.put("favorited", seeded || favoritedNow);
        json.put("favoritesCount", a.favoriterIds().size() + (favoritedNow && !seeded ? 1 : 0));
        json.set("author", profile(seed.user(a.authorId())));
        return json;
    }

    /**
     * The same answer with only these keys left in each article ({@code $.article} or every one of
     * {@code $.articles}): for checks of one rule, such as {@code favorited}, that leave the rest of
     * the article to the checks of its shape.
     */
    static JsonNode only(JsonNode answer, String... keys) {
        JsonNode copy = answer.deepCopy();
        if (copy.get("article") instanceof ObjectNode article) {
            article.retain(keys);
        }
        if (copy.get("articles") instanceof ArrayNode articles) {
            articles.forEach(a -> {
                if (a instanceof ObjectNode article) {
                    article.retain(keys);
                }
            });
        }
        return copy;
    }

    static ObjectNode profile(ConduitSeed.User user) {
        ObjectNode json = JSON.objectNode();
        json.put("username", user.username());
        json.put("bio", user.bio());
        if (user.image().isPresent()) {
            json.put("image", user.image().get());
        } else {
            json.putNull("image");
        }
        json.put("following", false);
        return json;
    }

    static ObjectNode comment(long id, String time, String body, ConduitSeed.User author) {
        ObjectNode inner = JSON.objectNode();
        inner.put("id", id);
        inner.put("createdAt", time);
        inner.put("updatedAt", time);
        inner.put("body", body);
        inner.set("author", profile(author));
        ObjectNode json = JSON.objectNode();
        json.set("comment", inner);
        return json;
    }
}
