package dev.brigade.race;

import java.util.ArrayList;
import java.util.List;

/**
 * A ladder step's failed requests by kind, so that a climb stopped on a few dozen errors says what
 * they were. Hyperfoil's own counters overlap: a request cut by a closed connection is a connection
 * error and, when its session ends with it, an invalid answer too; a request that timed out has its
 * connection closed by Hyperfoil, so it is a connection error as well. These kinds count each failed
 * request once, so they can add up to less than the step's {@code errors}, which sums Hyperfoil's counters.
 * <ul>
 * <li>{@code status4xx}, {@code status5xx}, {@code otherStatus}: answers with that status (3xx and
 * anything else not 2xx in the last); only a 2xx counts as answered.
 * <li>{@code connectionErrors}: the connection closed or reset with the request in flight, beyond
 * the closes Hyperfoil made itself after a timeout.
 * <li>{@code timeouts}: no answer within {@link HyperfoilBenchmark#TIMEOUT}.
 * <li>{@code internalErrors}: Hyperfoil's own handlers failed: the loader's fault, not the server's.
 * </ul>
 */
record StepErrors(
        long status4xx, long status5xx, long otherStatus, long connectionErrors, long timeouts, long internalErrors) {

    static final StepErrors NONE = new StepErrors(0, 0, 0, 0, 0, 0);

    /** From Hyperfoil's counters: its connection errors include the connections it closed on a timeout. */
    static StepErrors of(
            long status4xx,
            long status5xx,
            long otherStatus,
            long connectionErrors,
            long timeouts,
            long internalErrors) {
        return new StepErrors(
                status4xx, status5xx, otherStatus, Math.max(0, connectionErrors - timeouts), timeouts, internalErrors);
    }

    /** The failed requests, each once. */
    long total() {
        return status4xx + status5xx + otherStatus + connectionErrors + timeouts + internalErrors;
    }

    /** "70 timeouts, 4 connection errors": the kinds that happened, largest first; empty when none. */
    String describe() {
        record Kind(long count, String one, String many) {
            String text() {
                return count + " " + (count == 1 ? one : many);
            }
        }
        List<Kind> kinds = new ArrayList<>(List.of(
                new Kind(timeouts, "timeout", "timeouts"),
                new Kind(connectionErrors, "connection error", "connection errors"),
                new Kind(status5xx, "5xx", "5xx"),
                new Kind(status4xx, "4xx", "4xx"),
                new Kind(otherStatus, "other non-2xx", "other non-2xx"),
                new Kind(internalErrors, "loader error", "loader errors")));
        kinds.removeIf(k -> k.count() == 0);
        kinds.sort((a, b) -> Long.compare(b.count(), a.count()));
        return String.join(", ", kinds.stream().map(Kind::text).toList());
    }
}
