package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SteadyRuleTest {

    private static final SteadyRule RULE = new SteadyRule(5, 12);

    /** One slice a second with the given compiler shares. */
    private static List<SteadyRule.Slice> slices(double... compiler) {
        List<SteadyRule.Slice> s = new ArrayList<>();
        for (int i = 0; i < compiler.length; i++) {
            s.add(new SteadyRule.Slice(i + 1, 1000, compiler[i]));
        }
        return s;
    }

    @Test
    void steadyOnceTheCompilerIsQuietForThreeSecondsAfterTheFloor() {
        assertEquals(
                SteadyRule.State.WARMING,
                RULE.judge(slices(0.9, 0.5, 0.01, 0.01), true),
                "quiet, but before the floor");
        assertEquals(
                SteadyRule.State.WARMING,
                RULE.judge(slices(0.9, 0.5, 0.3, 0.01, 0.01), true),
                "two quiet seconds are not three");
        assertEquals(SteadyRule.State.STEADY, RULE.judge(slices(0.9, 0.5, 0.3, 0.01, 0.01, 0.019), true));
        assertEquals(
                SteadyRule.State.STEADY,
                RULE.judge(slices(0.9, 0.0, 0.0, 0.0, 0.0), true),
                "at the floor, quiet since second 2");
    }

    @Test
    void aBusySecondStartsTheCountAgainAndTheCeilingEndsItNotSteady() {
        assertEquals(
                SteadyRule.State.WARMING,
                RULE.judge(slices(0.9, 0.01, 0.01, 0.02, 0.01, 0.01), true),
                "2% is not under 2%");
        assertEquals(
                SteadyRule.State.CEILING,
                RULE.judge(slices(0.9, 0.5, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3), true));
        assertEquals(
                SteadyRule.State.STEADY,
                RULE.judge(slices(0.9, 0.5, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.01, 0.01, 0.01), true),
                "quiet on the ceiling's second is steady");
    }

    @Test
    void withoutCompilerThreadsTheFloorIsEnough() {
        assertEquals(SteadyRule.State.WARMING, RULE.judge(slices(0, 0, 0, 0), false));
        assertEquals(SteadyRule.State.STEADY, RULE.judge(slices(0, 0, 0, 0, 0), false));
        assertEquals(SteadyRule.State.STEADY, new SteadyRule(1, 10).judge(slices(0), false));
        assertEquals(
                SteadyRule.State.WARMING,
                new SteadyRule(1, 10).judge(slices(0), true),
                "a JVM needs three quiet seconds even past a 1 s floor");
    }

    @Test
    void timeTo90PercentIsTheFirstSliceAtNinetyPercentOfTheMeasuredRate() {
        List<SteadyRule.Slice> curve = List.of(
                new SteadyRule.Slice(1.02, 2000, 0.9),
                new SteadyRule.Slice(2.05, 8000, 0.5),
                new SteadyRule.Slice(3.07, 9100, 0.1),
                new SteadyRule.Slice(4.1, 8800, 0.0));
        WarmupRecord w = new WarmupRecord(4.1, true, 300, 900, null, curve);
        assertEquals(3.07, w.against(10_000).secondsTo90PercentOfSteady());
        assertEquals(null, w.against(20_000).secondsTo90PercentOfSteady(), "never within the warm-up");
        assertEquals(1200, w.compilerMillisUntilSteady());
    }
}
