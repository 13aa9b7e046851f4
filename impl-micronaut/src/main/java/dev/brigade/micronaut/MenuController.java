package dev.brigade.micronaut;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import java.util.Map;

/**
 * {@code GET /menu}: the route returns the page, the compiled template with its model, and
 * Micronaut writes it with the body writer it chose for the route's type at startup
 * ({@link RenderedTemplateWriter}), which renders it per request.
 */
@Controller
final class MenuController {

  private static final Map<String, Object> MODEL = Map.of("dishes", Menu.DISHES);

  private final PebbleTemplates templates;

  MenuController(PebbleTemplates templates) {
    this.templates = templates;
  }

  @Get(uri = "/menu", produces = "text/html; charset=utf-8")
  RenderedTemplate menu() {
    return templates.page("menu", MODEL);
  }
}
