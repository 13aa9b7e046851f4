package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class EstimateTest {

    @Test
    void aConduitClimbCountsEveryRateAtItsStepLength() throws UsageException {
        RaceOptions quick = RaceOptions.parse(List.of("--quick"));
        long without = Estimate.of(0, 0, 0, 0, quick).slowestSeconds();
        long one = Estimate.of(0, 0, 0, 1, quick).slowestSeconds();
        assertEquals(
                Estimate.START_AND_STOP_SECONDS + ConduitClimb.RATES.size() * (1 + 5 + 1),
                one - without,
                "8 rates of --quick's 1 s warm-up and 5 s window, and a second each for the loaders' start");
    }

    @Test
    void aLadderClimbCountsEveryStepToTheCap() throws UsageException {
        RaceOptions quick = RaceOptions.parse(List.of("--quick"));
        long without = Estimate.of(0, 0, 0, 0, quick).slowestSeconds();
        long one = Estimate.of(0, 0, 1, 0, quick).slowestSeconds();
        assertEquals(
                Estimate.START_AND_STOP_SECONDS + 10L * (quick.warmupSeconds() + quick.seconds() + 1),
                one - without,
                "the worst case: 50% to 300%, ten steps, each its warm-up, window and a second");
    }
}
