package dev.brigade.quarkus;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.smallrye.common.annotation.NonBlocking;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * {@code GET /menu}: the page rendered by Qute for every request. The template is type-checked at
 * build time against {@link Templates#menu}; Qute escapes every value of an {@code .html} template.
 */
@Path("/menu")
public class MenuResource {

    /** basePath "": the template is templates/menu.html, the name every server's README points at. */
    @CheckedTemplate(basePath = "")
    static class Templates {
        static native TemplateInstance menu(List<Dish> dishes);
    }

    /**
     * Rendered on the I/O thread (no I/O). Quarkus REST drops a HEAD answer's entity, and its length
     * with it: for HEAD alone the page is encoded here to count its bytes (CONTRACT §2.8.1).
     */
    @GET
    @NonBlocking
    @Produces("text/html; charset=utf-8")
    public RestResponse<String> menu(@Context HttpServerRequest request) {
        String page = Templates.menu(Menu.DISHES).render();
        return request.method() != HttpMethod.HEAD
                ? RestResponse.ok(page)
                : RestResponse.ResponseBuilder.ok(page)
                        .header(HttpHeaders.CONTENT_LENGTH, page.getBytes(StandardCharsets.UTF_8).length)
                        .build();
    }
}
