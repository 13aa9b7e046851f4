package dev.brigade.micronaut;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import java.nio.charset.StandardCharsets;

/**
 * {@code GET /plaintext} and {@code POST /echo}. Both run on the event loop: nothing here blocks.
 * The 1 MiB echo limit is {@code micronaut.server.max-request-size} (application.yml), which
 * Micronaut enforces from the Content-Length before reading the body.
 */
@Controller
final class SimpleController {

    static final String TEXT_PLAIN_UTF8 = "text/plain; charset=utf-8";
    private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] EMPTY = new byte[0];

    @Get(uri = "/plaintext", produces = TEXT_PLAIN_UTF8)
    byte[] plaintext() {
        return HELLO;
    }

    /** Whatever the request's type, the body comes back as octets. */
    @Post(uri = "/echo", produces = MediaType.APPLICATION_OCTET_STREAM)
    @Consumes(MediaType.ALL)
    byte[] echo(@Nullable @Body byte[] body) {
        return body == null ? EMPTY : body;
    }
}
