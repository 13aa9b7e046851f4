package dev.brigade.quarkus.conduit;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The SQLite file behind Agroal's pool (application.properties opens every connection in WAL mode
 * with synchronous=NORMAL). Reads run side by side, as WAL allows; writes take one lock, so they
 * are serialised in arrival order and never meet SQLITE_BUSY from each other.
 */
@ApplicationScoped
public class Database {

    /** One unit of JDBC work on a connection the pool lends for its duration. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private final Optional<String> file;
    private final Instance<AgroalDataSource> dataSource;
    private final ReentrantLock writes = new ReentrantLock(true);

    /** Without a --database file the datasource has no URL: Quarkus leaves it inactive. */
    @Inject
    Database(@ConfigProperty(name = "brigade.database") Optional<String> file, Instance<AgroalDataSource> dataSource) {
        this.file = file;
        this.dataSource = dataSource;
    }

    <T> T write(Work<T> work) {
        writes.lock();
        try {
            return read(work);
        } finally {
            writes.unlock();
        }
    }

    <T> T read(Work<T> work) {
        if (file.isEmpty()) {
            throw ApiError.notFound("path");
        }
        try (Connection connection = dataSource.get().getConnection()) {
            return work.run(connection);
        } catch (SQLException e) {
            throw new IllegalStateException("SQLite: " + e.getMessage(), e);
        }
    }
}
