package dev.brigade.vertx;

import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.common.template.TemplateEngine;
import java.util.Map;

/** {@code GET /menu}: the dishes rendered by Pebble through Vert.x's {@link TemplateEngine}. */
final class MenuRoutes {

    private static final CharSequence TEXT_HTML = HttpHeaders.createOptimized("text/html; charset=utf-8");
    private static final String MENU_TEMPLATE = "templates/menu.peb";

    private final TemplateEngine templates;

    MenuRoutes(TemplateEngine templates) {
        this.templates = templates;
    }

    /** Rendered for every request; Pebble's autoescaping escapes each dish name. */
    void handleMenu(RoutingContext ctx) {
        templates
                .render(Map.of("dishes", Menu.DISHES), MENU_TEMPLATE)
                // the length given, so that HEAD carries it too (CONTRACT §2.8.1 SHOULD; Vert.x sets none for HEAD)
                .onSuccess(page -> ctx.response()
                        .putHeader(HttpHeaders.CONTENT_TYPE, TEXT_HTML)
                        .putHeader(HttpHeaders.CONTENT_LENGTH, String.valueOf(page.length()))
                        .end(page))
                .onFailure(ctx::fail);
    }
}
