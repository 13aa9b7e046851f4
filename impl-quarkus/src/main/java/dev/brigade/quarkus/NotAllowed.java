package dev.brigade.quarkus;

import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * RFC 9110 §15.5.6: a 405 carries {@code Allow}; Quarkus REST's own 405 is bare, so this exception
 * mapper adds the methods the path serves (HEAD with every GET, OPTIONS everywhere: Quarkus REST's).
 */
public class NotAllowed {

    @ServerExceptionMapper
    public Response notAllowed(NotAllowedException refused, HttpServerRequest request) {
        return Response.status(Response.Status.METHOD_NOT_ALLOWED)
                .header(HttpHeaders.ALLOW, allow(request.path()))
                .build();
    }

    /** The methods a path this server names serves (CONTRACT §2, §4). */
    static String allow(String path) {
        if (path.equals("/echo")
                || path.startsWith("/api/articles/") && (path.endsWith("/comments") || path.endsWith("/favorite"))) {
            return "POST, OPTIONS";
        }
        return "GET, HEAD, OPTIONS";
    }
}
