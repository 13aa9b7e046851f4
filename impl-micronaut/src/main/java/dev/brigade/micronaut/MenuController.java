package dev.brigade.micronaut;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.views.View;
import java.util.Map;

/**
 * {@code GET /menu}: the controller returns the model, {@code @View} names the template, and
 * Micronaut Views' filter hands both to {@link PebbleViewsRenderer}, which renders per request.
 */
@Controller
final class MenuController {

  private static final Map<String, Object> MODEL = Map.of("dishes", Menu.DISHES);

  @View("menu")
  @Get(uri = "/menu", produces = "text/html; charset=utf-8")
  Map<String, Object> menu() {
    return MODEL;
  }
}
