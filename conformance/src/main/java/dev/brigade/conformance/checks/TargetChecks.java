package dev.brigade.conformance.checks;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import java.io.IOException;

/**
 * CONTRACT.md §2.10 and §2.11, the request-target: absolute-form is served, the forms no client
 * sends to these routes are 400, not 404. Raw sockets, since an HTTP client would fix the target up.
 */
@CheckGroup
public final class TargetChecks {

    private final RawHttp raw;

    public TargetChecks(Target target) {
        this.raw = target.raw();
    }

    @Check(
            id = "http.target-absolute-form",
            value = "GET http://HOST:PORT/plaintext (absolute-form) is served as /plaintext",
            rule = "§2.10",
            rfc = "RFC 9112 §3.2.2")
    void absoluteForm() throws IOException {
        String target = "http://" + raw.authority() + "/plaintext";
        RawResponse response = raw.get(target);
        Expect.status("GET " + target, 200, response.status());
        // the same answer as origin-form: what that answer must be is plaintext.body's business
        Expect.bytes(
                "GET " + target + " body, against GET /plaintext's",
                raw.get("/plaintext").body(),
                response.body());
    }

    @Check(
            id = "http.target-asterisk-400",
            value = "GET * (asterisk-form outside OPTIONS): 400",
            rule = "§2.11.1",
            rfc = "RFC 9112 §3.2.4")
    void asterisk() throws IOException {
        expect400("GET *", "GET", "*");
    }

    @Check(
            id = "http.target-fragment-400",
            value = "GET /plaintext#top (a fragment in the target): 400",
            rule = "§2.11.2",
            rfc = "RFC 9112 §3.2")
    void fragment() throws IOException {
        expect400("GET /plaintext#top", "GET", "/plaintext#top");
    }

    @Check(
            id = "http.target-non-ascii-400",
            value = "a target with a raw byte outside visible ASCII (0xC3 0xA9, or DEL): 400",
            rule = "§2.11.3",
            rfc = "RFC 9112 §3.2")
    void nonAscii() throws IOException {
        expect400("GET /plaintext\\xC3\\xA9 (a raw UTF-8 é)", "GET", "/plaintext\u00C3\u00A9");
        expect400("GET /plain\\x7Ftext (a raw DEL)", "GET", "/plain\u007Ftext");
    }

    private void expect400(String what, String method, String target) throws IOException {
        try (RawConnection connection = raw.connect()) {
            connection.sendQuietly(raw.request(method, target, ""));
            Expect.status(what, 400, Expect.answer(what, connection).status());
        }
        RawResponse after = raw.get("/plaintext");
        Expect.status("GET /plaintext on a new connection afterwards", 200, after.status());
    }
}
