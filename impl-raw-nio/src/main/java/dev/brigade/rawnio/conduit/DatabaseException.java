package dev.brigade.rawnio.conduit;

import java.sql.SQLException;

/** A failed SQL statement, carried out of a worker thread. */
final class DatabaseException extends RuntimeException {
    DatabaseException(SQLException cause) {
        super(cause);
    }
}
