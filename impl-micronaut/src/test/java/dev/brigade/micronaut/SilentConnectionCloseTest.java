package dev.brigade.micronaut;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.Socket;
import org.junit.jupiter.api.Test;

/** {@link SilentConnectionClose}: with h2c on, a connection that never sends a byte is still closed when idle. */
@MicronautTest
@Property(name = "micronaut.server.idle-timeout", value = "1s")
class SilentConnectionCloseTest {

    @Inject
    EmbeddedServer server;

    @Test
    void aSilentConnectionIsClosed() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(8_000); // a read that times out fails the test: the server kept it open
            assertEquals(-1, socket.getInputStream().read(), "closed without a byte");
        }
    }
}
