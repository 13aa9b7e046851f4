package dev.brigade.conformance;

import dev.brigade.conformance.run.Tier;
import java.util.List;

/** Every check of one run, in the order they ran, and the run's two verdicts. */
public record KitReport(List<CheckResult> results) {

    /** Exit status: every check passed (or failed as declared). */
    public static final int ALL_PASSED = 0;
    /** Exit status: a race-tier check failed, so the public race would not accept the server. */
    public static final int RACE_FAILED = 1;
    /** Exit status: the race would accept the server, and a brigade-tier check failed. */
    public static final int BRIGADE_FAILED = 3;

    public List<CheckResult> withStatus(CheckResult.Status status) {
        return results.stream().filter(r -> r.status() == status).toList();
    }

    public List<CheckResult> ofTier(Tier tier) {
        return results.stream().filter(r -> r.tier() == tier).toList();
    }

    public boolean allPassed() {
        return withStatus(CheckResult.Status.FAILED).isEmpty();
    }

    /** 0, 1 or 3: see {@link #ALL_PASSED}, {@link #RACE_FAILED}, {@link #BRIGADE_FAILED}. */
    public int exitStatus() {
        if (failed(ofTier(Tier.RACE)) > 0) {
            return RACE_FAILED;
        }
        return allPassed() ? ALL_PASSED : BRIGADE_FAILED;
    }

    /** The counts line: {@code N passed, M failed, K skipped}, with the declared ones when there are any. */
    public String summary() {
        long declared = withStatus(CheckResult.Status.DECLARED).size();
        return withStatus(CheckResult.Status.PASSED).size() + " passed, "
                + withStatus(CheckResult.Status.FAILED).size() + " failed, "
                + (declared > 0 ? declared + " declared, " : "")
                + withStatus(CheckResult.Status.SKIPPED).size() + " skipped";
    }

    /**
     * Would the public race accept the server: {@code race: ready (13 of 13)}, {@code race: not ready
     * (11 of 13; first failure: sse.stream)}, or {@code race: not judged (7 of 13 passed, 6 skipped: ...)}
     * when race checks other than the start were skipped (attach mode without a database).
     */
    public String raceVerdict() {
        RacePart part = racePart();
        return "race: " + part.state() + " (" + part.detail() + ")" + part.shoulds();
    }

    /**
     * The race verdict's parts, for a verdict over several modes.
     *
     * @param state   {@code ready}, {@code not ready} or {@code not judged}
     * @param detail  what goes in the parentheses: {@code 13 of 13}, {@code 12 of 13; first failure: sse.stream}
     * @param shoulds what RACING.md states and the server misses, or empty
     */
    public record RacePart(String state, String detail, String shoulds) {}

    public RacePart racePart() {
        List<CheckResult> race = ofTier(Tier.RACE);
        long passed = race.stream()
                .filter(r -> r.status() == CheckResult.Status.PASSED)
                .count();
        if (race.isEmpty()) {
            return new RacePart("not judged", "no race check was selected", "");
        }
        if (failed(race) > 0) {
            String first = race.stream()
                    .filter(r -> r.status() == CheckResult.Status.FAILED)
                    .map(CheckResult::id)
                    .findFirst()
                    .orElseThrow();
            return new RacePart(
                    "not ready", passed + " of " + race.size() + "; first failure: " + first, shouldsMissed());
        }
        List<String> skippedIds = race.stream()
                .filter(r -> r.status() == CheckResult.Status.SKIPPED)
                .map(CheckResult::id)
                .toList();
        if (!skippedIds.isEmpty() && skippedIds.stream().allMatch(id -> id.startsWith("process."))) {
            // attach mode: the start is the one thing the kit cannot see of a server someone else started
            return new RacePart(
                    "ready",
                    passed + " of " + passed + "; " + String.join(", ", skippedIds)
                            + " is judged in launch mode, --run",
                    shouldsMissed());
        }
        if (!skippedIds.isEmpty()) {
            return new RacePart(
                    "not judged",
                    passed + " of " + race.size() + " passed, " + skippedIds.size() + " skipped: "
                            + String.join(", ", skippedIds),
                    shouldsMissed());
        }
        return new RacePart("ready", passed + " of " + race.size(), shouldsMissed());
    }

    /** What RACING.md states and the race's code does not check, where the server misses it. */
    private String shouldsMissed() {
        List<String> missed = ofTier(Tier.RACE_SHOULD).stream()
                .filter(r -> r.status() == CheckResult.Status.FAILED)
                .map(CheckResult::id)
                .toList();
        return missed.isEmpty()
                ? ""
                : "; RACING.md's word, unchecked by its code, missed: " + String.join(", ", missed);
    }

    /** {@code brigade contract 2.0: 98 passed, 6 failed, 4 declared}: every check that ran, both tiers. */
    public String brigadeVerdict() {
        return "brigade contract " + Contract.version() + ": " + summary();
    }

    private static long failed(List<CheckResult> results) {
        return results.stream()
                .filter(r -> r.status() == CheckResult.Status.FAILED)
                .count();
    }
}
