package dev.brigade.micronaut;

import io.micronaut.core.type.Argument;
import io.micronaut.core.type.MutableHeaders;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.body.MessageBodyWriter;
import io.micronaut.http.codec.CodecException;
import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.extension.writer.PooledSpecializedStringWriter;
import io.pebbletemplates.pebble.loader.ClasspathLoader;
import io.pebbletemplates.pebble.template.PebbleTemplate;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;

/**
 * Micronaut's body writer for a {@link Menu}: Pebble's {@code templates/menu.peb}, compiled once, HTML
 * autoescaped (no Micronaut Views: its filter wraps every route), on the event loop: non-blocking.
 */
@Singleton
@Produces(MediaType.TEXT_HTML)
final class MenuWriter implements MessageBodyWriter<Menu> {

    private final PebbleTemplate template;

    MenuWriter() {
        this.template =
                new PebbleEngine.Builder().loader(new ClasspathLoader()).build().getTemplate("templates/menu.peb");
    }

    @Override
    public boolean isBlocking() {
        return false;
    }

    /** Rendered into Pebble's per-thread pooled writer, then encoded in one step, not per text node. */
    @Override
    public void writeTo(Argument<Menu> type, MediaType mediaType, Menu menu, MutableHeaders headers, OutputStream out)
            throws CodecException {
        if (mediaType != null) {
            headers.setIfMissing(HttpHeaders.CONTENT_TYPE, mediaType);
        }
        try {
            PooledSpecializedStringWriter page = PooledSpecializedStringWriter.pooled();
            template.evaluate(page, Map.of("dishes", menu.dishes()));
            out.write(page.toString().getBytes(MessageBodyWriter.getCharset(mediaType, headers)));
        } catch (IOException e) {
            throw new CodecException("Pebble could not render the menu: " + e.getMessage(), e);
        }
    }
}
