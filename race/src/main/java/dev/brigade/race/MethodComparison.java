package dev.brigade.race;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A server's two numbers per workload when the race measured by both methods ({@code --method both}):
 * the steady state's and the public race's, requests/s and requests per CPU-second side by side, and
 * what the race's method costs the server in requests per CPU-second ({@code raceOverSteady}).
 */
final class MethodComparison {

    static final String SENTENCE =
            "The public race's method (race.go at 24d5198, race.json at 292cd0e8): each round, each server"
                    + " started once per mode (HTTP/1.1 and h2c; HTTPS), every workload of that mode in a seeded order on that one process,"
                    + " 5 s of warm-up then 20 s measured each. Requests/s counts 2xx answers only; CPU is the server CPUs' busy time from"
                    + " /proc/stat (user, nice, system, irq and softirq), so the kernel's network work counts, and the JIT compiler's too;"
                    + " peak RSS is the pid's VmHWM. wrk and h2load stand in for the race's oha. The steady state's CPU is the server's"
                    + " threads but the compiler's, after a warm-up until steady, on a fresh process a run.";

    /** One server on one workload: the median of its rounds by each method, either absent when not run. */
    record Row(String workload, String competitor, Optional<Median> steady, Optional<Median> race) {

        /** The race's requests per CPU-second over the steady state's: below 1, what the race's method costs. */
        Optional<Double> raceOverSteady() {
            return steady.filter(Median::counted)
                    .filter(m -> m.cpuMicrosPerRequest() > 0)
                    .flatMap(s -> race.filter(Median::counted)
                            .filter(m -> m.cpuMicrosPerRequest() > 0)
                            .map(m -> s.cpuMicrosPerRequest() / m.cpuMicrosPerRequest()));
        }
    }

    private MethodComparison() {}

    /** Every server and workload the race's method measured, with the steady state's beside it where that ran. */
    static List<Row> rows(RaceResults r) {
        List<Row> rows = new ArrayList<>();
        for (Workload w : r.workloads()) {
            for (Entrant e : r.competitors()) {
                Optional<Median> race = r.raceMedian(e.name(), w.name());
                if (race.isPresent()) {
                    rows.add(new Row(w.name(), e.name(), r.median(e.name(), w.name()), race));
                }
            }
        }
        return rows;
    }

    /** Which workloads each method measured, and that the climbs are neither's. */
    static String coverage(RaceResults r) {
        String steady = covered(r.medians());
        String race = covered(r.raceMedians());
        boolean climbs = !r.conduit().isEmpty() || !r.ladder().isEmpty();
        return "Steady state: " + (steady.isEmpty() ? "not run" : steady) + ". The race's method: "
                + (race.isEmpty() ? "not run" : race) + "."
                + (climbs
                        ? " The climbs (Conduit at the race's fixed rates, the templates ladder) run once after the rounds, on their own"
                                + " schedule, whichever the method."
                        : "");
    }

    private static String covered(List<Median> medians) {
        return medians.stream().map(Median::workload).distinct().collect(Collectors.joining(", "));
    }

    /** Requests per CPU-second from a median's CPU per request. */
    static String perCpuSecond(Optional<Median> m) {
        return m.filter(Median::counted)
                .filter(x -> x.cpuMicrosPerRequest() > 0)
                .map(x -> Format.rate(1e6 / x.cpuMicrosPerRequest()))
                .orElse(m.isPresent() ? "failed" : "not run");
    }

    static String rate(Optional<Median> m) {
        return m.filter(Median::counted)
                .map(x -> Format.rate(x.requestsPerSecond()))
                .orElse(m.isPresent() ? "failed" : "not run");
    }

    static String raceOverSteady(Row row) {
        return row.raceOverSteady()
                .map(x -> String.format(java.util.Locale.ROOT, "%.2f", x))
                .orElse("");
    }
}
