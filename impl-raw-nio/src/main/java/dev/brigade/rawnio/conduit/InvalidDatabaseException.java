package dev.brigade.rawnio.conduit;

/** The --database argument does not name a usable Conduit SQLite file (exit status 2). */
public final class InvalidDatabaseException extends RuntimeException {
    public InvalidDatabaseException(String message) {
        super(message, null, false, false);
    }
}
