package dev.brigade.conformance.target;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One response as it came off the wire.
 *
 * @param status  the status code
 * @param headers every header line in order, names as sent
 * @param body    the body, de-chunked when chunked
 * @param chunks  the chunks' data one by one when chunked (the last, empty chunk left out), else empty
 */
public record RawResponse(int status, List<Header> headers, byte[] body, Optional<List<byte[]>> chunks) {

    public record Header(String name, String value) {}

    /** The values of every header with this name (case-insensitive), in order. */
    public List<String> all(String name) {
        return headers.stream()
                .filter(h -> h.name().equalsIgnoreCase(name))
                .map(Header::value)
                .toList();
    }

    public Optional<String> header(String name) {
        return all(name).stream().findFirst();
    }

    public boolean isChunked() {
        return header("Transfer-Encoding")
                .map(v -> v.toLowerCase(Locale.ROOT).contains("chunked"))
                .orElse(false);
    }

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }
}
