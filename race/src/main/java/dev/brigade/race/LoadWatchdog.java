package dev.brigade.race;

import java.util.concurrent.TimeUnit;

/**
 * Ends a climb's load process that outlives its deadline, so that a server which stopped answering
 * ends its own climb, not the race. Conduit's climb and the templates ladder share it, and its rule for how
 * long a load process may run past its planned time.
 */
final class LoadWatchdog {

    /** How long a load process may run past its plan: per step, for a backlog's answers, and once more for the whole. */
    private static final long GRACE_SECONDS = 60;

    private LoadWatchdog() {}

    /** The longest a climb's load process may take: every step, each its warm-up, window and grace, then a grace more. */
    static long deadlineSeconds(int steps, int warmupSeconds, int seconds) {
        return steps * (warmupSeconds + seconds + GRACE_SECONDS) + GRACE_SECONDS;
    }

    /** Watches {@code load} on a virtual thread; interrupt the thread once the load's output has ended. */
    static Thread watch(Process load, long deadlineSeconds) {
        return Thread.ofVirtual().start(() -> {
            try {
                if (!load.waitFor(deadlineSeconds, TimeUnit.SECONDS)) {
                    load.destroyForcibly();
                }
            } catch (InterruptedException e) {
                load.destroyForcibly();
            }
        });
    }
}
