package dev.brigade.micronaut;

import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.loader.ClasspathLoader;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * Pebble for the menu: templates from {@code classpath:templates/NAME.peb}, compiled once and cached
 * by the engine, HTML autoescaping on (Pebble's default). {@link #page} pairs a template with its
 * model as a {@link RenderedTemplate}, which {@link RenderedTemplateWriter} evaluates per request on
 * the event loop. No Micronaut Views: its filter wraps every route of the server, not only the menu,
 * and a route that returns the page needs no view resolution.
 */
@Singleton
final class PebbleTemplates {

  private final PebbleEngine engine;

  PebbleTemplates() {
    ClasspathLoader loader = new ClasspathLoader(PebbleTemplates.class.getClassLoader());
    loader.setPrefix("templates");
    loader.setSuffix(".peb");
    this.engine = new PebbleEngine.Builder().loader(loader).build();
  }

  /** The compiled template {@code name} with its model, evaluated when Micronaut writes it. */
  RenderedTemplate page(String name, Map<String, Object> model) {
    return new RenderedTemplate(engine.getTemplate(name), model);
  }
}
