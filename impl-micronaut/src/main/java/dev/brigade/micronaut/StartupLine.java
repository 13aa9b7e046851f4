package dev.brigade.micronaut;

import io.micronaut.context.annotation.Property;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Singleton;

/** Once the server listens: one line on stderr saying where, and whether Conduit is served. */
@Singleton
final class StartupLine {

    private final String database;

    StartupLine(@Nullable @Property(name = CommandLine.DATABASE_PROPERTY) String database) {
        this.database = database;
    }

    @EventListener
    void onStartup(ServerStartupEvent event) {
        EmbeddedServer server = event.getSource();
        System.err.printf(
                "brigade-micronaut: listening on %s://%s:%d%n", server.getScheme(), server.getHost(), server.getPort());
        if (database == null) {
            System.err.println("brigade-micronaut: no --database given, the Conduit routes are off (404)");
        }
    }
}
