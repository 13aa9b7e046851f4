package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ThreadCpuTest {

    private static final double TICK = 1e6 / ProcessStats.CLOCK_TICKS;

    private static ThreadCpu.Named t(String name, long ticks) {
        return new ThreadCpu.Named(name, ticks);
    }

    @Test
    void namesAsLinuxCutsThemFallIntoTheirGroups() {
        assertEquals(CpuGroup.COMPILER, CpuGroup.of("C2 CompilerThre", true));
        assertEquals(CpuGroup.COMPILER, CpuGroup.of("C1 CompilerThre", true));
        assertEquals(CpuGroup.COMPILER, CpuGroup.of("JVMCI CompilerT", true));
        assertEquals(CpuGroup.GC, CpuGroup.of("GC Thread#1", true));
        assertEquals(CpuGroup.GC, CpuGroup.of("G1 Conc#0", true));
        assertEquals(
                CpuGroup.OTHER, CpuGroup.of("VM Thread", true), "beside collector threads the VM Thread is the JVM's");
        assertEquals(CpuGroup.GC, CpuGroup.of("VM Thread", false), "SerialGC collects in the VM Thread");
        assertEquals(CpuGroup.OTHER, CpuGroup.of("VM Periodic Tas", false));
        assertEquals(CpuGroup.REQUEST, CpuGroup.of("vert.x-eventloo", true));
        assertEquals(CpuGroup.REQUEST, CpuGroup.of("nginx", false));
        assertEquals("C2 CompilerThre", ThreadCpu.name("7 (C2 CompilerThre) S 1 2 3"));
        assertEquals("a) (b", ThreadCpu.name("7 (a) (b) S 1 2 3"));
    }

    @Test
    void twoReadingsSplitTheWindowByGroupAndTheEndedThreadsFallToOther() {
        ThreadCpu before = new ThreadCpu(
                Map.of(
                        1L,
                        t("java", 5),
                        2L,
                        t("C2 CompilerThre", 100),
                        3L,
                        t("VM Thread", 10),
                        4L,
                        t("loop-0", 50),
                        9L,
                        t("C1 CompilerThre", 40)),
                205);
        // thread 9 ended (its 40 + 3 more ticks stay in the process total); thread 5 was born
        ThreadCpu after = new ThreadCpu(
                Map.of(
                        1L,
                        t("java", 5),
                        2L,
                        t("C2 CompilerThre", 104),
                        3L,
                        t("VM Thread", 16),
                        4L,
                        t("loop-0", 250),
                        5L,
                        t("loop-1", 30)),
                5 + 104 + 16 + 250 + 30 + 43);
        CpuByGroup cpu = after.since(before);
        assertEquals(4 * TICK, cpu.compiler(), 1e-9);
        assertEquals(6 * TICK, cpu.gc(), 1e-9, "no collector threads: the VM Thread is SerialGC's");
        assertEquals(230 * TICK, cpu.request(), 1e-9);
        assertEquals(3 * TICK, cpu.other(), 1e-9, "the ended thread's last ticks");
        assertEquals((6 + 230 + 3) * TICK, cpu.withoutCompiler(), 1e-9);
        assertEquals(cpu.total() / 10, cpu.per(10).total(), 1e-9);
        assertTrue(after.hasCompiler());
        assertEquals(104, after.compilerTicks());
    }

    @Test
    void thisJvmHasCompilerThreadsAndAPositiveTotal() {
        ThreadCpu now = ThreadCpu.read(ProcessHandle.current().pid());
        assertTrue(
                now.hasCompiler(),
                "a HotSpot JVM has C1 or C2 threads: " + now.threads().values());
        assertTrue(now.processTicks() > 0);
        assertFalse(now.threads().isEmpty());
    }

    @Test
    void stealIsTheEighthValueOfEachChosenCpu() {
        String stat = "cpu  10 0 5 100 0 0 0 9 0 0\ncpu0 5 0 2 50 0 0 0 4 0 0\ncpu1 5 0 3 50 0 0 0 5 0 0\nintr 1 2 3\n";
        assertEquals(4, Steal.parseTicks(stat, java.util.List.of(0)));
        assertEquals(9, Steal.parseTicks(stat, java.util.List.of(0, 1)));
        assertEquals(0.5, Steal.share(ProcessStats.CLOCK_TICKS, 2.0, 1), 1e-9);
    }
}
