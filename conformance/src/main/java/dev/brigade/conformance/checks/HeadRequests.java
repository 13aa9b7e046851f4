package dev.brigade.conformance.checks;

import java.io.IOException;
import java.util.Optional;

import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;

/**
 * CONTRACT.md §2.8: {@code HEAD} answers as {@code GET} would, without a body. The GET goes on a
 * connection of its own; the HEAD is followed on its connection by a GET /plaintext, whose answer
 * must start right after the HEAD's head, so a HEAD answer that carried body bytes shows as a
 * broken next answer. (A server that closes after the HEAD answer sent no body either.)
 */
final class HeadRequests {

    private HeadRequests() { }

    static void sameAsGet(RawHttp raw, String path, String extraHeaders) throws IOException {
        RawResponse get = raw.exchange(raw.request("GET", path, extraHeaders));
        String what = "HEAD " + path;
        try (RawConnection connection = raw.connect()) {
            connection.send(raw.request("HEAD", path, extraHeaders));
            RawResponse head;
            try {
                head = connection.readHead();
            } catch (IOException e) {
                throw Expect.fail(what + ": expected an answer, got " + e.getMessage());
            }
            Expect.status(what + " (GET answered " + get.status() + ")", get.status(), head.status());
            same(what, "Content-Type", get, head);
            same(what, "Content-Length", get, head);
            connection.sendQuietly(raw.request("GET", "/plaintext", ""));
            if (connection.atEndOfStream()) {
                return;
            }
            RawResponse next;
            try {
                next = connection.read();
            } catch (IOException e) {
                throw Expect.fail(what + ", then GET /plaintext on the same connection: " + e.getMessage()
                        + " (did the HEAD answer carry a body?)");
            }
            Expect.status(what + ", then GET /plaintext on the same connection (did the HEAD answer carry a body?)",
                    200, next.status());
        }
    }

    private static void same(String what, String name, RawResponse get, RawResponse head) {
        Optional<String> expected = get.header(name);
        Optional<String> actual = head.header(name);
        Expect.that(expected.equals(actual), () -> what + ": " + name + ": expected " + expected.orElse("none")
                + " (as GET answers), got " + actual.orElse("none"));
    }
}
