package dev.brigade.micronaut;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;

/** {@code GET /menu}: the route returns the model; Micronaut writes it with {@link MenuWriter}. */
@Controller
final class MenuController {

    @Get(uri = "/menu", produces = "text/html; charset=utf-8")
    Menu menu() {
        return Menu.TODAY;
    }
}
