package dev.brigade.rawnio.routes;

import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.loader.ClasspathLoader;
import io.pebbletemplates.pebble.template.PebbleTemplate;

/**
 * Pebble's engine and the compiled menu template. A class of its own so that Pebble's classes load
 * on the thread that compiles it, not while {@link MenuRoutes} is linked at startup.
 */
final class MenuTemplate {
    private MenuTemplate() {}

    static PebbleTemplate compile() {
        ClasspathLoader loader = new ClasspathLoader();
        loader.setPrefix("templates");
        loader.setSuffix(".peb");
        // Autoescaping (the default) is what escapes the dish names: the data holds them raw.
        PebbleEngine engine =
                new PebbleEngine.Builder().loader(loader).autoEscaping(true).build();
        return engine.getTemplate("menu");
    }
}
