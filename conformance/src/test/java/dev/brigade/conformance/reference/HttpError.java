package dev.brigade.conformance.reference;

/** A request the server refuses before any route sees it; {@code close} ends the connection after the answer. */
final class HttpError extends Exception {

    final int status;
    final boolean close;

    HttpError(int status, String message, boolean close) {
        super(message, null, false, false);
        this.status = status;
        this.close = close;
    }
}
