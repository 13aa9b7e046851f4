package dev.brigade.rawnio.http;

/** Answers one request, on the connection's event loop: it must never block. */
@FunctionalInterface
public interface Handler {
    Response handle(Request request);
}
