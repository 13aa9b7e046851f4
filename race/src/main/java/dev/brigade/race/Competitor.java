package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Something the race starts and loads: one of the project's servers, nginx as the reference, or an outside competitor. */
public sealed interface Competitor permits JavaServer, Nginx, Released, Outside {

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

    /**
     * Whether its h2c needs a port of its own (nginx 1.22 cannot serve it beside HTTP/1.1 on one port): the
     * race then gives it a second port and loads the h2c workloads there ({@link ServerProcess#portFor}).
     */
    default boolean h2cOnItsOwnPort() {
        return false;
    }

    /** The argv with h2c on {@code h2cPort}, for one whose h2c has a port of its own; the plain argv otherwise. */
    default List<String> command(String address, int port, int h2cPort, Path database, Path workDir)
            throws IOException {
        return command(address, port, database, workDir);
    }

    /** The argv of its HTTPS mode: {@link #command} and {@link #tlsArguments} appended, as the race starts it. */
    default List<String> tlsCommand(String address, int port, Path database, Path workDir, Path cert, Path key)
            throws IOException {
        List<String> argv = new ArrayList<>(command(address, port, database, workDir));
        argv.addAll(tlsArguments(cert, key).orElseThrow(() -> new IOException(name() + " has no HTTPS mode")));
        return argv;
    }

    /** Whether it has an HTTPS mode at all. */
    default boolean servesTls() {
        return tlsArguments(Path.of("cert.pem"), Path.of("key.pem")).isPresent();
    }
}
