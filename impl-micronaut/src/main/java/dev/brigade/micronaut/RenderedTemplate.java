package dev.brigade.micronaut;

import io.micronaut.core.io.Writable;
import io.pebbletemplates.pebble.template.PebbleTemplate;
import java.io.IOException;
import java.io.Writer;
import java.util.Map;

/**
 * The menu page as {@link MenuController} returns it ({@link PebbleTemplates#page}): a compiled
 * template and its model, evaluated into the response when Micronaut writes the body. Its own type
 * (rather than a lambda) so that {@link RenderedTemplateWriter}, not Micronaut's generic
 * {@code Writable} writer, writes it.
 */
record RenderedTemplate(PebbleTemplate template, Map<String, Object> model) implements Writable {

  @Override
  public void writeTo(Writer out) throws IOException {
    template.evaluate(out, model);
  }
}
