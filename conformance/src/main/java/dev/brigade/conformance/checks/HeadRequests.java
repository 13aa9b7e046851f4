package dev.brigade.conformance.checks;

import dev.brigade.conformance.target.RawConnection;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.target.RawResponse;
import java.io.IOException;
import java.net.SocketException;
import java.util.Optional;

/**
 * CONTRACT.md §2.8: {@code HEAD} answers as {@code GET} would, without a body. The GET goes on a
 * connection of its own; the HEAD is followed on its connection by a GET /plaintext, whose answer
 * must start right after the HEAD's head, so a HEAD answer that carried body bytes shows as a
 * broken next answer. (A server that closes after the HEAD answer sent no body either.)
 *
 * {@code Content-Length} is split out: RFC 9110 §9.3.2 lets a HEAD answer leave it out (a server
 * may only learn it by making the body), so its presence is a SHOULD ({@link #sameContentLength});
 * but one that is sent is read by a client as GET's length, so a wrong one is a MUST failure.
 */
final class HeadRequests {

    private HeadRequests() {}

    /** The MUST part: GET's status and Content-Type, a Content-Length only if it is GET's, no body. */
    static void sameAsGet(RawHttp raw, String path, String extraHeaders) throws IOException {
        RawResponse get = raw.exchange(raw.request("GET", path, extraHeaders));
        String what = "HEAD " + path;
        try (RawConnection connection = raw.connect()) {
            RawResponse head = head(raw, connection, path, extraHeaders);
            Expect.status(what + " (GET answered " + get.status() + ")", get.status(), head.status());
            same(what, "Content-Type", get, head);
            if (head.header("Content-Length").isPresent()) {
                same(what, "Content-Length", get, head);
            }
            connection.sendQuietly(raw.request("GET", "/plaintext", ""));
            try {
                if (connection.atEndOfStream()) {
                    return;
                }
            } catch (SocketException reset) {
                // The server closed after its HEAD answer with this GET still unread, which TCP answers
                // with a reset: a close, as above.
                return;
            }
            RawResponse next;
            try {
                next = connection.read();
            } catch (IOException e) {
                throw Expect.fail(what + ", then GET /plaintext on the same connection: " + e.getMessage()
                        + " (did the HEAD answer carry a body?)");
            }
            Expect.status(
                    what + ", then GET /plaintext on the same connection (did the HEAD answer carry a body?)",
                    200,
                    next.status());
        }
    }

    /** The SHOULD part: the HEAD answer carries the Content-Length GET's answer carries. */
    static void sameContentLength(RawHttp raw, String path) throws IOException {
        RawResponse get = raw.get(path);
        try (RawConnection connection = raw.connect()) {
            same("HEAD " + path, "Content-Length", get, head(raw, connection, path, ""));
        }
    }

    private static RawResponse head(RawHttp raw, RawConnection connection, String path, String extraHeaders) {
        connection.sendQuietly(raw.request("HEAD", path, extraHeaders));
        try {
            return connection.readHead();
        } catch (IOException e) {
            throw Expect.fail("HEAD " + path + ": expected an answer, got " + e.getMessage());
        }
    }

    private static void same(String what, String name, RawResponse get, RawResponse head) {
        Optional<String> expected = get.header(name);
        Optional<String> actual = head.header(name);
        Expect.that(
                expected.equals(actual),
                () -> what + ": " + name + ": expected " + expected.orElse("none") + " (as GET answers), got "
                        + actual.orElse("none"));
    }
}
