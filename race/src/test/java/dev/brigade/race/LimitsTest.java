package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LimitsTest {

    @Test
    void busyShareIsCpuTimeOverWallTimeAcrossThePinnedCpus() {
        assertEquals(0.5, Limits.busyShare(5_000_000, 10, 1), 1e-9);
        assertEquals(0.25, Limits.busyShare(5_000_000, 10, 2), 1e-9);
        assertEquals(0, Limits.busyShare(5_000_000, 0, 1));
    }

    @Test
    void theMarksAreNinetyClosedAndEightyFiveOpen() {
        assertTrue(Limits.closedLoopLoaderBound(0.90));
        assertFalse(Limits.closedLoopLoaderBound(0.899));
        assertTrue(Limits.openLoopLoaderBound(0.85));
        assertFalse(Limits.openLoopLoaderBound(0.849));
    }

    @Test
    void aRunIsLoaderBoundByItsMedianRound() {
        Sample bound = sample(0.95);
        assertTrue(bound.loaderBound());
        Median m = Median.of("x", "plaintext", List.of(sample(0.5), sample(0.92), sample(0.97)));
        assertEquals(0.92, m.loaderBusy(), 1e-9);
        assertTrue(m.loaderBound());
        assertFalse(Median.of("x", "plaintext", List.of(sample(0.5), sample(0.6), sample(0.97)))
                .loaderBound());
        assertFalse(Sample.failed("x", "plaintext", 1, 1, "gone").loaderBound());
    }

    @Test
    void theCellSaysBothSharesAndWhichSideLimited() {
        assertEquals("server 71%, wrk 100%: loader-bound", Limits.limitedBy(0.71, 1.0, true, "wrk"));
        assertEquals("server 99%, wrk 40%", Limits.limitedBy(0.99, 0.4, false, "wrk"));
    }

    @Test
    void theWrappingShellsStatGivesItsChildrensCpu() {
        // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
        // ...
        String out = "BRIGADE-WRK requests=1\nBRIGADE-CHILD-STAT 42 (s h) S 1 42 42 0 -1 0 0 0 0 0 1 2 130 70 20 0\n";
        assertEquals(200, Wrk.childCpuTicks(out));
        assertEquals(0, Wrk.childCpuTicks("no stat line\n"));
    }

    @Test
    void anOpenLoopClimbThatFellBehindSaysWhoWasFull() {
        assertEquals(
                "the loader was full",
                Limits.openLoopFull(0.99, 0.85),
                "the loader's mark first: then the step measured it");
        assertEquals("the server was full", Limits.openLoopFull(0.85, 0.84));
        assertEquals("neither was full (server 84%, loader 40%)", Limits.openLoopFull(0.84, 0.40));
    }

    private static Sample sample(double loaderBusy) {
        return new Sample(
                "x", "plaintext", 1, 1, 500, 100, 1, 2, 10, 0, 0, 20, 1024, 2, 0.7, loaderBusy, 0, 0, null, null, null);
    }
}
