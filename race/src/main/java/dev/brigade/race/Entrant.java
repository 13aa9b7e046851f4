package dev.brigade.race;

/**
 * A competitor as the results list it: what it is, how it was started, and the kit's verdict
 * ({@code passed}, {@code DNF} with the first failing check, {@code unchecked}, or {@code reference} for nginx).
 */
record Entrant(String name, String kind, String command, String verdict, String firstFailure) {

    boolean dnf() {
        return "DNF".equals(verdict);
    }
}
