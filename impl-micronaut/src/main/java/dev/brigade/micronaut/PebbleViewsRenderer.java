package dev.brigade.micronaut;

import io.micronaut.core.annotation.NonNull;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.io.Writable;
import io.micronaut.http.HttpRequest;
import io.micronaut.views.ViewsRenderer;
import io.micronaut.views.exceptions.ViewRenderingException;
import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.loader.ClasspathLoader;
import io.pebbletemplates.pebble.template.PebbleTemplate;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * Pebble behind Micronaut Views' {@link ViewsRenderer} extension point. Micronaut Views 5 ships a
 * Pebble module, but the registry this project builds from serves no {@code micronaut-views-pebble}
 * for Micronaut 4, so this is that module's job in one class: templates from
 * {@code classpath:templates/NAME.peb}, compiled once and cached by the engine, HTML autoescaping on
 * (Pebble's default), evaluated per request as a {@link RenderedTemplate} (written on the event
 * loop by {@link RenderedTemplateWriter}).
 */
@Singleton
final class PebbleViewsRenderer implements ViewsRenderer<Map<String, Object>, HttpRequest<?>> {

  private final PebbleEngine engine;

  PebbleViewsRenderer() {
    ClasspathLoader loader = new ClasspathLoader(PebbleViewsRenderer.class.getClassLoader());
    loader.setPrefix("templates");
    loader.setSuffix(".peb");
    this.engine = new PebbleEngine.Builder().loader(loader).build();
  }

  @Override
  @NonNull
  public Writable render(@NonNull String viewName, @Nullable Map<String, Object> data, @Nullable HttpRequest<?> request) {
    PebbleTemplate template;
    try {
      template = engine.getTemplate(viewName);
    } catch (RuntimeException missing) {
      throw new ViewRenderingException("Pebble cannot load view " + viewName + ": " + missing.getMessage(), missing);
    }
    Map<String, Object> model = data == null ? Map.of() : data;
    return new RenderedTemplate(template, model);
  }

  @Override
  public boolean exists(@NonNull String viewName) {
    return engine.getLoader().resourceExists(viewName);
  }
}
