package dev.brigade.quarkus;

import io.smallrye.common.annotation.NonBlocking;
import io.vertx.core.buffer.Buffer;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import org.jboss.resteasy.reactive.RestResponse;

/** {@code GET /plaintext} and {@code POST /echo}: CPU-only, so {@code @NonBlocking}, on the I/O thread. */
@Path("/")
@NonBlocking
public class SimpleResource {

    static final String TEXT_PLAIN = "text/plain; charset=utf-8";
    /** Encoded once: Quarkus REST writes a {@link Buffer} as it is; a heap buffer is never released. */
    private static final Buffer HELLO = Buffer.buffer("Hello, World!");

    private static final String HELLO_LENGTH = Integer.toString(HELLO.length());

    /**
     * The length is set here, not left to the writer: for HEAD, Quarkus REST runs this method and
     * drops the entity unwritten, and with it the length (CONTRACT §2.8.1 asks HEAD to carry it).
     */
    @GET
    @Path("plaintext")
    @Produces(TEXT_PLAIN)
    public RestResponse<Buffer> plaintext() {
        return RestResponse.ResponseBuilder.ok(HELLO)
                .header(HttpHeaders.CONTENT_LENGTH, HELLO_LENGTH)
                .build();
    }

    /** The body, whole, as Quarkus REST read it; above quarkus.http.limits.max-body-size Vert.x answers 413. */
    @POST
    @Path("echo")
    @Consumes("*/*")
    @Produces("application/octet-stream")
    public byte[] echo(byte[] body) {
        return body;
    }
}
