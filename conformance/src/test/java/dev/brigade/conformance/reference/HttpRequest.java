package dev.brigade.conformance.reference;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One parsed request: the head as received, the body already de-chunked.
 *
 * @param method    the method token, case kept
 * @param path      the target's path, still percent-encoded
 * @param query     the raw query string after {@code ?}, empty when none
 * @param version   {@code HTTP/1.1} or {@code HTTP/1.0}
 * @param headers   header fields in arrival order, names as sent
 * @param body      the body bytes, empty when none
 */
record HttpRequest(String method, String path, String query, String version, List<Header> headers, byte[] body) {

    record Header(String name, String value) {}

    /** The same request as a GET: how a HEAD is answered (RFC 9110 §9.3.2), before its body is left out. */
    HttpRequest asGet() {
        return new HttpRequest("GET", path, query, version, headers, body);
    }

    Optional<String> header(String name) {
        return headers.stream()
                .filter(h -> h.name().equalsIgnoreCase(name))
                .map(Header::value)
                .findFirst();
    }

    List<String> headers(String name) {
        return headers.stream()
                .filter(h -> h.name().equalsIgnoreCase(name))
                .map(Header::value)
                .toList();
    }

    /** HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 only when asked to keep it. */
    boolean keepAlive() {
        String connection = String.join(",", headers("Connection")).toLowerCase(Locale.ROOT);
        if (version.equals("HTTP/1.0")) {
            return connection.contains("keep-alive");
        }
        return !connection.contains("close");
    }

    /** An HTTP/1.1 request that says {@code Connection: close} (the one way HTTP/1.1 ends keep-alive). */
    boolean asksClose() {
        return !version.equals("HTTP/1.0") && !keepAlive();
    }

    HttpRequest withBody(byte[] newBody) {
        return new HttpRequest(method, path, query, version, headers, newBody);
    }
}
