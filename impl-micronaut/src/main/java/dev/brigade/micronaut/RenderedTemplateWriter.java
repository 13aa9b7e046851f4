package dev.brigade.micronaut;

import io.micronaut.core.type.Argument;
import io.micronaut.core.type.MutableHeaders;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.body.MessageBodyWriter;
import io.micronaut.http.codec.CodecException;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Micronaut's body writer for a {@link RenderedTemplate}. Micronaut's generic writer for any
 * {@code Writable} declares itself blocking ({@code isBlocking() == true}), so Micronaut moves
 * every such response onto its blocking executor (a virtual thread) and back to the event loop to
 * write it: a thread hop per /menu request. A compiled Pebble template evaluated over an
 * in-memory model never blocks, so this writer, chosen by Micronaut for the more specific type,
 * says so, and the page is rendered on the event loop ({@code RenderedTemplateWriterTest}).
 */
@Singleton
@Produces(MediaType.TEXT_HTML)
final class RenderedTemplateWriter implements MessageBodyWriter<RenderedTemplate> {

  @Override
  public boolean isBlocking() {
    return false;
  }

  @Override
  public void writeTo(Argument<RenderedTemplate> type, MediaType mediaType, RenderedTemplate page,
                      MutableHeaders outgoingHeaders, OutputStream outputStream) throws CodecException {
    if (mediaType != null) {
      outgoingHeaders.setIfMissing(HttpHeaders.CONTENT_TYPE, mediaType);
    }
    try {
      page.writeTo(outputStream, MessageBodyWriter.getCharset(mediaType, outgoingHeaders));
      outputStream.flush();
    } catch (IOException e) {
      throw new CodecException("Pebble could not render the page: " + e.getMessage(), e);
    }
  }
}
