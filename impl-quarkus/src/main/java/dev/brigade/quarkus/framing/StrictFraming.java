package dev.brigade.quarkus.framing;

import io.quarkus.vertx.http.HttpServerOptionsCustomizer;
import io.vertx.core.http.HttpServerOptions;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Quarkus's documented hook on its HTTP server: it sees the server's options once Quarkus has set
 * them from application.properties, and hands them to {@link StrictTransport}, whose strict decoder
 * keeps the same limits (request line, header section, chunk size) as the decoder it replaces.
 */
@ApplicationScoped
public class StrictFraming implements HttpServerOptionsCustomizer {

  @Override
  public void customizeHttpServer(HttpServerOptions options) {
    StrictTransport.httpOptions(options);
  }
}
