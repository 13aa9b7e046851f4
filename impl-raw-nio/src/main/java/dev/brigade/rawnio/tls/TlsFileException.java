package dev.brigade.rawnio.tls;

/** A certificate or key file that is missing, unreadable or not what it must be; the message is one line. */
public final class TlsFileException extends Exception {
    public TlsFileException(String message) {
        super(message, null, false, false);
    }
}
