package dev.brigade.rawnio.routes;

import dev.brigade.rawnio.http.ContentType;
import dev.brigade.rawnio.http.Response;
import dev.brigade.rawnio.http.Status;
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
 * Building Pebble's engine and compiling the template loads a few hundred classes, more than the
 * rest of the server, so it runs on a thread of its own ({@link #compileInBackground()}), which
 * {@code Main} starts once the server has answered its first request; a {@code /menu} that arrives
 * before it is done is answered when it is, without holding up the event loop.
 */
public final class MenuRoutes {
    private final CompletableFuture<PebbleTemplate> template = new CompletableFuture<>();
    private final Map<String, Object> model = Map.of("dishes", Menu.DISHES);

    /** Starts compiling the template on a thread of its own and returns at once. */
    public MenuRoutes compileInBackground() {
        Thread.ofPlatform().name("menu-template").daemon(true).start(() -> {
            try {
                template.complete(MenuTemplate.compile());
            } catch (RuntimeException | Error e) {
                template.completeExceptionally(e);
            }
        });
        return this;
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
