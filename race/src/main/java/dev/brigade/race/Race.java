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
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The race: each server checked by the kit first (a race-tier failure is not ready), then, round after round, every
 * competitor on every workload, each run on a freshly started process with a fresh database copy:
 * a warm-up until steady ({@link Warmup}), then the measured run. The competitors of each round run in
 * a seeded shuffle ({@link Plan}), so that whatever else the machine is doing falls on each of them in
 * turn; the reports show medians and ratios paired within rounds. results.json is written after every
 * run, and a race given its earlier results goes on from them.
 */
public final class Race {

    /** The load user's token: the lowercase hex of the first 16 bytes of SHA-256("conduit-token-0"). */
    static final String LOAD_USER_TOKEN = Tokens.conduitToken(0);

    private final Path root;
    private final Path java;
    private final RaceOptions options;
    private final PrintStream log;
    /** The --competitor folders that could not be read or built, listed after those that could. */
    private final List<Entrant> notBuilt = new ArrayList<>();

    Race(Path root, Path java, RaceOptions options, PrintStream log) {
        this.root = root;
        this.java = java;
        this.options = options;
        this.log = log;
    }

    /** Races into {@code resultsDir}; {@code previous} (or null) is what an interrupted race of the same options recorded there. */
    RaceResults run(Path resultsDir, String stamp, RaceResults previous) throws IOException, UsageException {
        // each loader is needed only for the workloads it speaks: an h2c-and-TLS race runs without wrk
        Path wrkBinary = options.workloads().stream().anyMatch(w -> !w.h2load() && !w.mixed()) ? Wrk.locate() : null;
        Path h2loadBinary =
                options.workloads().stream().anyMatch(w -> w.h2load() && !w.mixed()) ? H2load.locate() : null;
        Kit kit = Kit.locate(root, java);
        List<JavaServer> servers = chosenServers();
        Optional<Path> nginxBinary = options.nginx()
                        && wanted("nginx")
                        && options.workloads().stream().anyMatch(Workload::reference)
                ? Competitors.onPath("nginx")
                : Optional.empty();
        if (servers.isEmpty() && nginxBinary.isEmpty() && options.competitors().isEmpty()) {
            throw new UsageException("nothing to race: no impl-X/target/brigade-X.jar is built"
                    + (options.impls().isEmpty() ? "" : " among " + options.impls()));
        }
        List<Competitor> everyone = new ArrayList<>(servers);
        nginxBinary.map(Nginx::new).ifPresent(everyone::add);
        int fullContract = servers.size() + options.competitors().size();
        int climbs = options.ladder()
                ? fullContract
                        * (int) options.workloads().stream()
                                .filter(w -> Ladder.WORKLOADS.contains(w.name()))
                                .count()
                : 0;
        int checks = options.check()
                ? (int) servers.stream()
                                .filter(s -> previous == null
                                        || entrant(previous, s.name()).isEmpty())
                                .count()
                        + options.competitors().size()
                : 0;
        int runsLeft = !options.method().steady()
                ? 0
                : Plan.of(everyone, options.workloads(), options.rounds(), options.seed())
                                .size()
                        + options.competitors().size()
                                * (int) options.workloads().stream()
                                        .filter(w -> !w.mixed())
                                        .count()
                                * options.rounds()
                        - (previous == null ? 0 : previous.rounds().size());
        // the race's method: as many runs as the steady state's, on one process per round, competitor and mode
        List<RaceSchedule.Session> sessions = !options.method().race()
                ? List.of()
                : RaceSchedule.of(
                        everyone,
                        everyone.stream()
                                .filter(Competitor::servesTls)
                                .map(Competitor::name)
                                .collect(Collectors.toSet()),
                        options.workloads(),
                        options.rounds(),
                        options.seed());
        int raceRunsLeft = sessions.stream().mapToInt(s -> s.workloads().size()).sum()
                + options.competitors().size()
                        * (int) options.workloads().stream()
                                .filter(w -> !w.mixed())
                                .count()
                        * options.rounds()
                - (previous == null ? 0 : previous.raceRounds().size());
        int conduitClimbs = fullContract
                * (int) options.workloads().stream().filter(Workload::mixed).count();
        log.println(Estimate.of(runsLeft, checks, climbs, conduitClimbs, options)
                .withRaceMethod(sessions.size(), Math.max(0, raceRunsLeft), options)
                .sentence(options));

        Map<String, String> versions = Machine.versions(root, java, wrkBinary, nginxBinary.orElse(null), h2loadBinary);
        if (conduitClimbs > 0 || climbs > 0) {
            versions.put("hyperfoil", Machine.hyperfoil());
        }
        Recorder record = new Recorder(
                resultsDir.resolve("results.json"),
                stamp,
                options,
                Machine.describe(),
                versions,
                root.relativize(kit.jar()),
                previous);
        // built first: a build may run Maven in this checkout (a brigade release's), which must be done before any jar
        // is started
        List<Outside> outside = buildOutside();
        Path scratch = Files.createTempDirectory("brigade-race-");
        try {
            Path seeded = scratch.resolve("seeded.db");
            if (!servers.isEmpty() || !outside.isEmpty()) {
                log.println("seeding the Conduit database with the kit");
                kit.seed(seeded);
            }
            // one certificate a race, of the race's kind, for every server's HTTPS mode (and the kit's own checks make
            // theirs)
            Kit.Certificate certificate = options.workloads().stream().anyMatch(Workload::tls)
                    ? kit.certificate(Files.createDirectories(scratch.resolve("tls")))
                    : null;
            List<Competitor> racers = racers(kit, servers, outside, nginxBinary, record, resultsDir);
            record.save();

            Set<String> tlsReady = record.entrants.stream()
                    .filter(Entrant::racesTls)
                    .map(Entrant::name)
                    .collect(Collectors.toSet());
            List<Plan.Step> plan = options.method().steady()
                    ? Plan.of(racers, tlsReady, options.workloads(), options.rounds(), options.seed())
                    : List.of();
            Set<String> done = record.samples.stream()
                    .map(s -> Plan.Step.key(s.round(), s.workload(), s.competitor()))
                    .collect(Collectors.toSet());
            List<Plan.Step> steps =
                    plan.stream().filter(s -> !done.contains(s.key())).toList();
            Load wrk = Load.of(
                    wrkBinary == null
                            ? null
                            : new Wrk(wrkBinary, options.pinning(), Files.createDirectories(scratch.resolve("lua"))),
                    h2loadBinary == null
                            ? null
                            : new H2load(
                                    h2loadBinary,
                                    options.pinning(),
                                    Files.createDirectories(scratch.resolve("h2load"))));
            Progress progress = new Progress(log, steps.size(), Estimate.perRunGuess(options));
            if (previous != null) {
                log.printf(
                        "resuming %s: %d of %d runs were done%n", resultsDir, plan.size() - steps.size(), plan.size());
            }
            if (options.method().steady()) {
                log.printf(
                        "racing %d runs: %d round(s) of %d s after a warm-up until steady (%d s at least, %d s at most); seed %d;"
                                + " server on CPU %s, wrk and h2load on CPU %s%n",
                        steps.size(),
                        options.rounds(),
                        options.seconds(),
                        options.warmupSeconds(),
                        options.warmupCeilingSeconds(),
                        options.seed(),
                        options.pinning().serverCpus(),
                        options.pinning().loadCpus());
            }
            int n = 0;
            for (Plan.Step step : steps) {
                progress.starting(step.competitor().name(), step.workload().name(), step.round(), options.rounds());
                Sample sample = measure(
                        step,
                        wrk,
                        seeded,
                        step.workload().tls() ? certificate : null,
                        Files.createDirectories(scratch.resolve("run-" + (++n))),
                        resultsDir);
                record.samples.add(sample);
                record.save();
                progress.finished(Progress.summary(sample));
            }
            if (options.method().race()) {
                raceMethod(racers, tlsReady, record, wrk, seeded, certificate, scratch);
            }
            if (options.ladder()) {
                ladder(racers, record, seeded, scratch);
            }
            climbConduit(racers, tlsReady, record, seeded, certificate, scratch);
            return record.results();
        } finally {
            deleteTree(scratch);
        }
    }

    /**
     * Who races: our servers and the outside competitors the kit's race tier passed (a resumed race keeps
     * its verdicts and checks only the new), and nginx. A competitor that could not be built is already
     * recorded as not ready.
     */
    private List<Competitor> racers(
            Kit kit,
            List<JavaServer> servers,
            List<Outside> outside,
            Optional<Path> nginxBinary,
            Recorder record,
            Path resultsDir)
            throws IOException {
        List<Competitor> racers = new ArrayList<>();
        List<Competitor> gated = new ArrayList<>(servers);
        gated.addAll(outside);
        for (Competitor c : gated) {
            Optional<Entrant> known = entrant(record.entrants, c.name());
            Entrant entrant = known.isPresent()
                    ? known.get()
                    : check(kit, c, resultsDir.resolve("kit").resolve(c.name()));
            if (known.isEmpty()) {
                record.entrants.add(entrant);
            }
            if (!entrant.dnf()) {
                racers.add(c);
            }
        }
        for (Entrant e : notBuilt) {
            entrant(record.entrants, e.name()).ifPresent(record.entrants::remove);
            record.entrants.add(e);
        }
        if (nginxBinary.isPresent()) {
            Nginx nginx = new Nginx(nginxBinary.get());
            if (entrant(record.entrants, "nginx").isEmpty()) {
                record.entrants.add(new Entrant(
                        "nginx",
                        "reference",
                        nginx.binary()
                                + " (worker_processes 1, return 200; h2c on a second port; HTTPS with the race's certificate)",
                        "reference",
                        null,
                        "C",
                        "nginx",
                        null,
                        "reference"));
            }
            racers.add(nginx);
        }
        return racers;
    }

    /**
     * Each --competitor folder read and built; one that cannot be (its competitor.json, a placeholder
     * brigade does not know, a failing step, no binary) is recorded not ready with that line, and the
     * race goes on without it.
     */
    private List<Outside> buildOutside() throws IOException {
        List<Outside> built = new ArrayList<>();
        for (Path dir : options.competitors()) {
            Path raceRoot = options.raceRoot() != null
                    ? options.raceRoot().toAbsolutePath().normalize()
                    : OutsideBuild.defaultRaceRoot(dir);
            String name = dir.toAbsolutePath().normalize().getFileName().toString();
            try {
                CompetitorSpec spec = CompetitorSpec.read(dir);
                built.add(new OutsideBuild(root, raceRoot, java, log).build(spec));
            } catch (CompetitorSpec.SpecException e) {
                log.println("        " + name + " not ready: " + e.getMessage());
                CompetitorSpec spec = null;
                try {
                    spec = CompetitorSpec.parse(dir);
                } catch (CompetitorSpec.SpecException unreadable) {
                    // the line above says why
                }
                notBuilt.add(new Entrant(
                        name,
                        "competitor",
                        dir.toString(),
                        Entrant.NOT_READY,
                        e.getMessage(),
                        spec == null ? null : spec.language(),
                        spec == null ? null : spec.framework(),
                        null));
            }
        }
        return built;
    }

    private static Optional<Entrant> entrant(RaceResults results, String name) {
        return entrant(results.competitors(), name);
    }

    private static Optional<Entrant> entrant(List<Entrant> entrants, String name) {
        return entrants.stream().filter(e -> e.name().equals(name)).findFirst();
    }

    private boolean wanted(String name) {
        return options.impls().isEmpty() || options.impls().contains(name);
    }

    private List<JavaServer> chosenServers() throws IOException, UsageException {
        List<JavaServer> built = Competitors.servers(root, java);
        for (String name : options.impls()) {
            if (!name.equals("nginx") && built.stream().noneMatch(s -> s.name().equals(name))) {
                throw new UsageException("no built server named '" + name + "' (impl-" + name + "/target/brigade-"
                        + name + ".jar); built: "
                        + String.join(", ", built.stream().map(JavaServer::name).toList()));
            }
        }
        return built.stream().filter(s -> wanted(s.name())).toList();
    }

    /** The kit's verdicts on one of ours or an outside competitor: the race tier's gates, the whole contract's is shown. */
    private Entrant check(Kit kit, Competitor c, Path reportDir) throws IOException {
        String kind = c instanceof Outside ? "competitor" : "server";
        String command = c instanceof Outside o
                ? o.shown()
                : String.join(" ", ((JavaServer) c).launcher()) + " --address A --port P --database F";
        String language = c instanceof Outside o ? o.spec().language() : "Java";
        String framework = c instanceof Outside o
                ? o.spec().framework()
                : JavaServer.framework(c.name()).getFirst();
        boolean tlsRaced = options.workloads().stream().anyMatch(Workload::tls) && c.servesTls();
        if (!options.check()) {
            return new Entrant(
                    c.name(),
                    kind,
                    command,
                    "unchecked",
                    null,
                    language,
                    framework,
                    null,
                    tlsRaced ? "unchecked" : null);
        }
        // the HTTPS mode is checked too when the race has TLS workloads: the kit starts it a second time, as the race
        // does
        log.println(
                "checking " + c.name() + " with the kit" + (tlsRaced ? ", in the clear and in its HTTPS mode" : ""));
        Files.createDirectories(reportDir);
        long began = System.nanoTime();
        Kit.Verdict verdict = c instanceof JavaServer server
                ? kit.check(
                        server.launcher(),
                        server.declaredDeviations(),
                        tlsRaced ? server.tlsTemplate().orElseThrow() : null,
                        reportDir)
                : kit.checkArgv(
                        ((Outside) c).kitCommand(),
                        tlsRaced ? ((Outside) c).kitTlsArguments().orElseThrow() : null,
                        ((Outside) c).declaredDeviations().orElse(null),
                        reportDir);
        String tls = !tlsRaced
                ? null
                : Boolean.TRUE.equals(verdict.tlsPassed())
                        ? "passed"
                        : Entrant.NOT_READY + ": "
                                + (verdict.tlsFailure() != null ? verdict.tlsFailure() : "the kit checked no TLS mode");
        log.println("        "
                + (verdict.passed() ? "race-ready; " + verdict.summary() : "not ready: " + verdict.firstFailure())
                + (tls == null ? "" : "; HTTPS mode " + (tls.equals("passed") ? "race-ready" : tls))
                + " (" + Progress.duration(Math.round((System.nanoTime() - began) / 1e9)) + ")");
        return new Entrant(
                c.name(),
                kind,
                command,
                verdict.passed() ? "passed" : Entrant.NOT_READY,
                verdict.firstFailure(),
                language,
                framework,
                verdict.summary().isEmpty() ? null : verdict.summary(),
                tls);
    }

    private Sample measure(
            Plan.Step step, Load wrk, Path seeded, Kit.Certificate certificate, Path work, Path resultsDir)
            throws IOException {
        String name = step.competitor().name();
        String workload = step.workload().name();
        Path database = work.resolve("conduit.db");
        if (step.competitor().fullContract() && Files.exists(seeded)) {
            Files.copy(seeded, database, StandardCopyOption.REPLACE_EXISTING);
        }
        // no workload of the rounds takes script arguments: Conduit's mix is climbed by Hyperfoil, never by wrk
        List<String> scriptArgs = List.of();
        SteadyRule rule = new SteadyRule(options.warmupSeconds(), options.warmupCeilingSeconds());
        List<Integer> serverCpus = Pinning.expand(options.pinning().serverCpus());
        List<Integer> loadCpus = Pinning.expand(options.pinning().loadCpus());
        try (ServerProcess server =
                ServerProcess.start(step.competitor(), options.pinning().serverCpus(), database, work, certificate)) {
            try {
                WarmupRecord warmup = new Warmup(wrk, rule, System::nanoTime).run(server, step.workload(), scriptArgs);
                ThreadCpu before = ThreadCpu.read(server.pid());
                long serverStealBefore = Steal.ticks(serverCpus);
                long loadStealBefore = Steal.ticks(loadCpus);
                long wallBefore = System.nanoTime();
                WrkResult r = wrk.run(step.workload(), server.portFor(step.workload()), options.seconds(), scriptArgs);
                ThreadCpu after = ThreadCpu.read(server.pid());
                double wall = (System.nanoTime() - wallBefore) / 1e9;
                double serverSteal = Steal.share(Steal.ticks(serverCpus) - serverStealBefore, wall, serverCpus.size());
                double loadSteal = Steal.share(Steal.ticks(loadCpus) - loadStealBefore, wall, loadCpus.size());
                long rss = ProcessStats.peakRssKib(server.pid());
                if (!server.alive()) {
                    throw new IOException(name + " exited during the run: " + ServerProcess.reason(server.log()));
                }
                CpuByGroup cpu = after.since(before);
                CpuByGroup perRequest = cpu.per(r.ok());
                return new Sample(
                        name,
                        workload,
                        step.round(),
                        step.order(),
                        server.startupMillis(),
                        r.okPerSecond(),
                        r.p50Millis(),
                        r.p99Millis(),
                        r.ok(),
                        r.non2xx(),
                        r.socketErrors(),
                        perRequest.withoutCompiler(),
                        rss,
                        r.seconds(),
                        Limits.busyShare(Math.round(cpu.total()), wall, serverCpus.size()),
                        r.loaderBusy(),
                        serverSteal,
                        loadSteal,
                        perRequest,
                        warmup.against(r.okPerSecond()),
                        null);
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
     * The rounds again by the public race's method ({@link RaceSchedule}, {@link RaceMethodRun}): one process per
     * round, competitor and mode. A session whose every workload is recorded (a resumed race) is not raced again;
     * one recorded in part is raced whole, its partial runs dropped, since its process is what it measures.
     */
    private void raceMethod(
            List<Competitor> racers,
            Set<String> tlsReady,
            Recorder record,
            Load load,
            Path seeded,
            Kit.Certificate certificate,
            Path scratch)
            throws IOException {
        List<RaceSchedule.Session> all =
                RaceSchedule.of(racers, tlsReady, options.workloads(), options.rounds(), options.seed());
        List<RaceSchedule.Session> left = all.stream()
                .filter(s -> !s.workloads().stream()
                        .allMatch(w -> record.raceRuns.stream()
                                .anyMatch(r -> r.round() == s.round()
                                        && r.competitor().equals(s.competitor().name())
                                        && r.workload().equals(w.name()))))
                .toList();
        log.printf(
                "the race's method: %d process(es) of %d, each its mode's workloads in a seeded order, %d s of warm-up then %d s"
                        + " measured a workload; CPU from /proc/stat on CPU %s (softirq included); wrk and h2load stand in for oha%n",
                left.size(),
                all.size(),
                options.raceWarmupSeconds(),
                options.raceSeconds(),
                options.pinning().serverCpus());
        RaceMethodRun runner =
                new RaceMethodRun(load, options.pinning(), options.raceWarmupSeconds(), options.raceSeconds());
        int n = 0;
        for (RaceSchedule.Session s : left) {
            record.raceRuns.removeIf(r -> r.round() == s.round()
                    && r.competitor().equals(s.competitor().name())
                    && s.workloads().stream().anyMatch(w -> w.name().equals(r.workload())));
            log.printf(
                    "[race %d/%d] round %d %-10s %-5s %s%n",
                    ++n,
                    left.size(),
                    s.round(),
                    s.competitor().name(),
                    s.mode(),
                    s.workloads().stream().map(Workload::name).collect(Collectors.joining(", ")));
            Path work = Files.createDirectories(scratch.resolve("race-" + n));
            for (RaceRun r : runner.run(s, seeded, certificate, work)) {
                record.raceRuns.add(r);
                log.printf(
                        "        %-14s %s%n",
                        r.workload(),
                        r.counted()
                                ? String.format(
                                        Locale.ROOT,
                                        "%,.0f req/s, %,.0f requests per CPU-second, server CPUs %.0f%% busy",
                                        r.requestsPerSecond(),
                                        r.requestsPerCpuSecond(),
                                        100 * r.serverBusy())
                                : "failed: " + r.error());
            }
            record.save();
            deleteTree(work);
        }
    }

    /**
     * The open-loop ladder: for every server and ladder workload with a counted closed-loop median, a
     * climb from half that rate until a step is not held, or to the cap ({@link Ladder}), on a fresh process. A climb already recorded (a resumed
     * race) is not climbed again.
     */
    private void ladder(List<Competitor> racers, Recorder record, Path seeded, Path scratch) throws IOException {
        record Climb(Competitor competitor, Workload workload, double median) {}
        List<Climb> climbs = new ArrayList<>();
        for (Workload w : options.workloads()) {
            if (!Ladder.WORKLOADS.contains(w.name())) {
                continue;
            }
            for (Competitor c : racers) {
                List<Sample> these = record.samples.stream()
                        .filter(s ->
                                s.competitor().equals(c.name()) && s.workload().equals(w.name()))
                        .toList();
                Median m = these.isEmpty() ? null : Median.of(c.name(), w.name(), these);
                boolean climbed = record.ladder.stream()
                        .anyMatch(s ->
                                s.competitor().equals(c.name()) && s.workload().equals(w.name()));
                if (c.fullContract() && m != null && m.counted() && m.requestsPerSecond() > 0 && !climbed) {
                    climbs.add(new Climb(c, w, m.requestsPerSecond()));
                }
            }
        }
        if (climbs.isEmpty()) {
            return;
        }
        log.printf(
                "the open-loop ladder: %d climb(s) of up to %d steps (%s of the closed-loop median, until one is not held),"
                        + " each step %d s of warm-up then %d s measured; Hyperfoil on CPU %s%n",
                climbs.size(),
                Ladder.SHARES.size(),
                Ladder.SHARES.stream().map(Limits::percent).toList(),
                options.warmupSeconds(),
                options.seconds(),
                options.pinning().loadCpus());
        OpenLoop openLoop = new OpenLoop(java, options.pinning(), options.warmupSeconds(), options.seconds(), log);
        int n = 0;
        for (Climb climb : climbs) {
            log.printf(
                    "[ladder %d/%d] %-10s %-10s  closed-loop median %,.0f req/s%n",
                    ++n,
                    climbs.size(),
                    climb.competitor().name(),
                    climb.workload().name(),
                    climb.median());
            Path work = Files.createDirectories(scratch.resolve("ladder-" + n));
            record.ladder.addAll(openLoop.climb(climb.competitor(), climb.workload(), climb.median(), seeded, work));
            record.save();
            deleteTree(work);
        }
    }

    /**
     * Conduit's climbs, as the race climbs them: every server and competitor on each chosen mixed workload
     * (conduit-tls only those whose HTTPS mode is ready), on a fresh process each. A climb already recorded
     * (a resumed race) is not climbed again.
     */
    private void climbConduit(
            List<Competitor> racers,
            Set<String> tlsReady,
            Recorder record,
            Path seeded,
            Kit.Certificate certificate,
            Path scratch)
            throws IOException {
        ConduitClimber climber =
                new ConduitClimber(java, options.pinning(), options.climbWarmupSeconds(), options.climbSeconds(), log);
        int n = 0;
        for (Workload w : options.workloads()) {
            if (!w.mixed()) {
                continue;
            }
            for (Competitor c : racers) {
                boolean climbed = record.conduit.stream()
                        .anyMatch(s ->
                                s.competitor().equals(c.name()) && s.workload().equals(w.name()));
                if (!c.fullContract() || climbed || (w.tls() && !tlsReady.contains(c.name()))) {
                    continue;
                }
                log.printf(
                        "[conduit climb] %-10s %-12s  %s a step: %d s of warm-up, %d s measured%s; Hyperfoil on CPU %s%n",
                        c.name(),
                        w.name(),
                        ConduitClimb.RATES.stream().map(String::valueOf).collect(Collectors.joining(", ")) + " req/s",
                        options.climbWarmupSeconds(),
                        options.climbSeconds(),
                        options.racesClimb() ? "" : " (shorter than the race's 3 s and 60 s)",
                        options.pinning().loadCpus());
                Path work = Files.createDirectories(scratch.resolve("conduit-" + (++n)));
                record.conduit.addAll(climber.climb(c, w, seeded, certificate, work));
                record.save();
                deleteTree(work);
            }
        }
    }

    private static void keepLog(Path log, Path resultsDir, String name, String workload, int round) {
        try {
            Path dir = Files.createDirectories(resultsDir.resolve("logs"));
            Files.copy(
                    log,
                    dir.resolve(name + "-" + workload + "-round" + round + ".log"),
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException ignored) {
            // the error itself is in the results
        }
    }

    static String stamp(Instant now) {
        return DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                .withZone(ZoneOffset.UTC)
                .format(now);
    }

    public static void deleteTree(Path dir) {
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
