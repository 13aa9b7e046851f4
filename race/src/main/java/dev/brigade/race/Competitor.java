package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Something the race starts and loads: one of the project's servers, nginx as the reference, or an outside competitor. */
sealed interface Competitor permits JavaServer, Nginx, Released, Outside {

    String name();

    /** The argv that starts it listening on {@code address:port}, before pinning. */
    List<String> command(String address, int port, Path database, Path workDir) throws IOException;

    /** Whether it answers the whole contract (and so is checked by the kit and races every workload). */
    boolean fullContract();
}
