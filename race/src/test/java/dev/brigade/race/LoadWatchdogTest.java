package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class LoadWatchdogTest {

    @Test
    void aLoadProcessPastItsDeadlineIsEnded() throws Exception {
        Process stuck = new ProcessBuilder("sleep", "60").start();
        try {
            LoadWatchdog.watch(stuck, 1);
            assertTrue(stuck.waitFor(20, TimeUnit.SECONDS), "the watchdog ends a load process past its deadline");
        } finally {
            stuck.destroyForcibly();
        }
    }

    @Test
    void aLoadProcessWithinItsDeadlineIsLeftAlone() throws Exception {
        Process load = new ProcessBuilder("sleep", "60").start();
        try {
            LoadWatchdog.watch(load, 120);
            assertFalse(load.waitFor(2, TimeUnit.SECONDS), "ended before its deadline");
        } finally {
            load.destroyForcibly();
        }
    }
}
