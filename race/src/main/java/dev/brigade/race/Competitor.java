package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Something the race starts and loads: one of the project's servers, nginx as the reference, or an outside competitor. */
sealed interface Competitor permits JavaServer, Nginx, Released, Outside {

    String name();

    /** The argv that starts it listening on {@code address:port}, before pinning. */
    List<String> command(String address, int port, Path database, Path workDir) throws IOException;

    /** Whether it answers the whole contract (and so is checked by the kit and races every workload). */
    boolean fullContract();

    /**
     * What its HTTPS mode adds to {@link #command}, {@code cert} and {@code key} the race's certificate; empty
     * when it has no HTTPS mode, so it sits the TLS workloads out, as in the public race.
     */
    default Optional<List<String>> tlsArguments(Path cert, Path key) {
        return Optional.empty();
    }

    /** Whether it has an HTTPS mode at all. */
    default boolean servesTls() {
        return tlsArguments(Path.of("cert.pem"), Path.of("key.pem")).isPresent();
    }
}
