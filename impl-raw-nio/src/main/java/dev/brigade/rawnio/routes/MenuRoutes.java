package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.ContentType;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.loader.ClasspathLoader;
import io.pebbletemplates.pebble.template.PebbleTemplate;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * GET /menu: the Pebble template {@code templates/menu.peb}, rendered for every request.
 *
 * Building Pebble's engine and compiling the template is most of the server's startup (a few
 * hundred classes), so it runs on its own thread while the listeners bind; a {@code /menu} that
 * arrives before it is done is answered when it is, without holding up the event loop.
 */
public final class MenuRoutes {
    private final CompletableFuture<PebbleTemplate> template;
    private final Map<String, Object> model = Map.of("dishes", Menu.DISHES);

    private MenuRoutes(CompletableFuture<PebbleTemplate> template) {
        this.template = template;
    }

    /** Starts compiling the template on a thread of its own and returns at once. */
    public static MenuRoutes compileInBackground() {
        CompletableFuture<PebbleTemplate> template = new CompletableFuture<>();
        Thread.ofPlatform().name("menu-template").daemon().start(() -> {
            try {
                template.complete(compile());
            } catch (RuntimeException | Error e) {
                template.completeExceptionally(e);
            }
        });
        return new MenuRoutes(template);
    }

    private static PebbleTemplate compile() {
        ClasspathLoader loader = new ClasspathLoader();
        loader.setPrefix("templates");
        loader.setSuffix(".peb");
        // Autoescaping (the default) is what escapes the dish names: the data holds them raw.
        PebbleEngine engine = new PebbleEngine.Builder().loader(loader).autoEscaping(true).build();
        return engine.getTemplate("menu");
    }

    public Response render() {
        PebbleTemplate compiled = template.getNow(null);
        return compiled != null ? render(compiled) : Response.later(template.thenApply(this::render));
    }

    private Response render(PebbleTemplate compiled) {
        StringWriter html = new StringWriter(1_024);
        try {
            compiled.evaluate(html, model);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return Response.of(Status.OK, ContentType.TEXT_HTML, html.toString().getBytes(StandardCharsets.UTF_8));
    }
}
