package dev.brigade.race;

import com.fasterxml.jackson.databind.ObjectMapper;
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
 * One server's Conduit climb on one workload ({@link ConduitClimb}): a fresh server on a fresh copy of the
 * seeded database (in its HTTPS mode for conduit-tls), then the load process ({@link ConduitLoad}) pinned to
 * the load CPUs. The server's CPU share is read here, from the load process's "measuring" line to its step line.
 */
final class ConduitClimber {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path java;
    private final Pinning pinning;
    private final int warmupSeconds;
    private final int seconds;
    private final PrintStream log;

    ConduitClimber(Path java, Pinning pinning, int warmupSeconds, int seconds, PrintStream log) {
        this.java = java;
        this.pinning = pinning;
        this.warmupSeconds = warmupSeconds;
        this.seconds = seconds;
        this.log = log;
    }

    List<ConduitStep> climb(
            Competitor competitor, Workload workload, Path seeded, Kit.Certificate certificate, Path work) {
        List<ConduitStep> steps = new ArrayList<>();
        try {
            Path database = work.resolve("conduit.db");
            if (Files.exists(seeded)) {
                Files.copy(seeded, database, StandardCopyOption.REPLACE_EXISTING);
            }
            try (ServerProcess server = ServerProcess.start(
                    competitor, pinning.serverCpus(), database, work, workload.tls() ? certificate : null)) {
                List<String> argv = List.of(
                        "taskset",
                        "-c",
                        pinning.loadCpus(),
                        java.toString(),
                        "-Xms256m",
                        "-cp",
                        raceJar().toString(),
                        ConduitLoad.class.getName(),
                        workload.name(),
                        String.valueOf(server.port()),
                        ConduitClimb.RATES.stream().map(String::valueOf).collect(Collectors.joining(",")),
                        String.valueOf(warmupSeconds),
                        String.valueOf(seconds),
                        String.valueOf(pinning.loadCpuCount()),
                        Race.LOAD_USER_TOKEN);
                Process load = new ProcessBuilder(argv)
                        .redirectError(work.resolve("hyperfoil.log").toFile())
                        .start();
                // a load process stuck on a server that stopped answering ends here, not the race
                long deadline = LoadWatchdog.deadlineSeconds(ConduitClimb.RATES.size(), warmupSeconds, seconds);
                Thread watchdog = LoadWatchdog.watch(load, deadline);
                long cpu0 = 0;
                long wall0 = 0;
                try (BufferedReader out =
                        new BufferedReader(new InputStreamReader(load.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line; (line = out.readLine()) != null; ) {
                        if (line.equals(LadderStep.MEASURING)) {
                            cpu0 = ProcessStats.cpuMicros(server.pid());
                            wall0 = System.nanoTime();
                        } else if (line.startsWith(ConduitStep.MARKER)) {
                            double busy = Limits.busyShare(
                                    ProcessStats.cpuMicros(server.pid()) - cpu0,
                                    (System.nanoTime() - wall0) / 1e9,
                                    pinning.serverCpuCount());
                            ConduitStep step = JSON.readValue(
                                            line.substring(ConduitStep.MARKER.length()), ConduitStep.class)
                                    .withServer(competitor.name(), workload.name(), steps.size() + 1, busy);
                            steps.add(step);
                            log.println("        " + describe(step));
                        }
                    }
                }
                if (!load.waitFor(30, TimeUnit.SECONDS)) {
                    load.destroyForcibly();
                }
                watchdog.interrupt();
                if (endedEarly(steps)) {
                    steps.add(ConduitStep.failed(
                            competitor.name(),
                            workload.name(),
                            steps.size() + 1,
                            0,
                            "the load process ended without the step's line ("
                                    + (load.isAlive() ? "killed" : "exit " + load.exitValue()) + "; deadline "
                                    + deadline + " s): see hyperfoil.log"));
                }
                if (!server.alive()) {
                    steps.add(ConduitStep.failed(
                            competitor.name(),
                            workload.name(),
                            steps.size() + 1,
                            0,
                            competitor.name() + " exited during the climb: " + ServerProcess.reason(server.log())));
                }
            }
        } catch (IOException | URISyntaxException e) {
            steps.add(ConduitStep.failed(competitor.name(), workload.name(), steps.size() + 1, 0, e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return steps;
    }

    /** Whether the load process stopped before the climb did: no step, or a held one below the top rate last. */
    static boolean endedEarly(List<ConduitStep> steps) {
        return steps.isEmpty() || steps.getLast().held() && steps.size() < ConduitClimb.RATES.size();
    }

    static String describe(ConduitStep s) {
        if (s.error() != null) {
            return "step %d: failed: %s".formatted(s.step(), s.error());
        }
        return "%,.0f/s offered, %,.0f/s answered, mean %s, p50 %s, p99 %s, p99.9 %s (worst part's); %s: %s"
                .formatted(
                        s.offered(),
                        s.achieved(),
                        Format.millis(s.meanMillis()),
                        Format.millis(s.p50Millis()),
                        Format.millis(s.p99Millis()),
                        Format.millis(s.p999Millis()),
                        Limits.limitedBy(s.serverBusy(), s.loaderBusy(), s.loaderBound(), "loader"),
                        s.verdict());
    }

    private static Path raceJar() throws URISyntaxException {
        return Path.of(ConduitLoad.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
    }
}
