package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.ContentType;
import dev.brigade.rawnio.http.Status;
import dev.brigade.rawnio.server.Exchange;
import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.loader.ClasspathLoader;
import io.pebbletemplates.pebble.template.PebbleTemplate;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** GET /menu: the Pebble template {@code templates/menu.peb}, rendered for every request. */
public final class MenuPage {
    private final PebbleTemplate template;
    private final Map<String, Object> model = Map.of("dishes", Dish.MENU);

    public MenuPage() {
        ClasspathLoader loader = new ClasspathLoader();
        loader.setPrefix("templates");
        loader.setSuffix(".peb");
        // Autoescaping (the default) is what escapes the dish names: the data holds them raw.
        PebbleEngine engine = new PebbleEngine.Builder().loader(loader).autoEscaping(true).build();
        this.template = engine.getTemplate("menu");
    }

    public void render(Exchange exchange) {
        StringWriter html = new StringWriter(1_024);
        try {
            template.evaluate(html, model);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        byte[] body = html.toString().getBytes(StandardCharsets.UTF_8);
        exchange.response().fixed(Status.OK, ContentType.TEXT_HTML, body, 0, body.length, exchange.closeAfter());
    }
}
