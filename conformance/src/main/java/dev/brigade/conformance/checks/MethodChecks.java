package dev.brigade.conformance.checks;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;

/** CONTRACT.md §2.8 and §2.9: HEAD on every GET route, and what OPTIONS gets. */
@CheckGroup
public final class MethodChecks {

    private final RawHttp raw;

    public MethodChecks(Target target) {
        this.raw = target.raw();
    }

    @Check(id = "http.head-plaintext", value = "HEAD /plaintext: the status and headers of GET, Content-Length 13 included, no body",
            rule = "§2.8", rfc = "RFC 9110 §9.3.2")
    void headPlaintext() throws IOException {
        HeadRequests.sameAsGet(raw, "/plaintext", "");
    }

    @Check(id = "http.head-menu", value = "HEAD /menu: the status and headers of GET, its Content-Length included, no body",
            rule = "§2.8", rfc = "RFC 9110 §9.3.2")
    void headMenu() throws IOException {
        HeadRequests.sameAsGet(raw, "/menu", "");
    }

    @Check(id = "http.head-sse", value = "HEAD /sse with good signals: 200, text/event-stream, no Content-Length, no body",
            rule = "§2.8", rfc = "RFC 9110 §9.3.2")
    void headSse() throws IOException {
        HeadRequests.sameAsGet(raw, SseChecks.path("{\"count\":41}"), "");
    }

    @Check(id = "http.options", value = "OPTIONS /plaintext and /echo: 200 or 204 with Allow, or 405 with Allow, naming the path's method",
            rule = "§2.9", rfc = "RFC 9110 §9.3.7")
    void options() throws IOException {
        for (List<String> pathAndMethod : List.of(List.of("/plaintext", "GET"), List.of("/echo", "POST"))) {
            String what = "OPTIONS " + pathAndMethod.get(0);
            RawResponse response = raw.exchange(raw.request("OPTIONS", pathAndMethod.get(0), ""));
            Expect.that(Set.of(200, 204, 405).contains(response.status()),
                    () -> what + ": expected status 200, 204 or 405, got " + response.status());
            String allow = Expect.single(what, response, "Allow");
            Set<String> methods = Arrays.stream(allow.split(",")).map(String::strip)
                    .map(m -> m.toUpperCase(Locale.ROOT)).collect(Collectors.toSet());
            Expect.that(methods.contains(pathAndMethod.get(1)),
                    () -> what + ": expected Allow to name " + pathAndMethod.get(1) + ", got Allow: " + allow);
        }
    }
}
