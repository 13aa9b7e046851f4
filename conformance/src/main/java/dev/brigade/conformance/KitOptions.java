package dev.brigade.conformance;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What one run of the kit is pointed at.
 *
 * @param baseUri    the server, e.g. {@code http://127.0.0.1:8080}
 * @param database   the server's SQLite file, freshly seeded; empty skips the Conduit checks
 * @param equivalent compare the menu after mapping other spellings of the five HTML entities
 * @param only       a glob over check ids ({@code sse.*}, {@code *chunk*}); empty selects all
 * @param reportDir  where JUnit XML goes; empty writes none
 */
public record KitOptions(URI baseUri, Optional<Path> database, boolean equivalent,
                         Optional<String> only, Optional<Path> reportDir) {

    public static KitOptions attach(URI baseUri, Path database) {
        return new KitOptions(baseUri, Optional.ofNullable(database), false, Optional.empty(), Optional.empty());
    }
}
