package dev.brigade.race;

import java.io.IOException;
import java.util.List;

/**
 * One closed-loop run of a workload against a server's port for some seconds: wrk for HTTP/1.1 in the
 * clear, h2load for HTTP/2 and for TLS ({@link #of}); the warm-up's slices and the measured run alike.
 */
@FunctionalInterface
interface Load {

    WrkResult run(Workload workload, int port, int seconds, List<String> scriptArgs) throws IOException;

    /** wrk where it can speak the workload, h2load where it cannot (either null when no chosen workload needs it). */
    static Load of(Wrk wrk, H2load h2load) {
        return (workload, port, seconds, scriptArgs) -> {
            if (!workload.h2load()) {
                if (wrk == null) {
                    throw new IOException(Wrk.INSTALL_HINT);
                }
                return wrk.run(workload, port, seconds, scriptArgs);
            }
            if (h2load == null) {
                throw new IOException(H2load.INSTALL_HINT);
            }
            return h2load.run(workload, port, seconds);
        };
    }
}
