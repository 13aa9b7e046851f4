package dev.brigade.conformance.checks;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brigade.conformance.seed.ConduitSeed;
import dev.brigade.conformance.target.Target;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The Conduit routes as the checks call them, through RestAssured, and what must hold for any of
 * their answers (JSON, RealWorld error bodies). Writes go only to a reserved band of articles that
 * no read check compares, so the kit can run twice against one server.
 */
final class ConduitApi {

    /** Articles the write checks may change: article-0500 to article-0519 (list offsets 480 to 499). */
    static final int BAND_FIRST = 500;

    static final int BAND_LAST = 519;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Target target;

    ConduitApi(Target target) {
        this.target = target;
    }

    Answer get(String path, Optional<ConduitSeed.User> viewer) {
        RequestSpecification request = given(target.spec());
        viewer.ifPresent(u -> request.header("Authorization", "Token " + u.token()));
        return Answer.of(request.get(path));
    }

    /** A GET with this {@code Authorization} header value, whatever it is. */
    Answer get(String path, String authorization) {
        return Answer.of(
                given(target.spec()).header("Authorization", authorization).get(path));
    }

    Answer post(String path, Optional<String> authorization, String jsonBody) {
        RequestSpecification request =
                given(target.spec()).contentType("application/json").body(jsonBody.getBytes(StandardCharsets.UTF_8));
        authorization.ifPresent(value -> request.header("Authorization", value));
        return Answer.of(request.post(path));
    }

    Answer comment(String slug, ConduitSeed.User author, String jsonBody) {
        return post(commentsPath(slug), Optional.of("Token " + author.token()), jsonBody);
    }

    Answer favorite(String slug, ConduitSeed.User user) {
        return post(favoritePath(slug), Optional.of("Token " + user.token()), "");
    }

    static String commentsPath(String slug) {
        return "/api/articles/" + slug + "/comments";
    }

    static String favoritePath(String slug) {
        return "/api/articles/" + slug + "/favorite";
    }

    static String commentBody(String text) {
        return MAPPER.createObjectNode()
                .set("comment", MAPPER.createObjectNode().put("body", text))
                .toString();
    }

    /** The body as JSON after checking the status and Content-Type. */
    static JsonNode json(String what, int status, Answer response) {
        Expect.status(what, status, response.status());
        String type = response.contentType().orElse("");
        Expect.that(
                Expect.normalMediaType(type).startsWith("application/json"),
                () -> what + ": expected Content-Type: application/json, got "
                        + (type.isEmpty() ? "no Content-Type" : "Content-Type: " + type));
        try {
            return MAPPER.readTree(response.body());
        } catch (IOException e) {
            String text = new String(response.body(), StandardCharsets.UTF_8);
            throw Expect.fail(
                    what + ": expected JSON, got " + (text.length() > 200 ? text.substring(0, 200) + "..." : text));
        }
    }

    /** A new comment's id, after checking the answer is 200 with JSON holding an integer {@code $.comment.id}. */
    static long commentId(String what, Answer response) {
        JsonNode id = json(what, 200, response).path("comment").path("id");
        Expect.that(id.isIntegralNumber(), () -> what + ": $.comment.id: expected an integer, got " + id);
        return id.asLong();
    }

    /** A RealWorld error: {@code {"errors":{"FIELD":["message", ...]}}}, at least one field, each a list of strings. */
    static void errorBody(String what, int status, Answer response) {
        JsonNode body = json(what, status, response);
        JsonNode errors = body.get("errors");
        boolean ok = body.isObject() && body.size() == 1 && errors != null && errors.isObject() && !errors.isEmpty();
        if (ok) {
            for (JsonNode messages : errors) {
                ok &= messages.isArray() && !messages.isEmpty();
                for (JsonNode message : messages) {
                    ok &= message.isTextual();
                }
            }
        }
        boolean shaped = ok;
        Expect.that(
                shaped,
                () -> what + ": expected a RealWorld error body {\"errors\":{\"FIELD\":[\"message\"]}}, got " + body);
    }
}
