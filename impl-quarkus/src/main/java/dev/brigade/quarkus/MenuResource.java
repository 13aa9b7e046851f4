package dev.brigade.quarkus;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import java.nio.charset.StandardCharsets;
import org.jboss.resteasy.reactive.RestResponse;
import java.util.List;

/**
 * {@code GET /menu}: the page rendered by Qute for every request. The template is type-checked at
 * build time against {@link Templates#menu}; Qute escapes every value of an {@code .html} template.
 */
@Path("/menu")
public class MenuResource {

  static final String TEXT_HTML = "text/html; charset=utf-8";

  /** basePath "": the template is templates/menu.html, the name every server's README points at. */
  @CheckedTemplate(basePath = "")
  static class Templates {
    static native TemplateInstance menu(List<Dish> dishes);
  }

  /**
   * Rendered on the I/O thread: no I/O, the template is compiled once at startup. Encoded here so
   * its length can be set: for HEAD, Quarkus REST drops the entity unwritten, and with it the
   * length (CONTRACT §2.8.1 asks HEAD to carry it).
   */
  @GET
  @NonBlocking
  @Produces(TEXT_HTML)
  public RestResponse<byte[]> menu() {
    byte[] page = Templates.menu(Menu.DISHES).render().getBytes(StandardCharsets.UTF_8);
    return RestResponse.ResponseBuilder.ok(page).header(HttpHeaders.CONTENT_LENGTH, page.length).build();
  }
}
