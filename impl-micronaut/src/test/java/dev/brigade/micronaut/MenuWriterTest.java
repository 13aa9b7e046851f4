package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.MutableHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.body.MessageBodyWriter;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.netty.util.concurrent.FastThreadLocalThread;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * /menu is written on the event loop: Micronaut moves a writer that says it blocks (as its generic
 * {@code Writable} writer does) to the blocking executor's virtual threads. The real
 * {@link MenuWriter} writes here, behind a recorder of the thread Micronaut chose.
 */
@MicronautTest
class MenuWriterTest {

    private static final AtomicReference<Thread> WRITER_THREAD = new AtomicReference<>();

    @Inject
    @Client("/")
    HttpClient client;

    @Test
    void theMenuIsWrittenOnAnEventLoopThread() throws Exception {
        byte[] page = client.toBlocking().retrieve(HttpRequest.GET("/menu"), byte[].class);
        assertArrayEquals(Contract.bytes("menu.html"), page);
        Thread writer = WRITER_THREAD.get();
        assertInstanceOf(FastThreadLocalThread.class, writer, "a Netty event loop, not " + writer);
        assertFalse(writer.isVirtual(), writer.toString());
    }

    /** The module's writer, recording the thread Micronaut runs it on. */
    @Singleton
    @Replaces(MenuWriter.class)
    @Produces(MediaType.TEXT_HTML)
    static final class RecordingWriter implements MessageBodyWriter<Menu> {

        private final MenuWriter writer = new MenuWriter();

        @Override
        public boolean isBlocking() {
            return writer.isBlocking();
        }

        @Override
        public void writeTo(
                Argument<Menu> type, MediaType mediaType, Menu page, MutableHeaders headers, OutputStream out) {
            WRITER_THREAD.set(Thread.currentThread());
            writer.writeTo(type, mediaType, page, headers, out);
        }
    }
}
