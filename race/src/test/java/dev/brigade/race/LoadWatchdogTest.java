package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LoadWatchdogTest {

    /** A load process that would run a minute: ended past a 1 s deadline, left alone within a 120 s one. */
    @ParameterizedTest(name = "deadline {0} s, ended within {1} s: {2}")
    @CsvSource({"1, 20, true", "120, 2, false"})
    void aLoadProcessIsEndedOnlyPastItsDeadline(long deadlineSeconds, long waitSeconds, boolean ended)
            throws Exception {
        Process load = new ProcessBuilder("sleep", "60").start();
        try {
            LoadWatchdog.watch(load, deadlineSeconds);
            assertEquals(ended, load.waitFor(waitSeconds, TimeUnit.SECONDS), "ended by the watchdog");
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
