package dev.brigade.race;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The race: each server checked by the kit first (a failure is DNF), then, round after round, every
 * competitor on every workload, each run on a freshly started process with a fresh database copy:
 * a warm-up, then the measured run. The order of the competitors rotates from one round to the next,
 * so that whatever else the machine is doing falls on each of them in turn; the reports show medians.
 */
final class Race {

    /** The load user's token: the lowercase hex of the first 16 bytes of SHA-256("conduit-token-0"). */
    static final String LOAD_USER_TOKEN = Tokens.conduitToken(0);

    private record Step(int round, Workload workload, Competitor competitor, int order) {
    }

    private final Path root;
    private final Path java;
    private final RaceOptions options;
    private final PrintStream log;

    Race(Path root, Path java, RaceOptions options, PrintStream log) {
        this.root = root;
        this.java = java;
        this.options = options;
        this.log = log;
    }

    RaceResults run(Path resultsDir, String stamp) throws IOException, UsageException {
        Instant started = Instant.now();
        Path wrkBinary = Wrk.locate();
        Kit kit = Kit.locate(root, java);
        List<JavaServer> servers = chosenServers();
        Optional<Path> nginxBinary = options.nginx() && wanted("nginx") && options.workloads().stream().anyMatch(Workload::reference)
                ? Competitors.onPath("nginx") : Optional.empty();
        if (servers.isEmpty() && nginxBinary.isEmpty()) {
            throw new UsageException("nothing to race: no impl-X/target/brigade-X.jar is built" + (options.impls().isEmpty() ? "" : " among " + options.impls()));
        }

        Path scratch = Files.createTempDirectory("brigade-race-");
        try {
            Path seeded = scratch.resolve("seeded.db");
            if (!servers.isEmpty()) {
                log.println("seeding the Conduit database with the kit");
                kit.seed(seeded);
            }
            List<Entrant> entrants = new ArrayList<>();
            List<Competitor> racers = new ArrayList<>();
            for (JavaServer server : servers) {
                Entrant entrant = check(kit, server, resultsDir.resolve("kit").resolve(server.name()));
                entrants.add(entrant);
                if (!entrant.dnf()) {
                    racers.add(server);
                }
            }
            if (nginxBinary.isPresent()) {
                Nginx nginx = new Nginx(nginxBinary.get());
                entrants.add(new Entrant("nginx", "reference", nginx.binary() + " (worker_processes 1, return 200)", "reference", null));
                racers.add(nginx);
            }

            List<Step> steps = plan(racers);
            Wrk wrk = new Wrk(wrkBinary, options.pinning(), Files.createDirectories(scratch.resolve("lua")));
            Progress progress = new Progress(log, steps.size(), options.warmupSeconds() + options.seconds() + 2.0);
            log.printf("racing %d runs: %d round(s) of %d s after a %d s warm-up; server on CPU %s, wrk on CPU %s%n",
                    steps.size(), options.rounds(), options.seconds(), options.warmupSeconds(),
                    options.pinning().serverCpus(), options.pinning().loadCpus());
            List<Sample> samples = new ArrayList<>();
            int n = 0;
            for (Step step : steps) {
                progress.starting(step.competitor().name(), step.workload().name(), step.round(), options.rounds());
                Sample sample = measure(step, wrk, seeded, Files.createDirectories(scratch.resolve("run-" + (++n))), resultsDir);
                samples.add(sample);
                progress.finished(sample.counted()
                        ? "%,.0f req/s  p50 %.2f ms  p99 %.2f ms  %.1f us CPU/req  startup %.0f ms  %s%s".formatted(
                        sample.requestsPerSecond(), sample.p50Millis(), sample.p99Millis(), sample.cpuMicrosPerRequest(),
                        sample.startupMillis(), Limits.limitedBy(sample.serverBusy(), sample.loaderBusy(), sample.loaderBound(), "wrk"),
                        sample.non2xx() + sample.socketErrors() > 0
                                ? "  (%d non-2xx, %d socket errors)".formatted(sample.non2xx(), sample.socketErrors()) : "")
                        : "failed: " + sample.error());
            }
            List<LadderStep> ladder = options.ladder() ? ladder(racers, samples, seeded, scratch) : List.of();
            return results(stamp, started, entrants, samples, ladder, kit);
        } finally {
            deleteTree(scratch);
        }
    }

    private boolean wanted(String name) {
        return options.impls().isEmpty() || options.impls().contains(name);
    }

    private List<JavaServer> chosenServers() throws IOException, UsageException {
        List<JavaServer> built = Competitors.servers(root, java);
        for (String name : options.impls()) {
            if (!name.equals("nginx") && built.stream().noneMatch(s -> s.name().equals(name))) {
                throw new UsageException("no built server named '" + name + "' (impl-" + name + "/target/brigade-" + name
                        + ".jar); built: " + String.join(", ", built.stream().map(JavaServer::name).toList()));
            }
        }
        return built.stream().filter(s -> wanted(s.name())).toList();
    }

    private Entrant check(Kit kit, JavaServer server, Path reportDir) throws IOException {
        String command = String.join(" ", server.launcher()) + " --address A --port P --database F";
        if (!options.check()) {
            return new Entrant(server.name(), "server", command, "unchecked", null);
        }
        log.println("checking " + server.name() + " with the kit");
        Files.createDirectories(reportDir);
        long began = System.nanoTime();
        Kit.Verdict verdict = kit.check(server.launcher(), reportDir);
        log.println("        " + (verdict.passed() ? "passed: " + verdict.summary() : "DNF: " + verdict.firstFailure())
                + " (" + Progress.duration(Math.round((System.nanoTime() - began) / 1e9)) + ")");
        return new Entrant(server.name(), "server", command, verdict.passed() ? "passed" : "DNF", verdict.firstFailure());
    }

    /** Round by round, workload by workload, the competitors in an order rotated by one each round. */
    private List<Step> plan(List<Competitor> racers) {
        List<Step> steps = new ArrayList<>();
        for (int round = 1; round <= options.rounds(); round++) {
            for (Workload workload : options.workloads()) {
                List<Competitor> these = new ArrayList<>(racers.stream().filter(c -> c.fullContract() || workload.reference()).toList());
                if (these.isEmpty()) {
                    continue;
                }
                Collections.rotate(these, -((round - 1) % these.size()));
                for (int i = 0; i < these.size(); i++) {
                    steps.add(new Step(round, workload, these.get(i), i + 1));
                }
            }
        }
        return steps;
    }

    private Sample measure(Step step, Wrk wrk, Path seeded, Path work, Path resultsDir) throws IOException {
        String name = step.competitor().name();
        String workload = step.workload().name();
        Path database = work.resolve("conduit.db");
        if (step.competitor().fullContract() && Files.exists(seeded)) {
            Files.copy(seeded, database, StandardCopyOption.REPLACE_EXISTING);
        }
        List<String> scriptArgs = step.workload().name().equals("conduit") ? List.of(LOAD_USER_TOKEN) : List.of();
        try (ServerProcess server = ServerProcess.start(step.competitor(), options.pinning().serverCpus(), database, work)) {
            try {
                wrk.run(step.workload(), server.port(), options.warmupSeconds(), scriptArgs);
                long cpuBefore = ProcessStats.cpuMicros(server.pid());
                long wallBefore = System.nanoTime();
                WrkResult r = wrk.run(step.workload(), server.port(), options.seconds(), scriptArgs);
                long cpuAfter = ProcessStats.cpuMicros(server.pid());
                double wall = (System.nanoTime() - wallBefore) / 1e9;
                long rss = ProcessStats.peakRssKib(server.pid());
                if (!server.alive()) {
                    throw new IOException(name + " exited during the run: " + ServerProcess.reason(server.log()));
                }
                double cpuPerRequest = r.ok() > 0 ? (double) (cpuAfter - cpuBefore) / r.ok() : 0;
                return new Sample(name, workload, step.round(), step.order(), server.startupMillis(), r.okPerSecond(),
                        r.p50Millis(), r.p99Millis(), r.ok(), r.non2xx(), r.socketErrors(), cpuPerRequest, rss, r.seconds(),
                        Limits.busyShare(cpuAfter - cpuBefore, wall, options.pinning().serverCpuCount()), r.loaderBusy(), null);
            } catch (IOException e) {
                keepLog(server.log(), resultsDir, name, workload, step.round());
                throw e;
            }
        } catch (IOException e) {
            return Sample.failed(name, workload, step.round(), step.order(), e.getMessage());
        } finally {
            deleteTree(work);
        }
    }

    /**
     * The open-loop ladder: for every server and ladder workload with a counted closed-loop median, a
     * climb from half that rate to 120% of it, on a fresh process.
     */
    private List<LadderStep> ladder(List<Competitor> racers, List<Sample> samples, Path seeded, Path scratch) throws IOException {
        record Climb(Competitor competitor, Workload workload, double median) {
        }
        List<Climb> climbs = new ArrayList<>();
        for (Workload w : options.workloads()) {
            if (!Ladder.WORKLOADS.contains(w.name())) {
                continue;
            }
            for (Competitor c : racers) {
                List<Sample> these = samples.stream().filter(s -> s.competitor().equals(c.name()) && s.workload().equals(w.name())).toList();
                Median m = these.isEmpty() ? null : Median.of(c.name(), w.name(), these);
                if (c.fullContract() && m != null && m.counted() && m.requestsPerSecond() > 0) {
                    climbs.add(new Climb(c, w, m.requestsPerSecond()));
                }
            }
        }
        if (climbs.isEmpty()) {
            return List.of();
        }
        log.printf("the open-loop ladder: %d climb(s) of up to %d steps (%s of the closed-loop median), each step %d s of warm-up"
                        + " then %d s measured; Hyperfoil on CPU %s%n", climbs.size(), Ladder.SHARES.size(),
                Ladder.SHARES.stream().map(Limits::percent).toList(), options.warmupSeconds(), options.seconds(), options.pinning().loadCpus());
        OpenLoop openLoop = new OpenLoop(java, options.pinning(), options.warmupSeconds(), options.seconds(), log);
        List<LadderStep> steps = new ArrayList<>();
        int n = 0;
        for (Climb climb : climbs) {
            log.printf("[ladder %d/%d] %-10s %-10s  closed-loop median %,.0f req/s%n", ++n, climbs.size(), climb.competitor().name(),
                    climb.workload().name(), climb.median());
            Path work = Files.createDirectories(scratch.resolve("ladder-" + n));
            steps.addAll(openLoop.climb(climb.competitor(), climb.workload(), climb.median(), seeded, work));
            deleteTree(work);
        }
        return steps;
    }

    private static void keepLog(Path log, Path resultsDir, String name, String workload, int round) {
        try {
            Path dir = Files.createDirectories(resultsDir.resolve("logs"));
            Files.copy(log, dir.resolve(name + "-" + workload + "-round" + round + ".log"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException ignored) {
            // the error itself is in the results
        }
    }

    private RaceResults results(String stamp, Instant started, List<Entrant> entrants, List<Sample> samples, List<LadderStep> ladder, Kit kit) {
        List<Median> medians = new ArrayList<>();
        Map<String, Double> startup = new LinkedHashMap<>();
        Map<String, Long> rss = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            List<Sample> own = samples.stream().filter(s -> s.competitor().equals(e.name())).toList();
            for (Workload w : options.workloads()) {
                List<Sample> these = own.stream().filter(s -> s.workload().equals(w.name())).toList();
                if (!these.isEmpty()) {
                    medians.add(Median.of(e.name(), w.name(), these));
                }
            }
            List<Sample> counted = own.stream().filter(Sample::counted).toList();
            if (!counted.isEmpty()) {
                startup.put(e.name(), Median.median(counted.stream().mapToDouble(Sample::startupMillis).toArray()));
                rss.put(e.name(), counted.stream().mapToLong(Sample::peakRssKib).max().orElse(0));
            }
        }
        Map<String, Object> opts = new LinkedHashMap<>();
        opts.put("rounds", options.rounds());
        opts.put("seconds", options.seconds());
        opts.put("warmupSeconds", options.warmupSeconds());
        opts.put("quick", options.quick());
        opts.put("ladder", options.ladder());
        opts.put("checked", options.check());
        opts.put("kit", root.relativize(kit.jar()).toString());
        Path nginx = entrants.stream().anyMatch(e -> e.name().equals("nginx")) ? Competitors.onPath("nginx").orElse(null) : null;
        return new RaceResults(stamp, started.toString(), Instant.now().toString(), Machine.describe(), options.pinning(),
                Machine.versions(root, java, Competitors.onPath("wrk").orElse(null), nginx), opts, entrants,
                options.workloads(), samples, medians, startup, rss, ladder);
    }

    static String stamp(Instant now) {
        return DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(now);
    }

    static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (var walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // a leftover in /tmp is harmless
                }
            });
        } catch (IOException ignored) {
            // as above
        }
    }
}
