package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProcStatTest {

    // user nice system idle iowait irq softirq steal guest guest_nice
    private static final String BEFORE = """
            cpu  1299 10 610 9900 5 3 50 7 0 0
            cpu0 100 10 50 1000 5 3 20 7 0 0
            cpu1 200 0 60 900 0 0 30 0 0 0
            cpu2 999 0 500 8000 0 0 0 0 0 0
            intr 123456 0 0
            ctxt 987654
            softirq 5000 1 2 3 4 5 6 7 8 9 10
            """;
    private static final String AFTER = """
            cpu  2389 10 640 10500 5 4 90 9 0 0
            cpu0 150 10 80 1040 5 4 40 9 0 0
            cpu1 260 0 70 950 0 0 50 0 0 0
            cpu2 1979 0 490 8510 0 0 0 0 0 0
            intr 223456 0 0
            ctxt 1987654
            softirq 9000 1 2 3 4 5 6 7 8 9 10
            """;

    @Test
    void busyIsUserNiceSystemIrqAndSoftirqOfTheServerCpusAlone() {
        ProcStat cost = ProcStat.parse(AFTER, List.of(0, 1)).since(ProcStat.parse(BEFORE, List.of(0, 1)));
        // cpu0: 50 user + 30 system + 1 irq + 20 softirq; cpu1: 60 user + 10 system + 20 softirq (without softirq: 151)
        assertEquals(191, cost.busy());
        // and idle (40 + 50) and steal (2): the CPUs' whole time
        assertEquals(283, cost.total());
        assertEquals(191.0 / 283, cost.busyShare(), 1e-12);
        assertEquals(191.0 / ProcessStats.CLOCK_TICKS, cost.busySeconds(), 1e-12);
    }

    @Test
    void theAggregateLineAndTheSoftirqCountersLineAreNotCpus() {
        assertEquals(new ProcStat(0, 0), ProcStat.parse(BEFORE, List.of()));
        assertEquals(new ProcStat(999 + 500, 999 + 500 + 8000), ProcStat.parse(BEFORE, List.of(2)));
    }

    @Test
    void noTimeIsNoShare() {
        assertEquals(0, new ProcStat(0, 0).busyShare());
    }
}
