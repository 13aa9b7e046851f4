package dev.brigade.conformance.run;

/**
 * Whose rule a check tests (CONTRACT.md §0.5). {@link #RACE}: what the public race's own check code,
 * at the commit {@link dev.brigade.conformance.RaceSource} pins, makes a competitor DNF for; a server
 * that passes every race check is accepted by the race. {@link #RACE_SHOULD}: what the race's
 * RACING.md states and its code does not check (outside the "ready" count). {@link #BRIGADE}:
 * brigade's stricter contract. Every check is a rule of brigade's contract, whatever its tier.
 */
public enum Tier {
    RACE("race"),
    RACE_SHOULD("race-should"),
    BRIGADE("brigade");

    private final String label;

    Tier(String label) {
        this.label = label;
    }

    /** {@code race}, {@code race-should} or {@code brigade}, as the list and the reports spell it. */
    public String label() {
        return label;
    }

    /** Run by {@code --profile race}: the race's checks and what its RACING.md states. */
    public boolean race() {
        return this != BRIGADE;
    }
}
