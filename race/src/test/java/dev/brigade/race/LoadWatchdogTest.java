package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    @Test
    void aClimbMayRunEachStepsWarmUpAndWindowAndAMinuteThenAMinuteMore() {
        assertEquals(860, LoadWatchdog.deadlineSeconds(10, 5, 15), "the templates ladder's 10 steps of 5 s and 15 s");
        assertEquals(1044, LoadWatchdog.deadlineSeconds(8, 3, 60), "Conduit's 8 rates of 3 s and 60 s");
    }
}
