package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Requirement;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** CONTRACT.md §4, the read routes: every answer computed from the seed and compared as JSON. */
@CheckGroup(requires = Requirement.DATABASE)
public final class ConduitReadChecks {

    private static final ConduitSeed SEED = new ConduitSeed();
    private static final ConduitAnswers ANSWERS = new ConduitAnswers(SEED);

    private final ConduitApi api;
    private final RawHttp raw;

    public ConduitReadChecks(Target target) {
        this.api = new ConduitApi(target);
        this.raw = target.raw();
    }

    /** The race's own read of the list: every field of every article, against the seed's model. */
    @Check(
            id = "conduit.list-page",
            value = "GET /api/articles?limit=20&offset=40: the 41st to 60th newest, every field, no token",
            rule = "§4.3",
            tier = Tier.RACE)
    void listPage() {
        String path = "/api/articles?limit=20&offset=40";
        Expect.json(
                "GET " + path,
                ANSWERS.page(40, 20, Optional.empty()),
                ConduitApi.json("GET " + path, 200, api.get(path, Optional.empty())));
    }

    // The paging checks compare which articles come and the count; each article's fields are conduit.list-page's.

    @Check(
            id = "conduit.list-defaults",
            value = "GET /api/articles: the 20 newest articles and articlesCount 1000",
            rule = "§4.3")
    void listDefaults() {
        page("/api/articles", 0, 20);
    }

    @Check(
            id = "conduit.list-limit-offset",
            value = "GET /api/articles?limit=5&offset=7: the 8th to 12th newest",
            rule = "§4.3")
    void listLimitOffset() {
        page("/api/articles?limit=5&offset=7", 7, 5);
    }

    @Check(
            id = "conduit.list-last-page",
            value = "offset=990&limit=20 gives the last, short page of 10 articles",
            rule = "§4.3")
    void listLastPage() {
        page("/api/articles?offset=990&limit=20", 990, 20);
    }

    @Check(
            id = "conduit.list-past-the-end",
            value = "an offset past the end gives no articles and still articlesCount 1000",
            rule = "§4.3")
    void listPastTheEnd() {
        page("/api/articles?offset=1000", 1000, 20);
    }

    @Check(
            id = "conduit.list-favorited",
            value = "with a valid token, favorited says whether that user favorited each article",
            rule = "§4.3")
    void listFavorited() {
        ConduitSeed.User viewer = SEED.user(3);
        String path = "/api/articles?limit=50&offset=100";
        String what = "GET " + path + " as " + viewer.username() + " (slug and favorited compared)";
        Expect.json(
                what,
                ConduitAnswers.only(ANSWERS.page(100, 50, Optional.of(viewer)), "slug", "favorited"),
                ConduitAnswers.only(
                        ConduitApi.json(what, 200, api.get(path, Optional.of(viewer))), "slug", "favorited"));
    }

    @Check(id = "conduit.list-limit-negative", value = "limit=-1: 422 with a RealWorld error body", rule = "§4.4")
    void listLimitNegative() {
        badPaging("limit", "-1");
    }

    @Check(id = "conduit.list-limit-not-a-number", value = "limit=abc: 422 with a RealWorld error body", rule = "§4.4")
    void listLimitNotANumber() {
        badPaging("limit", "abc");
    }

    @Check(id = "conduit.list-limit-fraction", value = "limit=1.5: 422 with a RealWorld error body", rule = "§4.4")
    void listLimitFraction() {
        badPaging("limit", "1.5");
    }

    @Check(id = "conduit.list-offset-negative", value = "offset=-1: 422 with a RealWorld error body", rule = "§4.4")
    void listOffsetNegative() {
        badPaging("offset", "-1");
    }

    @Check(
            id = "conduit.list-offset-not-a-number",
            value = "offset=abc: 422 with a RealWorld error body",
            rule = "§4.4")
    void listOffsetNotANumber() {
        badPaging("offset", "abc");
    }

    @Check(id = "conduit.list-offset-fraction", value = "offset=1.5: 422 with a RealWorld error body", rule = "§4.4")
    void listOffsetFraction() {
        badPaging("offset", "1.5");
    }

    private void badPaging(String name, String value) {
        String path = "/api/articles?" + name + "=" + value;
        ConduitApi.errorBody("GET " + path, 422, api.get(path, Optional.empty()));
    }

    @Check(
            id = "conduit.article",
            value = "GET /api/articles/article-0123: the article with its body, no token",
            rule = "§4.5",
            tier = Tier.RACE)
    void article() {
        ConduitSeed.Article a = SEED.article(123);
        Expect.json(
                "GET /api/articles/" + a.slug(),
                ANSWERS.single(a, Optional.empty(), false),
                ConduitApi.json(
                        "GET /api/articles/" + a.slug(), 200, api.get("/api/articles/" + a.slug(), Optional.empty())));
    }

    @Check(
            id = "conduit.article-favorited",
            value = "GET /api/articles/SLUG with the token of a user who favorited it: favorited true",
            rule = "§4.5")
    void articleFavorited() {
        ConduitSeed.Article a = SEED.article(42);
        ConduitSeed.User viewer = SEED.user(a.favoriterIds().getFirst());
        String what = "GET /api/articles/" + a.slug() + " as " + viewer.username() + " (favorited compared)";
        Expect.json(
                what,
                ConduitAnswers.only(ANSWERS.single(a, Optional.of(viewer), false), "favorited"),
                ConduitAnswers.only(
                        ConduitApi.json(what, 200, api.get("/api/articles/" + a.slug(), Optional.of(viewer))),
                        "favorited"));
    }

    @Check(
            id = "conduit.article-missing",
            value = "GET /api/articles/article-9999, no such article: 404",
            rule = "§4.5",
            tier = Tier.RACE)
    void articleMissing() {
        Expect.status(
                "GET /api/articles/article-9999",
                404,
                api.get("/api/articles/article-9999", Optional.empty()).status());
    }

    @Check(
            id = "conduit.list-bad-token-401",
            value = "GET /api/articles with an unknown token, another scheme or an empty token: 401, never anonymous",
            rule = "§4.10")
    void listBadToken() {
        badToken("/api/articles");
    }

    @Check(
            id = "conduit.article-bad-token-401",
            value =
                    "GET /api/articles/SLUG with an unknown token, another scheme or an empty token: 401, never anonymous",
            rule = "§4.10")
    void articleBadToken() {
        badToken("/api/articles/article-0042");
    }

    @Check(
            id = "conduit.head-list",
            value = "HEAD /api/articles: GET's status and Content-Type, no body, a Content-Length only if it is GET's",
            rule = "§2.8",
            rfc = "RFC 9110 §9.3.2")
    void headList() throws IOException {
        HeadRequests.sameAsGet(raw, "/api/articles?limit=3", "");
    }

    @Check(
            id = "conduit.head-article",
            value =
                    "HEAD /api/articles/SLUG: GET's status and Content-Type, no body, a Content-Length only if it is GET's",
            rule = "§2.8",
            rfc = "RFC 9110 §9.3.2")
    void headArticle() throws IOException {
        HeadRequests.sameAsGet(raw, "/api/articles/article-0042", "");
    }

    private void badToken(String path) {
        ConduitSeed.User user = SEED.user(3);
        for (String authorization : List.of("Token " + "0".repeat(32), "Bearer " + user.token(), "Token ")) {
            String what = "GET " + path + " with Authorization: " + authorization;
            Expect.status(what, 401, api.get(path, authorization).status());
        }
    }

    private void page(String path, int offset, int limit) {
        String what = "GET " + path + " (slugs and articlesCount compared)";
        Expect.json(
                what,
                ConduitAnswers.only(ANSWERS.page(offset, limit, Optional.empty()), "slug"),
                ConduitAnswers.only(ConduitApi.json(what, 200, api.get(path, Optional.empty())), "slug"));
    }
}
