package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.micronaut.core.type.Argument;
import io.micronaut.http.MediaType;
import io.micronaut.http.body.MessageBodyHandlerRegistry;
import io.micronaut.http.body.MessageBodyWriter;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * Micronaut writes the rendered page with {@link RenderedTemplateWriter}, which does not claim to
 * block: with the generic {@code Writable} writer instead, every /menu response would be moved to
 * the blocking executor and back.
 */
@MicronautTest
class RenderedTemplateWriterTest {

  @Inject
  MessageBodyHandlerRegistry registry;

  @Test
  void theRenderedPageIsWrittenOnTheEventLoop() {
    MessageBodyWriter<RenderedTemplate> writer = registry
        .findWriter(Argument.of(RenderedTemplate.class), MediaType.TEXT_HTML_TYPE)
        .orElseThrow();
    assertInstanceOf(RenderedTemplateWriter.class, writer);
    assertFalse(writer.isBlocking());
  }
}
