package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * One session of the public race's method ({@link RaceSchedule.Session}), as {@code race.go}'s
 * {@code raceMode} and {@code measure} run it: the competitor started once, then for each of its
 * workloads in order a warm-up run, a /proc/stat reading, the measured run, a second reading, and the
 * pid's VmHWM. Our loaders (wrk, h2load) stand in for the race's oha. A process that fails fails the
 * session's remaining workloads, as the race marks a competitor that does not start.
 */
final class RaceMethodRun {

    /** The race's {@code warmup_seconds} and {@code measure_seconds} (race.json). */
    static final int WARMUP_SECONDS = 5;

    static final int SECONDS = 20;
    /** {@code --quick}'s: a look at the schedule, not the race's durations. */
    static final int QUICK_WARMUP_SECONDS = 1;

    static final int QUICK_SECONDS = 2;

    private final Load load;
    private final Pinning pinning;
    private final int warmupSeconds;
    private final int seconds;

    RaceMethodRun(Load load, Pinning pinning, int warmupSeconds, int seconds) {
        this.load = load;
        this.pinning = pinning;
        this.warmupSeconds = warmupSeconds;
        this.seconds = seconds;
    }

    List<RaceRun> run(RaceSchedule.Session session, Path seeded, Kit.Certificate certificate, Path work) {
        List<RaceRun> runs = new ArrayList<>();
        Path database = work.resolve("conduit.db");
        List<Integer> serverCpus = Pinning.expand(pinning.serverCpus());
        List<Integer> loadCpus = Pinning.expand(pinning.loadCpus());
        try {
            if (session.competitor().fullContract() && Files.exists(seeded)) {
                Files.copy(seeded, database, StandardCopyOption.REPLACE_EXISTING);
            }
            try (ServerProcess server = ServerProcess.start(
                    session.competitor(), pinning.serverCpus(), database, work, session.tls() ? certificate : null)) {
                for (Workload w : session.workloads()) {
                    int place = runs.size() + 1;
                    int port = server.portFor(w);
                    load.run(w, port, warmupSeconds, List.of());
                    ProcStat serverBefore = ProcStat.read(serverCpus);
                    ProcStat loadBefore = ProcStat.read(loadCpus);
                    WrkResult r = load.run(w, port, seconds, List.of());
                    ProcStat loadCost = ProcStat.read(loadCpus).since(loadBefore);
                    ProcStat serverCost = ProcStat.read(serverCpus).since(serverBefore);
                    if (!server.alive()) {
                        throw new IOException(session.competitor().name() + " exited during " + w.name() + ": "
                                + ServerProcess.reason(server.log()));
                    }
                    runs.add(new RaceRun(
                            session.competitor().name(),
                            w.name(),
                            session.round(),
                            session.order(),
                            session.mode(),
                            place,
                            r.okPerSecond(),
                            r.p50Millis(),
                            r.p99Millis(),
                            r.ok(),
                            r.non2xx(),
                            r.socketErrors(),
                            serverCost.busySeconds(),
                            serverCost.busyShare(),
                            loadCost.busyShare(),
                            ProcessStats.statusField(server.pid(), "VmHWM:"),
                            r.seconds(),
                            null));
                }
            }
        } catch (IOException e) {
            for (Workload w :
                    session.workloads().subList(runs.size(), session.workloads().size())) {
                runs.add(RaceRun.failed(session, w, runs.size() + 1, e.getMessage()));
            }
        }
        return runs;
    }
}
