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
 * {@code GET /plaintext} and {@code POST /echo}, on the event loop: nothing here blocks. Micronaut
 * enforces echo's 1 MiB ({@code max-request-size}) from the Content-Length before reading the body.
 */
@Controller
final class SimpleController {

    private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);

    @Get(uri = "/plaintext", produces = "text/plain; charset=utf-8")
    byte[] plaintext() {
        return HELLO;
    }

    /** Whatever the request's type, the body comes back as octets. */
    @Post(uri = "/echo", produces = MediaType.APPLICATION_OCTET_STREAM)
    @Consumes(MediaType.ALL)
    byte[] echo(@Nullable @Body byte[] body) {
        return body == null ? new byte[0] : body;
    }
}
