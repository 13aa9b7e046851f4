package dev.brigade.race;

import java.util.List;

/** report.md: the machine, one table per workload, the warm-ups, CPU by thread group, the paired ratios, the ladder, startup and memory. */
final class MarkdownReport {

    static final String LOADER_BOUND_NOTE =
            "Loader-bound: wrk kept its CPUs 90% busy or more, so it, not the server, set the pace;"
                    + " compare CPU per request there, not requests/s.";

    static final String CPU_SENTENCE =
            "User + system time of the server's threads (/proc/PID/task/*/stat) over the measured run, per 2xx"
                    + " answer, by thread group. The figure is every thread but the JIT compiler's; the compiler's share is shown, never"
                    + " counted. GC is the collector's own threads, or the VM Thread where the JVM has none (SerialGC collects there).";
    static final String RATIO_SENTENCE =
            "Each server's requests per CPU-second over the baseline's (the baseline's CPU per request"
                    + " over the server's), taken within each round, where both ran minutes apart on the same machine; h2c's and TLS's"
                    + " plaintext also against the same server's HTTP/1.1 plaintext. Then the median of those per-round ratios and its 95%"
                    + " interval: a percentile bootstrap over the rounds ("
                    + String.format(java.util.Locale.ROOT, "%,d", Interval.RESAMPLES) + " resamples, seed "
                    + Interval.SEED + ")."
                    + " Where the interval contains 1 the rounds cannot tell the two apart: the difference is not resolved.";
    static final String VERDICT_SENTENCE =
            "A lever race (--baseline): each competitor is the baseline without one lever. The lever is"
                    + " kept where the competitor without it does fewer requests per CPU-second (the interval below 1), dropped where more"
                    + " (above 1); no verdict where the interval contains 1 or fewer than " + Ratio.VERDICT_ROUNDS
                    + " rounds paired.";

    private MarkdownReport() {}

    static String warmupSentence(RaceResults r) {
        return "From each fresh process's first request: back-to-back one-second wrk runs of the workload until the JIT compiler's"
                + " threads used under 2% of a core in each of 3 seconds in a row ("
                + r.options().get("warmupSeconds") + " s at least, "
                + r.options().get("warmupCeilingSeconds")
                + " s at most; a warm-up that reached the ceiling is not steady). Each curve"
                + " is the median over the rounds, second by second; compiler CPU until steady counts from exec.";
    }

    static String ladderSentence(RaceResults r) {
        return "Hyperfoil's constantRate phases: requests start on a fixed schedule whatever the server does (an open model), at "
                + shares(Ladder.START)
                + " of each server's closed-loop median, then on at " + shares(Ladder.ABOVE)
                + " until a step is not held; each step "
                + r.options().get("warmupSeconds") + " s of warm-up then "
                + r.options().get("seconds")
                + " s measured on a fresh server; latency from each request's send. A server's climb"
                + " stops at the first step it answers under 90% of the offered rate or errs, and says who was full there (the"
                + " loader or the server: 85% of its CPUs busy, else neither); a server that holds "
                + Limits.percent(Ladder.CAP)
                + ", the cap, ends \"cap reached\", not full. Errors are Hyperfoil's counters summed,"
                + " where a request cut by a closed connection counts twice; in brackets, the requests that failed and how.";
    }

    /** "140%, 170%, 200%, 250% and 300%" */
    static String shares(List<Double> shares) {
        List<String> each = shares.stream().map(Limits::percent).toList();
        return String.join(", ", each.subList(0, each.size() - 1)) + " and " + each.getLast();
    }

    /** Per ladder workload: the highest step each server held, then every step. */
    private static void ladder(StringBuilder md, RaceResults r) {
        for (Workload w : r.workloads()) {
            List<LadderStep> steps = r.ladderFor(w.name());
            if (steps.isEmpty()) {
                continue;
            }
            md.append("## Open-loop ladder: ")
                    .append(w.title())
                    .append("\n\n")
                    .append(ladderSentence(r))
                    .append("\n\n");
            md.append(
                    "| server | highest step held | offered/s there | p99 there | p99.9 there | where it ended |\n|---|---:|---:|---:|---:|---|\n");
            for (String name :
                    steps.stream().map(LadderStep::competitor).distinct().toList()) {
                List<LadderStep> own =
                        steps.stream().filter(s -> s.competitor().equals(name)).toList();
                var best = Ladder.highestHeld(own);
                md.append("| ")
                        .append(name)
                        .append(" | ")
                        .append(best.map(s -> s.step() + " (" + Limits.percent(s.share()) + ")")
                                .orElse("none"))
                        .append(" | ")
                        .append(best.map(s -> Format.rate(s.offered())).orElse(""))
                        .append(" | ")
                        .append(best.map(s -> Format.millis(s.p99Millis())).orElse(""))
                        .append(" | ")
                        .append(best.map(s -> Format.millis(s.p999Millis())).orElse(""))
                        .append(" | ")
                        .append(Ladder.ending(own).replace("|", "/"))
                        .append(" |\n");
            }
            md.append(
                            "\n| server | step | offered/s | answered/s | p50 | p99 | p99.9 | errors | what limited it | verdict |\n")
                    .append("|---|---:|---:|---:|---:|---:|---:|---:|---|---|\n");
            for (LadderStep s : steps) {
                if (s.error() != null) {
                    md.append("| ")
                            .append(s.competitor())
                            .append(" | ")
                            .append(s.step())
                            .append(" | failed: ")
                            .append(s.error().replace("|", "/"))
                            .append(" ||||||||\n");
                    continue;
                }
                md.append("| ")
                        .append(s.competitor())
                        .append(" | ")
                        .append(s.step())
                        .append(" (")
                        .append(Limits.percent(s.share()))
                        .append(") | ")
                        .append(Format.rate(s.offered()))
                        .append(" | ")
                        .append(Format.rate(s.achieved()))
                        .append(" | ")
                        .append(Format.millis(s.p50Millis()))
                        .append(" | ")
                        .append(Format.millis(s.p99Millis()))
                        .append(" | ")
                        .append(Format.millis(s.p999Millis()))
                        .append(" | ")
                        .append(s.errorsText())
                        .append(" | ")
                        .append(Limits.limitedBy(s.serverBusy(), s.loaderBusy(), s.loaderBound(), "loader"))
                        .append(" | ")
                        .append(s.verdict())
                        .append(" |\n");
            }
            md.append("\n");
        }
    }

    /** The workloads in the race's three sections, HTTP/1.1, then h2c, then HTTPS, each in the race's order. */
    static List<Workload> sectioned(List<Workload> workloads) {
        return java.util.stream.Stream.of("HTTP/1.1", "h2c", "HTTPS")
                .flatMap(section -> workloads.stream().filter(w -> w.section().equals(section)))
                .toList();
    }

    static String sectionSentence(String section) {
        return switch (section) {
            case "h2c" ->
                "HTTP/2 without TLS, by prior knowledge, through h2load: each connection carries several requests at once.";
            case "HTTPS" ->
                "Each server's HTTPS mode, a second start of it with the race's certificate (ECDSA P-256, self-signed, made"
                        + " for this race): TLS 1.3, HTTP/2 by ALPN, through h2load; churn is HTTP/1.1 over TLS with a full handshake per"
                        + " request (the servers send no session tickets). A server with no HTTPS mode sits these out.";
            default -> "HTTP/1.1 in the clear, through wrk.";
        };
    }

    /** Plaintext over HTTP/1.1, h2c and TLS side by side, with what HTTP/2 and TLS each add to a request's CPU. */
    private static void threeWays(StringBuilder md, RaceResults r) {
        List<PlaintextThreeWays.Row> rows = PlaintextThreeWays.rows(r);
        if (rows.isEmpty()) {
            return;
        }
        md.append("## Plaintext three ways\n\n")
                .append(PlaintextThreeWays.SENTENCE)
                .append("\n\n")
                .append(
                        "| server | HTTP/1.1 req/s | h2c req/s | HTTP/2 + TLS req/s | HTTP/1.1 CPU/request | h2c CPU/request"
                                + " | HTTP/2 + TLS CPU/request | HTTP/2's cost | TLS's cost |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (PlaintextThreeWays.Row row : rows) {
            md.append("| ")
                    .append(row.competitor())
                    .append(" | ")
                    .append(PlaintextThreeWays.rate(row.http1()))
                    .append(" | ")
                    .append(PlaintextThreeWays.rate(row.h2c()))
                    .append(" | ")
                    .append(PlaintextThreeWays.rate(row.tls()))
                    .append(" | ")
                    .append(PlaintextThreeWays.cpu(row.http1()))
                    .append(" | ")
                    .append(PlaintextThreeWays.cpu(row.h2c()))
                    .append(" | ")
                    .append(PlaintextThreeWays.cpu(row.tls()))
                    .append(" | ")
                    .append(PlaintextThreeWays.cost(row.http2Cost()))
                    .append(" | ")
                    .append(PlaintextThreeWays.cost(row.tlsCost()))
                    .append(" |\n");
        }
        md.append("\n");
    }

    /** Who raced, what they are written in, and the kit's two verdicts: the race tier's, the gate, and brigade's whole contract's. */
    private static void entrants(StringBuilder md, RaceResults r) {
        md.append(
                        "| server | language | framework | race tier (the gate) | its HTTPS mode (the TLS workloads' gate) | brigade's whole contract (shown, never a gate) |\n")
                .append("|---|---|---|---|---|---|\n");
        for (Entrant e : r.competitors()) {
            md.append("| ")
                    .append(e.name())
                    .append(" | ")
                    .append(cell(e.language()))
                    .append(" | ")
                    .append(cell(e.framework()))
                    .append(" | ")
                    .append(cell(gate(e)))
                    .append(" | ")
                    .append(cell(tlsGate(e)))
                    .append(" | ")
                    .append(cell(e.contract()))
                    .append(" |\n");
        }
        md.append("\n");
    }

    /** The race tier's verdict in words: race-ready, or not ready and why. */
    static String gate(Entrant e) {
        return switch (e.verdict()) {
            case "passed" -> "race-ready";
            case "reference" -> "the reference (not checked)";
            default -> e.dnf() ? "not ready: " + e.firstFailure() : e.verdict();
        };
    }

    /** The HTTPS mode's verdict in words: race-ready, not ready and why, or none (it sits the TLS workloads out). */
    static String tlsGate(Entrant e) {
        return e.tls() == null
                ? "none"
                : e.tls().equals("passed")
                        ? "race-ready"
                        : e.tls().equals("reference") ? "the reference (not checked)" : e.tls();
    }

    private static String cell(String s) {
        return s == null ? "" : s.replace("|", "/").replace("\n", " ");
    }

    static String render(RaceResults r) {
        StringBuilder md = new StringBuilder();
        md.append("# brigade race ").append(r.stamp()).append("\n\n");
        md.append("Machine: ")
                .append(r.machine().get("cpuModel"))
                .append(", ")
                .append(r.machine().get("cores"))
                .append(" CPUs; ")
                .append(ReportHeader.pinning(r))
                .append(".");
        for (String part : ReportHeader.parts(r)) {
            md.append(' ').append(part);
        }
        md.append(" Versions: ")
                .append(String.join("; ", ReportHeader.versions(r)))
                .append(".\n\n");
        entrants(md, r);
        String section = null;
        for (Workload w : sectioned(r.workloads())) {
            List<Median> rows = r.mediansFor(w);
            if (rows.isEmpty()) {
                continue;
            }
            if (!w.section().equals(section)) {
                section = w.section();
                md.append("## ")
                        .append(section)
                        .append("\n\n")
                        .append(sectionSentence(section))
                        .append("\n\n");
            }
            md.append("### ")
                    .append(w.title())
                    .append("\n\n`")
                    .append(w.path())
                    .append("`, ")
                    .append(w.shape())
                    .append("\n\n");
            md.append(
                    "| server | requests/s | p50 | p99 | CPU/request | peak RSS | non-2xx | socket errors | warm-up | what limited it |\n");
            md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
            for (Median m : rows) {
                if (!m.counted()) {
                    md.append("| ")
                            .append(m.competitor())
                            .append(" | failed: ")
                            .append(m.error().replace("|", "/"))
                            .append(" ||||||||| \n");
                    continue;
                }
                md.append("| ")
                        .append(m.competitor())
                        .append(" | ")
                        .append(Format.rate(m.requestsPerSecond()))
                        .append(" | ")
                        .append(Format.millis(m.p50Millis()))
                        .append(" | ")
                        .append(Format.millis(m.p99Millis()))
                        .append(" | ")
                        .append(Format.micros(m.cpuMicrosPerRequest()))
                        .append(" | ")
                        .append(Format.mebibytes(m.peakRssKib()))
                        .append(" | ")
                        .append(m.non2xx())
                        .append(" | ")
                        .append(m.socketErrors())
                        .append(" | ")
                        .append(Format.warmup(m))
                        .append(" | ")
                        .append(Format.limits(m))
                        .append(" |\n");
            }
            md.append("\n");
            if (rows.stream().anyMatch(Median::loaderBound)) {
                md.append(LOADER_BOUND_NOTE).append("\n\n");
            }
        }
        threeWays(md, r);
        MarkdownSteadyState.warmup(md, r);
        MarkdownSteadyState.cpu(md, r);
        MarkdownSteadyState.ratios(md, r);
        MarkdownMethods.render(md, r);
        MarkdownConduit.render(md, r);
        ladder(md, r);
        md.append(
                "## Startup and memory\n\n| server | startup to first 200 (median) | peak RSS (largest) |\n|---|---:|---:|\n");
        for (String name : r.startupMillis().keySet()) {
            md.append("| ")
                    .append(name)
                    .append(" | ")
                    .append(Format.millis(r.startupMillis().get(name)))
                    .append(" | ")
                    .append(Format.mebibytes(r.peakRssKib().get(name)))
                    .append(" |\n");
        }
        return md.toString();
    }
}
