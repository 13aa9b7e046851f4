package dev.brigade.conformance.seed;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * The seeded Conduit database of CONTRACT.md §4 as a model: every row computed from its formula,
 * so the kit knows every expected answer without reading the database.
 */
public final class ConduitSeed {

    public static final int USERS = 100;
    public static final int TAGS = 20;
    public static final int ARTICLES = 1_000;
    public static final Instant EPOCH = Instant.parse("2026-01-01T00:00:00Z");
    public static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private static final String[] WORDS = ("stock roux whisk simmer fold butter flour reduce season taste plate"
                    + " serve braise sear deglaze stir knead proof bake rest")
            .split(" ");
    private static final int BODY_WORDS = 160;

    public record User(int id, String username, String bio, Optional<String> image, String token) {}

    public record Tag(int id, String name) {}

    /** An article with its tags (ids, in the order the formula gives them) and the users who favorited it. */
    public record Article(
            int id,
            String slug,
            String title,
            String description,
            String body,
            int authorId,
            String createdAt,
            String updatedAt,
            List<Integer> tagIds,
            List<Integer> favoriterIds) {}

    public record Comment(int id, int articleId, int authorId, String body, String createdAt, String updatedAt) {}

    private final List<User> users;
    private final List<Tag> tags;
    private final List<Article> articles;
    private final List<Comment> comments;

    public ConduitSeed() {
        users = IntStream.range(0, USERS).mapToObj(ConduitSeed::makeUser).toList();
        tags = IntStream.range(0, TAGS)
                .mapToObj(t -> new Tag(t, String.format("tag%02d", t)))
                .toList();
        articles =
                IntStream.range(0, ARTICLES).mapToObj(ConduitSeed::makeArticle).toList();
        List<Comment> all = new ArrayList<>();
        for (int a = 0; a < ARTICLES; a++) {
            for (int k = 0; k < a % 4; k++) {
                String created = time(EPOCH.plusSeconds(60L * a + 3600L * (k + 1)));
                all.add(new Comment(
                        all.size() + 1,
                        a,
                        (a + k + 1) % USERS,
                        "Comment " + k + " on article " + a + ".",
                        created,
                        created));
            }
        }
        comments = List.copyOf(all);
    }

    private static User makeUser(int u) {
        String name = String.format("user%03d", u);
        return new User(
                u,
                name,
                "Cook number " + u + ".",
                u % 2 == 0 ? Optional.of("https://example.com/" + name + ".png") : Optional.empty(),
                token(u));
    }

    private static Article makeArticle(int a) {
        String created = time(EPOCH.plusSeconds(60L * a));
        List<Integer> tagIds =
                IntStream.range(0, a % 4).mapToObj(k -> (7 * a + 3 * k) % TAGS).toList();
        List<Integer> favoriters = IntStream.range(0, USERS)
                .filter(u -> (31 * u + a) % 17 == 0)
                .boxed()
                .toList();
        return new Article(
                a,
                String.format("article-%04d", a),
                "Article " + a,
                "What article " + a + " is about.",
                body(a),
                a % USERS,
                created,
                created,
                tagIds,
                favoriters);
    }

    static String body(int a) {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < BODY_WORDS; i++) {
            if (i > 0) {
                body.append(' ');
            }
            body.append(WORDS[(7 * a + 13 * i) % WORDS.length]);
        }
        return body.append('.').toString();
    }

    /** Lowercase hex of the first 16 bytes of SHA-256 of {@code conduit-token-u}. */
    static String token(int u) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(("conduit-token-" + u).getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    public static String time(Instant instant) {
        return TIME.format(instant);
    }

    public List<User> users() {
        return users;
    }

    public List<Tag> tags() {
        return tags;
    }

    public List<Article> articles() {
        return articles;
    }

    public List<Comment> comments() {
        return comments;
    }

    public User user(int id) {
        return users.get(id);
    }

    public Tag tag(int id) {
        return tags.get(id);
    }

    public Article article(int id) {
        return articles.get(id);
    }

    /** Articles newest first (created_at, then id, both descending), as the list route pages them. */
    public List<Article> newestFirst() {
        return articles.reversed();
    }
}
