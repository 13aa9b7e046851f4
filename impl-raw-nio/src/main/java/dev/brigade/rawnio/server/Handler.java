package dev.brigade.rawnio.server;

/** Answers one request, on the connection's event loop: it must never block. */
@FunctionalInterface
public interface Handler {
    void handle(Exchange exchange);
}
