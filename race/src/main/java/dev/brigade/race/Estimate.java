package dev.brigade.race;

/**
 * How long a race will take, said before it starts: from every warm-up ending at its floor to every
 * one running to its ceiling. The constants are what runs took on a 2-CPU machine: a JVM server's start
 * and stop, one kit check.
 */
record Estimate(long fastestSeconds, long slowestSeconds) {

    static final int START_AND_STOP_SECONDS = 4;
    static final int KIT_CHECK_SECONDS = 30;

    static Estimate of(int runs, int kitChecks, int ladderClimbs, RaceOptions o) {
        return of(runs, kitChecks, ladderClimbs, 0, o);
    }

    /**
     * And the climbs, each counted as climbing every step: the ladder's to its cap, Conduit's every rate (a
     * server that falls behind stops sooner).
     */
    static Estimate of(int runs, int kitChecks, int ladderClimbs, int conduitClimbs, RaceOptions o) {
        long fixed = (long) kitChecks * KIT_CHECK_SECONDS
                + (long) ladderClimbs
                        * (START_AND_STOP_SECONDS + Ladder.SHARES.size() * (o.warmupSeconds() + o.seconds() + 1L))
                + (long) conduitClimbs
                        * (START_AND_STOP_SECONDS
                                + ConduitClimb.RATES.size() * (o.climbWarmupSeconds() + o.climbSeconds() + 1L));
        long perRun = START_AND_STOP_SECONDS + o.seconds();
        return new Estimate(
                fixed + runs * (perRun + o.warmupSeconds()), fixed + runs * (perRun + o.warmupCeilingSeconds()));
    }

    /** And the race's method's ({@code --method race}): a start and stop per process, its fixed warm-up and run per workload. */
    Estimate withRaceMethod(int processes, int runs, RaceOptions o) {
        long more = (long) processes * START_AND_STOP_SECONDS
                + (long) runs * (o.raceWarmupSeconds() + o.raceSeconds() + 1L);
        return new Estimate(fastestSeconds + more, slowestSeconds + more);
    }

    /** A run's guess for the progress line until runs have been timed: halfway between floor and ceiling. */
    static double perRunGuess(RaceOptions o) {
        return START_AND_STOP_SECONDS + o.seconds() + (o.warmupSeconds() + o.warmupCeilingSeconds()) / 2.0;
    }

    String sentence(RaceOptions o) {
        return "estimated duration: " + Progress.duration(fastestSeconds) + " (every warm-up steady at its "
                + o.warmupSeconds() + " s floor) to " + Progress.duration(slowestSeconds) + " (every one at its "
                + o.warmupCeilingSeconds() + " s ceiling)";
    }
}
