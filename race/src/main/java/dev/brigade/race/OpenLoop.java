package dev.brigade.race;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * One server's climb up the open-loop ladder on one workload: a fresh server process, then the load
 * process ({@link OpenLoopLoad}, Hyperfoil) pinned to the load CPUs, which runs the steps lowest first
 * and stops after the first one the server does not hold, or at the cap ({@link Ladder#climb}). The server's CPU share is read here, from the
 * load process's "measuring" line to its step line.
 */
final class OpenLoop {

    private final Path java;
    private final Pinning pinning;
    private final int warmupSeconds;
    private final int seconds;
    private final PrintStream log;

    OpenLoop(Path java, Pinning pinning, int warmupSeconds, int seconds, PrintStream log) {
        this.java = java;
        this.pinning = pinning;
        this.warmupSeconds = warmupSeconds;
        this.seconds = seconds;
        this.log = log;
    }

    List<LadderStep> climb(Competitor competitor, Workload workload, double closedLoopMedian, Path seeded, Path work) {
        List<Integer> rates = Ladder.rates(closedLoopMedian);
        List<LadderStep> steps = new ArrayList<>();
        try {
            Path database = work.resolve("conduit.db");
            if (Files.exists(seeded)) {
                Files.copy(seeded, database, StandardCopyOption.REPLACE_EXISTING);
            }
            try (ServerProcess server = ServerProcess.start(competitor, pinning.serverCpus(), database, work)) {
                List<String> argv = List.of(
                        "taskset",
                        "-c",
                        pinning.loadCpus(),
                        java.toString(),
                        "-Xms256m",
                        "-cp",
                        raceJar().toString(),
                        OpenLoopLoad.class.getName(),
                        workload.name(),
                        String.valueOf(server.port()),
                        rates.stream().map(String::valueOf).collect(Collectors.joining(",")),
                        String.valueOf(warmupSeconds),
                        String.valueOf(seconds),
                        String.valueOf(workload.connections()),
                        String.valueOf(pinning.loadCpuCount()),
                        Race.LOAD_USER_TOKEN);
                Process load = new ProcessBuilder(argv)
                        .redirectError(work.resolve("hyperfoil.log").toFile())
                        .start();
                // a load process stuck on a server that stopped answering ends here, not the race
                long deadline = LoadWatchdog.deadlineSeconds(Ladder.SHARES.size(), warmupSeconds, seconds);
                Thread watchdog = LoadWatchdog.watch(load, deadline);
                long cpu0 = 0;
                long wall0 = 0;
                try (BufferedReader out =
                        new BufferedReader(new InputStreamReader(load.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line; (line = out.readLine()) != null; ) {
                        int index = steps.size();
                        if (line.equals(LadderStep.MEASURING)) {
                            cpu0 = ProcessStats.cpuMicros(server.pid());
                            wall0 = System.nanoTime();
                        } else if (line.startsWith(LadderStep.MARKER)) {
                            double busy = Limits.busyShare(
                                    ProcessStats.cpuMicros(server.pid()) - cpu0,
                                    (System.nanoTime() - wall0) / 1e9,
                                    pinning.serverCpuCount());
                            LadderStep step = LadderStep.parse(line)
                                    .withServer(
                                            competitor.name(),
                                            workload.name(),
                                            index + 1,
                                            Ladder.SHARES.get(index),
                                            busy);
                            steps.add(step);
                            log.println("        " + describe(step));
                        } else if (line.startsWith("BRIGADE-STEP-FAILED ")) {
                            steps.add(LadderStep.failed(
                                    competitor.name(),
                                    workload.name(),
                                    index + 1,
                                    Ladder.SHARES.get(index),
                                    rates.get(index),
                                    line.substring("BRIGADE-STEP-FAILED ".length())));
                            log.println("        " + describe(steps.getLast()));
                        }
                    }
                }
                if (!load.waitFor(30, TimeUnit.SECONDS)) {
                    load.destroyForcibly();
                }
                watchdog.interrupt();
                if (endedEarly(steps)) {
                    steps.add(LadderStep.failed(
                            competitor.name(),
                            workload.name(),
                            steps.size() + 1,
                            steps.size() < rates.size() ? Ladder.SHARES.get(steps.size()) : 0,
                            steps.size() < rates.size() ? rates.get(steps.size()) : 0,
                            "the load process ended without the step's line ("
                                    + (load.isAlive() ? "killed" : "exit " + load.exitValue()) + "; deadline "
                                    + deadline + " s): see hyperfoil.log"));
                }
                if (!server.alive()) {
                    steps.add(LadderStep.failed(
                            competitor.name(),
                            workload.name(),
                            steps.size() + 1,
                            0,
                            0,
                            competitor.name() + " exited during the ladder: " + ServerProcess.reason(server.log())));
                }
            }
        } catch (IOException | URISyntaxException e) {
            steps.add(LadderStep.failed(competitor.name(), workload.name(), steps.size() + 1, 0, 0, e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return steps;
    }

    /** Whether the load process stopped before the climb did: no step, or a held one below the cap last. */
    static boolean endedEarly(List<LadderStep> steps) {
        return steps.isEmpty() || steps.getLast().held() && steps.size() < Ladder.SHARES.size();
    }

    static String describe(LadderStep s) {
        if (s.error() != null) {
            return "step %d: failed: %s".formatted(s.step(), s.error());
        }
        return "step %d (%.0f%%): offered %,.0f/s, answered %,.0f/s, p50 %s, p99 %s, p99.9 %s, errors %s; %s: %s"
                .formatted(
                        s.step(),
                        s.share() * 100,
                        s.offered(),
                        s.achieved(),
                        Format.millis(s.p50Millis()),
                        Format.millis(s.p99Millis()),
                        Format.millis(s.p999Millis()),
                        s.errorsText(),
                        Limits.limitedBy(s.serverBusy(), s.loaderBusy(), s.loaderBound(), "loader"),
                        s.verdict());
    }

    /** The jar (or classes folder) this class came from: the load process runs from the same one. */
    private static Path raceJar() throws URISyntaxException {
        return Path.of(OpenLoopLoad.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
    }
}
