package dev.brigade.race;

import java.util.concurrent.TimeUnit;

/**
 * Ends a climb's load process that outlives its deadline, so that a server which stopped answering
 * ends its own climb, not the race. Conduit's climb and the templates ladder share it.
 */
final class LoadWatchdog {

    private LoadWatchdog() {}

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
