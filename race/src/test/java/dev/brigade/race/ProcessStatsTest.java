package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ProcessStatsTest {

    @Test
    void cpuTicksAreFields14And15EvenWithSpacesInTheName() {
        String stat = "4242 (java (main) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 731 112 0 0 20 0 30 0 123 456 789";
        assertEquals(731 + 112, ProcessStats.parseCpuTicks(stat));
    }

    @Test
    void thisProcessHasCpuTimeAndAPeak() {
        long pid = ProcessHandle.current().pid();
        assertTrue(ProcessStats.cpuMicros(pid) > 0);
        assertTrue(ProcessStats.peakRssKib(pid) > 0);
    }
}
