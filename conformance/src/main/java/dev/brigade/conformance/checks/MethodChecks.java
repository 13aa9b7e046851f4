package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Level;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** CONTRACT.md §2.8 and §2.9: HEAD on every GET route, and what OPTIONS gets (on a path and as {@code OPTIONS *}). */
@CheckGroup
public final class MethodChecks {

    private final RawHttp raw;

    public MethodChecks(Target target) {
        this.raw = target.raw();
    }

    @Check(
            id = "http.head-plaintext",
            value = "HEAD /plaintext: GET's status and Content-Type, no body, a Content-Length only if it is GET's",
            rule = "§2.8",
            rfc = "RFC 9110 §9.3.2")
    void headPlaintext() throws IOException {
        HeadRequests.sameAsGet(raw, "/plaintext", "");
    }

    @Check(
            id = "http.head-menu",
            value = "HEAD /menu: GET's status and Content-Type, no body, a Content-Length only if it is GET's",
            rule = "§2.8",
            rfc = "RFC 9110 §9.3.2")
    void headMenu() throws IOException {
        HeadRequests.sameAsGet(raw, "/menu", "");
    }

    @Check(
            id = "http.head-content-length",
            value = "HEAD /plaintext and HEAD /menu carry the Content-Length GET sends",
            rule = "§2.8.1",
            rfc = "RFC 9110 §9.3.2",
            level = Level.SHOULD)
    void headContentLength() throws IOException {
        HeadRequests.sameContentLength(raw, "/plaintext");
        HeadRequests.sameContentLength(raw, "/menu");
    }

    @Check(
            id = "http.head-sse",
            value = "HEAD /sse with good signals: 200, text/event-stream, no Content-Length, no body",
            rule = "§2.8",
            rfc = "RFC 9110 §9.3.2")
    void headSse() throws IOException {
        HeadRequests.sameAsGet(raw, SseChecks.path("{\"count\":41}"), "");
    }

    @Check(
            id = "http.options",
            value = "OPTIONS /plaintext and /echo: 200 or 204 with Allow, or 405 with Allow, naming the path's method",
            rule = "§2.9",
            rfc = "RFC 9110 §9.3.7")
    void options() throws IOException {
        for (List<String> pathAndMethod : List.of(List.of("/plaintext", "GET"), List.of("/echo", "POST"))) {
            String what = "OPTIONS " + pathAndMethod.get(0);
            RawResponse response = raw.exchange(raw.request("OPTIONS", pathAndMethod.get(0), ""));
            Expect.that(
                    Set.of(200, 204, 405).contains(response.status()),
                    () -> what + ": expected status 200, 204 or 405, got " + response.status());
            String allow = Expect.single(what, response, "Allow");
            Set<String> methods = Arrays.stream(allow.split(","))
                    .map(String::strip)
                    .map(m -> m.toUpperCase(Locale.ROOT))
                    .collect(Collectors.toSet());
            Expect.that(
                    methods.contains(pathAndMethod.get(1)),
                    () -> what + ": expected Allow to name " + pathAndMethod.get(1) + ", got Allow: " + allow);
        }
    }

    /** Asterisk-form is OPTIONS' own (RFC 9112 §3.2.4): a question about the server, not a path, so never 400 or 404. */
    @Check(
            id = "http.options-asterisk",
            value = "OPTIONS * (asterisk-form): 200 or 204 with Allow",
            rule = "§2.9",
            rfc = "RFC 9110 §9.3.7; RFC 9112 §3.2.4")
    void optionsAsterisk() throws IOException {
        RawResponse response = raw.exchange(raw.request("OPTIONS", "*", ""));
        Expect.that(
                Set.of(200, 204).contains(response.status()),
                () -> "OPTIONS *: expected status 200 or 204, got " + response.status());
        String allow = Expect.single("OPTIONS *", response, "Allow");
        Expect.that(
                !allow.isBlank(), () -> "OPTIONS *: expected Allow to name the server's methods, got an empty Allow");
    }
}
