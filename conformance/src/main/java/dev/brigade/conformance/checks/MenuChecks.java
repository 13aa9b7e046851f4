package dev.brigade.conformance.checks;

import static io.restassured.RestAssured.given;

import dev.brigade.conformance.run.Check;
import dev.brigade.conformance.run.CheckGroup;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.target.RawResponse;
import dev.brigade.conformance.target.Target;
import io.restassured.response.Response;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/** CONTRACT.md §3: {@code GET /menu}, the page rendered from a template. */
@CheckGroup
public final class MenuChecks {

    private final Target target;

    public MenuChecks(Target target) {
        this.target = target;
    }

    /** As the race compares it: every spelling of the five entities alike, trailing newlines aside, any status. */
    @Check(
            id = "menu.page",
            value =
                    "GET /menu answers contract/menu.html, entity spellings and trailing newlines aside (as the race compares it)",
            rule = "§3.4",
            tier = Tier.RACE)
    void page() {
        byte[] actual = given(target.spec()).get("/menu").asByteArray();
        Expect.bytes(
                "GET /menu body, entities mapped and trailing newlines aside",
                RaceReading.menu(Golden.menu()),
                RaceReading.menu(actual));
    }

    /** What brigade adds to menu.page: the 200 and menu.html's own spelling, byte for byte. */
    @Check(
            id = "menu.bytes",
            value =
                    "GET /menu answers 200 with exactly contract/menu.html (--equivalent: after mapping entity spellings)",
            rule = "§3.4")
    void bytes() {
        Response response = given(target.spec()).get("/menu");
        Expect.status("GET /menu", 200, response.statusCode());
        byte[] expected = Golden.menu();
        byte[] actual = response.asByteArray();
        Assumptions.assumeTrue(
                Arrays.equals(RaceReading.menu(expected), RaceReading.menu(actual)),
                "the page itself differs: menu.page (race tier) fails and says how");
        if (target.equivalent()) {
            expected = Entities.canonical(new String(expected, StandardCharsets.UTF_8))
                    .getBytes(StandardCharsets.UTF_8);
            actual = Entities.canonical(new String(actual, StandardCharsets.UTF_8))
                    .getBytes(StandardCharsets.UTF_8);
        }
        Expect.bytes("GET /menu body" + (target.equivalent() ? " (entities mapped)" : ""), expected, actual);
    }

    @Check(
            id = "menu.content-type",
            value = "GET /menu has Content-Type: text/html; charset=utf-8",
            rule = "§3.4",
            tier = Tier.RACE_SHOULD)
    void contentType() {
        Response response = given(target.spec()).get("/menu");
        Expect.contentType(
                "GET /menu", Optional.ofNullable(response.header("Content-Type")), "text/html; charset=utf-8");
    }

    @Check(
            id = "menu.content-length",
            value = "GET /menu is framed by one Content-Length that counts its body, not chunked",
            rule = "§3.4",
            rfc = "RFC 9112 §6.2")
    void contentLength() throws IOException {
        // framing only, in either mode: whether the bytes are the golden page is menu.bytes' business
        RawResponse response = target.raw().get("/menu");
        String length = Expect.single("GET /menu", response, "Content-Length");
        Expect.absent("GET /menu", response, "Transfer-Encoding");
        Expect.that(
                length.equals(Integer.toString(response.body().length)),
                () -> "GET /menu: Content-Length: " + length + " for a body of " + response.body().length + " bytes");
    }
}
