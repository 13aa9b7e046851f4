package dev.brigade.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.Target;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * CONTRACT.md §4, the write routes, one request at a time. Every write lands in the reserved band
 * ({@link ConduitApi#BAND_FIRST} to {@link ConduitApi#BAND_LAST}), except the race's own two (a
 * comment and a favorite on article-0001, as user 0, which no read check compares), and every
 * expectation holds on a second run against the same server.
 */
@CheckGroup(requires = Requirement.DATABASE)
public final class ConduitWriteChecks {

    static final int SEED_COMMENTS = 1_500;

    private static final ConduitSeed SEED = new ConduitSeed();
    private static final ConduitAnswers ANSWERS = new ConduitAnswers(SEED);
    private static final JsonNode BLANK = blank();

    private final Target target;
    private final ConduitApi api;

    public ConduitWriteChecks(Target target) {
        this.target = target;
        this.api = new ConduitApi(target);
    }

    /**
     * The race's own comment: as user 0 on article-0001, judged as it judges it: 200, exactly the five
     * fields, a number above the seed's ids, a createdAt of 24 characters, the body and the author.
     */
    @Check(
            id = "conduit.comment",
            value = "POST Lovely roux. on article-0001 as user 0: 200, a new id, an ISO 8601 time with ms, "
                    + "the body and the author (as the race judges it)",
            rule = "§4.6",
            tier = Tier.RACE)
    void comment() {
        ConduitSeed.User author = SEED.user(0);
        String what = "POST /api/articles/article-0001/comments as " + author.username();
        raceComment(what, author, api.comment("article-0001", author, ConduitApi.commentBody("Lovely roux.")));
    }

    /** The race's judgement of its comment's answer (plain mode here, TLS mode in {@link TlsRaceChecks}). */
    static void raceComment(String what, ConduitSeed.User author, Answer answer) {
        JsonNode json = ConduitApi.json(what, 200, answer);
        JsonNode comment = json.path("comment");
        JsonNode id = comment.path("id");
        String created = comment.path("createdAt").asText("");
        Expect.that(
                id.isNumber() && id.asDouble() > SEED_COMMENTS && created.length() == 24,
                () -> what + ": $.comment.id " + id + " and createdAt " + comment.path("createdAt")
                        + ": expected a new id and an ISO 8601 time with milliseconds");
        ObjectNode expected = (ObjectNode) ConduitAnswers.comment(id.asLong(), created, "Lovely roux.", author);
        ObjectNode sent = ((ObjectNode) expected.path("comment"));
        // the race takes updatedAt as it comes: whatever the answer holds there, or nothing
        if (comment.has("updatedAt")) {
            sent.set("updatedAt", comment.get("updatedAt"));
        } else {
            sent.remove("updatedAt");
        }
        sent.set("id", id);
        Expect.json(what, expected, json);
    }

    @Check(
            id = "conduit.comment-stored",
            value = "POST a comment: 200, a new id, the current time with milliseconds, "
                    + "the author; the row is in the file",
            rule = "§4.6")
    void commentStored() throws SQLException {
        ConduitSeed.Article article = SEED.article(517);
        ConduitSeed.User author = SEED.user(5);
        String text = "A comment from the kit, " + UUID.randomUUID() + ".";
        Answer response = api.comment(article.slug(), author, ConduitApi.commentBody(text));
        String what = "POST /api/articles/" + article.slug() + "/comments";
        long id = storedComment(what, response);
        if (target.database().isEmpty()) {
            return; // --seeded: the API has no route that reads comments back; the new id is the proof
        }
        try (WrittenRows rows = new WrittenRows(target.database().get())) {
            Optional<WrittenRows.StoredComment> stored = rows.comment(id);
            Expect.that(
                    stored.equals(Optional.of(new WrittenRows.StoredComment(article.id(), author.id(), text))),
                    () -> what + ": acknowledged as comment " + id + ", but the database holds "
                            + stored.map(Object::toString).orElse("no comment with that id"));
        }
    }

    @Check(
            id = "conduit.comment-no-token-401",
            value = "POST a comment on article-0001 without Authorization: 401 (the race's probe)",
            rule = "§4.9",
            tier = Tier.RACE)
    void commentWithoutToken() {
        Expect.status(
                "POST /api/articles/article-0001/comments without Authorization",
                401,
                api.post("/api/articles/article-0001/comments", Optional.empty(), ConduitApi.commentBody("x"))
                        .status());
    }

    @Check(id = "conduit.comment-missing-article", value = "POST a comment on no such article: 404", rule = "§4.6")
    void commentMissingArticle() {
        Expect.status(
                "POST /api/articles/article-1000/comments",
                404,
                api.comment("article-1000", SEED.user(5), ConduitApi.commentBody("Nobody reads this."))
                        .status());
    }

    @Check(
            id = "conduit.comment-body-missing",
            value = "a comment without a comment object or without a body: 422 can't be blank",
            rule = "§4.7")
    void commentBodyMissing() {
        blankComment("no comment object", "{}");
        blankComment("no body", "{\"comment\":{}}");
    }

    @Check(id = "conduit.comment-body-empty", value = "a comment whose body is \"\": 422 can't be blank", rule = "§4.7")
    void commentBodyEmpty() {
        blankComment("an empty body", "{\"comment\":{\"body\":\"\"}}");
    }

    @Check(
            id = "conduit.comment-body-blank",
            value = "a comment whose body is only whitespace: 422 can't be blank",
            rule = "§4.7")
    void commentBodyBlank() {
        blankComment("a body of spaces, a tab and a newline", "{\"comment\":{\"body\":\"  \\t\\n \"}}");
    }

    @Check(
            id = "conduit.comment-body-not-string",
            value = "a comment whose body is a number, null or a list: 422 can't be blank",
            rule = "§4.7")
    void commentBodyNotString() {
        blankComment("a number as body", "{\"comment\":{\"body\":42}}");
        blankComment("null as body", "{\"comment\":{\"body\":null}}");
        blankComment("a list as body", "{\"comment\":{\"body\":[\"x\"]}}");
    }

    @Check(
            id = "conduit.comment-json-broken",
            value = "a comment request whose JSON does not parse, or is empty: 422 with a RealWorld error body",
            rule = "§4.7")
    void commentJsonBroken() {
        for (String body : List.of("{\"comment\":{\"body\":", "")) {
            ConduitApi.errorBody(
                    "comment with "
                            + (body.isEmpty() ? "no request body at all" : "JSON that does not parse (" + body + ")"),
                    422,
                    api.comment("article-0517", SEED.user(5), body));
        }
    }

    /** RealWorld's answer to a blank comment, exactly: {@code {"errors":{"body":["can't be blank"]}}}. */
    private void blankComment(String what, String body) {
        String request = "comment with " + what + " (" + body + ")";
        Expect.json(request, BLANK, ConduitApi.json(request, 422, api.comment("article-0517", SEED.user(5), body)));
    }

    @Check(
            id = "conduit.write-no-authorization",
            value = "a favorite without Authorization: 401 (the comment's is conduit.comment-no-token-401)",
            rule = "§4.9",
            tier = Tier.RACE_SHOULD)
    void writeWithoutAuthorization() {
        Expect.status(
                "POST /api/articles/article-0516/favorite without Authorization",
                401,
                api.post("/api/articles/article-0516/favorite", Optional.empty(), "")
                        .status());
    }

    @Check(
            id = "conduit.write-bearer-scheme",
            value = "both writes with Authorization: Bearer and a valid token: 401 (the scheme is Token)",
            rule = "§4.9")
    void writeWithBearerScheme() {
        writeRefused(
                "Authorization: Bearer <valid token>",
                Optional.of("Bearer " + SEED.user(6).token()));
    }

    @Check(id = "conduit.write-no-scheme", value = "both writes with a valid token but no scheme: 401", rule = "§4.9")
    void writeWithoutScheme() {
        writeRefused(
                "Authorization: <valid token> without a scheme",
                Optional.of(SEED.user(6).token()));
    }

    @Check(id = "conduit.write-unknown-token", value = "both writes with an unknown token: 401", rule = "§4.9")
    void writeWithUnknownToken() {
        writeRefused("an unknown token", Optional.of("Token " + "0".repeat(32)));
    }

    @Check(id = "conduit.write-empty-token", value = "both writes with an empty token: 401", rule = "§4.9")
    void writeWithEmptyToken() {
        writeRefused("an empty token", Optional.of("Token "));
    }

    @Check(id = "conduit.write-sql-token", value = "both writes with a token that is SQL text: 401", rule = "§4.9")
    void writeWithSqlToken() {
        writeRefused("a token that is SQL", Optional.of("Token ' OR '1'='1"));
    }

    /** A comment and a favorite sent with {@code authorization}: both 401, and the comment is not stored. */
    private void writeRefused(String what, Optional<String> authorization) {
        int comment = api.post(
                        "/api/articles/article-0516/comments",
                        authorization,
                        ConduitApi.commentBody("Should not be stored."))
                .status();
        int favorite = api.post("/api/articles/article-0516/favorite", authorization, "")
                .status();
        List<String> wrong = new ArrayList<>();
        if (comment != 401) {
            wrong.add("comment with " + what + ": expected status 401, got " + comment);
        }
        if (favorite != 401) {
            wrong.add("favorite with " + what + ": expected status 401, got " + favorite);
        }
        Expect.that(wrong.isEmpty(), () -> String.join("\n", wrong));
    }

    /** The race's own favorite: user 0 on article-0001, the first article user 0 has not favorited in the seed. */
    @Check(
            id = "conduit.favorite",
            value = "POST favorite on article-0001 as user 0: 200, the article with body, favorited true, "
                    + "the count including the user (as the race judges it)",
            rule = "§4.8",
            tier = Tier.RACE)
    void favorite() {
        ConduitSeed.Article article = SEED.article(1);
        ConduitSeed.User user = SEED.user(0);
        String what = "POST /api/articles/" + article.slug() + "/favorite as " + user.username();
        Expect.json(
                what,
                ANSWERS.single(article, Optional.of(user), true),
                ConduitApi.json(what, 200, api.favorite(article.slug(), user)));
    }

    @Check(
            id = "conduit.favorite-stored",
            value = "POST favorite, then GET the article as that user: favorited, counted, "
                    + "and one row in the file",
            rule = "§4.8")
    void favoriteStored() throws SQLException {
        ConduitSeed.Article article = SEED.article(519);
        ConduitSeed.User user = SEED.user(7);
        String what = "POST /api/articles/" + article.slug() + "/favorite as " + user.username();
        Expect.status(what, 200, api.favorite(article.slug(), user).status());
        // through the API, with or without the file: the article read back as that user counts the favorite
        String read = "GET /api/articles/" + article.slug() + " as " + user.username() + " after the favorite"
                + " (favorited and favoritesCount compared)";
        Expect.json(
                read,
                ConduitAnswers.only(ANSWERS.single(article, Optional.of(user), true), "favorited", "favoritesCount"),
                ConduitAnswers.only(
                        ConduitApi.json(read, 200, api.get("/api/articles/" + article.slug(), Optional.of(user))),
                        "favorited",
                        "favoritesCount"));
        if (target.database().isEmpty()) {
            return;
        }
        try (WrittenRows rows = new WrittenRows(target.database().get())) {
            int stored = rows.favorites(user.id(), article.id());
            Expect.that(
                    stored == 1,
                    () -> what + ": acknowledged, but the database holds " + stored
                            + " favorites rows for that user and article, expected 1");
        }
    }

    @Check(
            id = "conduit.favorite-twice",
            value = "favoriting twice adds nothing: both 200, favorited, with the same count",
            rule = "§4.8",
            tier = Tier.RACE_SHOULD)
    void favoriteTwice() {
        ConduitSeed.Article article = SEED.article(518);
        ConduitSeed.User user = SEED.user(8);
        for (String time : List.of("first", "second")) {
            String what = "POST /api/articles/" + article.slug() + "/favorite as " + user.username() + ", " + time
                    + " time (favorited and favoritesCount compared)";
            Expect.json(
                    what,
                    ConduitAnswers.only(
                            ANSWERS.single(article, Optional.of(user), true), "favorited", "favoritesCount"),
                    ConduitAnswers.only(
                            ConduitApi.json(what, 200, api.favorite(article.slug(), user)),
                            "favorited",
                            "favoritesCount"));
        }
    }

    @Check(id = "conduit.favorite-missing-article", value = "POST favorite on no such article: 404", rule = "§4.8")
    void favoriteMissingArticle() {
        Expect.status(
                "POST /api/articles/article-1000/favorite",
                404,
                api.favorite("article-1000", SEED.user(7)).status());
    }

    @Check(
            id = "conduit.sql-as-data",
            value = "SQL text in a slug or a comment body is plain data: 404 for the slug, the body stored as sent",
            rule = "§4.13")
    void sqlAsData() throws SQLException {
        for (String slug : List.of("article-0001'%20OR%20'1'='1", "x'%3B%20DROP%20TABLE%20articles%3B--")) {
            Expect.status(
                    "GET /api/articles/" + slug,
                    404,
                    api.get("/api/articles/" + slug, Optional.empty()).status());
        }
        ConduitSeed.User author = SEED.user(9);
        String text = "Robert'); DROP TABLE comments; -- " + UUID.randomUUID();
        String what = "POST a comment whose body is SQL";
        // only the id is read from the answer: the comment's shape is conduit.comment's business
        Answer answer = api.comment("article-0516", author, ConduitApi.commentBody(text));
        long id = ConduitApi.commentId(what, answer);
        if (target.database().isPresent()) {
            try (WrittenRows rows = new WrittenRows(target.database().get())) {
                Expect.that(
                        rows.comment(id).map(WrittenRows.StoredComment::body).equals(Optional.of(text)),
                        () -> what + ": comment " + id + " is not stored with the body as sent");
            }
        } else {
            // --seeded: the answer is what was stored, as far as the API shows
            String body = ConduitApi.json(what, 200, answer)
                    .path("comment")
                    .path("body")
                    .asText();
            Expect.that(body.equals(text), () -> what + ": $.comment.body: expected the SQL text as sent, got " + body);
        }
        Expect.status(
                "GET /api/articles (the tables are still there)",
                200,
                api.get("/api/articles?limit=1", Optional.empty()).status());
    }

    /** {@code {"errors":{"body":["can't be blank"]}}} */
    private static JsonNode blank() {
        JsonNodeFactory json = JsonNodeFactory.instance;
        return json.objectNode()
                .set("errors", json.objectNode().set("body", json.arrayNode().add("can't be blank")));
    }

    /** A comment answer's id, checked new, and its createdAt, checked to be now: the rest is conduit.comment's. */
    private static long storedComment(String what, Answer response) {
        long id = ConduitApi.commentId(what, response);
        Expect.that(
                id > SEED_COMMENTS || id < 1,
                () -> what + ": $.comment.id: expected a new id, got " + id + ", a seeded comment's");
        JsonNode created = ConduitApi.json(what, 200, response).path("comment").path("createdAt");
        Instant when;
        try {
            when = Instant.parse(created.asText());
        } catch (DateTimeParseException e) {
            throw Expect.fail(what + ": $.comment.createdAt: not a valid time: " + created);
        }
        Duration off = Duration.between(Instant.now(), when).abs();
        Expect.that(
                off.compareTo(Duration.ofMinutes(2)) < 0,
                () -> what + ": $.comment.createdAt: expected the current time, got " + created + " (" + off.toSeconds()
                        + " s off)");
        return id;
    }
}
