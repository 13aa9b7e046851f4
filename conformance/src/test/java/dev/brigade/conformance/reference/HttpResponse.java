package dev.brigade.conformance.reference;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One answer. A fixed answer has a body sent with {@code Content-Length}; a streamed answer has
 * {@code chunks}, each written and flushed as one HTTP chunk of its own.
 */
record HttpResponse(
        int status, String contentType, byte[] body, List<byte[]> chunks, List<HttpRequest.Header> extraHeaders) {

    static HttpResponse fixed(int status, String contentType, byte[] body) {
        return new HttpResponse(status, contentType, body, null, List.of());
    }

    static HttpResponse text(int status, String text) {
        return fixed(status, "text/plain; charset=utf-8", text.getBytes(StandardCharsets.UTF_8));
    }

    static HttpResponse streamed(int status, String contentType, List<byte[]> chunks) {
        return new HttpResponse(status, contentType, null, chunks, List.of());
    }

    boolean isStreamed() {
        return chunks != null;
    }

    HttpResponse withHeader(String name, String value) {
        var headers = new java.util.ArrayList<>(extraHeaders);
        headers.add(new HttpRequest.Header(name, value));
        return new HttpResponse(status, contentType, body, chunks, List.copyOf(headers));
    }
}
