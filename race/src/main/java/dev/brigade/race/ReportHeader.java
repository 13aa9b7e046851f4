package dev.brigade.race;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Both reports' header: what this race ran (closed-loop rounds, Conduit climbs, the templates ladder), which
 * loaders on which CPUs, and the versions of what ran. Read from the workloads and options a race recorded, so a
 * climb-only race describes climbs, not rounds it never ran, and names no loader that sat idle.
 */
final class ReportHeader {

    private ReportHeader() {}

    /** Any workload raced in closed-loop rounds (wrk or h2load); Conduit is climbed only. */
    static boolean closedLoop(RaceResults r) {
        return r.workloads().stream().anyMatch(w -> !w.mixed());
    }

    static boolean climbs(RaceResults r) {
        return r.workloads().stream().anyMatch(Workload::mixed);
    }

    /** The templates ladder: run (results hold steps), or planned (--ladder with a ladder workload in the rounds). */
    static boolean ladder(RaceResults r) {
        return !r.ladder().isEmpty()
                || Boolean.TRUE.equals(r.options().get("ladder"))
                        && r.workloads().stream().anyMatch(w -> Ladder.WORKLOADS.contains(w.name()));
    }

    /** The loaders this race ran, in the order of the parts that use them. */
    static List<String> loaders(RaceResults r) {
        List<String> loaders = new ArrayList<>();
        if (r.workloads().stream().anyMatch(w -> !w.mixed() && !w.h2load())) {
            loaders.add("wrk");
        }
        if (r.workloads().stream().anyMatch(w -> !w.mixed() && w.h2load())) {
            loaders.add("h2load");
        }
        if (climbs(r) || ladder(r)) {
            loaders.add("Hyperfoil");
        }
        return loaders;
    }

    /** "server on CPU 0, wrk and Hyperfoil on CPU 1". */
    static String pinning(RaceResults r) {
        List<String> loaders = loaders(r);
        String who = loaders.size() < 2
                ? String.join("", loaders)
                : String.join(", ", loaders.subList(0, loaders.size() - 1)) + " and " + loaders.getLast();
        return "server on CPU " + r.pinning().serverCpus()
                + (who.isEmpty() ? "" : ", " + who + " on CPU " + r.pinning().loadCpus());
    }

    /** One sentence per part the race ran, each naming its own timing. */
    static List<String> parts(RaceResults r) {
        List<String> parts = new ArrayList<>();
        if (closedLoop(r)) {
            String method = String.valueOf(r.options().getOrDefault("method", "steady"));
            if (!method.equals("race")) {
                parts.add("Closed loop: " + Format.rounds(r) + ", the median of the rounds.");
            }
            if (!method.equals("steady")) {
                parts.add("The race's method: " + r.options().get("rounds") + " round(s), each workload "
                        + r.options().get("raceWarmupSeconds") + " s of warm-up then "
                        + r.options().get("raceSeconds") + " s measured.");
            }
        }
        if (climbs(r)) {
            parts.add("Conduit climbs at the race's fixed rates, " + Format.rate(ConduitClimb.RATES.getFirst()) + " to "
                    + Format.rate(ConduitClimb.RATES.getLast()) + " requests/s, each step "
                    + r.options().get("climbWarmupSeconds")
                    + " s of warm-up then " + r.options().get("climbSeconds") + " s measured.");
        }
        if (ladder(r)) {
            parts.add("Templates ladder: " + MarkdownReport.shares(Ladder.START)
                    + " of each server's closed-loop median, then on at " + MarkdownReport.shares(Ladder.ABOVE)
                    + " (the cap) until a step is not held, each step "
                    + r.options().get("warmupSeconds") + " s of warm-up then "
                    + r.options().get("seconds") + " s measured.");
        }
        return parts;
    }

    /** Java's version, then each loader that ran (its name where its version was not recorded), then nginx's if it raced. */
    static List<String> versions(RaceResults r) {
        List<String> versions = new ArrayList<>();
        versions.add(String.valueOf(r.versions().get("java")));
        for (String loader : loaders(r)) {
            String version = r.versions().get(loader.toLowerCase(Locale.ROOT));
            versions.add(version == null ? loader : version);
        }
        if (r.versions().get("nginx") != null) {
            versions.add(r.versions().get("nginx"));
        }
        return versions;
    }
}
