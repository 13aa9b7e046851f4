package dev.brigade.conformance.soak;

import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.profiles.Protocol;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code check --run COMMAND --profile soak --minutes N}: a steady mixed load for N minutes while
 * the server's RSS and open file descriptors are sampled every 2 s. The first third (at least
 * 20 s) is warm-up. After it, RSS fails when the last quarter's mean is more than 10% and 16 MiB
 * above the first post-warm-up quarter's, and descriptors when the last quarter's highest is more
 * than 16 above that quarter's highest: growth that keeps going, not the JIT's or the heap's
 * settling. The server must also stay up, answer every request 2xx, and exit 0 on SIGTERM. The
 * clients speak HTTP/1.1 and h2c, half each ({@link Protocol#chosen}).
 */
public final class SoakRun {

    static final int CLIENTS = 8;
    /** Every step a run can print: the one list {@link #line} takes ids from, so a test can ask that each has a fault. */
    public static final List<String> STEPS =
            List.of("soak.start", "soak.alive", "soak.errors", "soak.rss", "soak.fds", "soak.sigterm");

    /**
     * How long the load runs, how often the server is sampled, and how much of the start is warm-up.
     * The command line's is {@link #of(double)}; the kit's own teeth run seconds, not minutes.
     */
    public record Schedule(Duration length, Duration every, Duration warmUp) {

        public static Schedule of(double minutes) {
            Duration length = Duration.ofMillis((long) (minutes * 60_000));
            return new Schedule(
                    length, Duration.ofSeconds(2), Duration.ofSeconds(Math.max(20, length.toSeconds() / 3)));
        }
    }

    private SoakRun() {}

    public static int run(String command, double minutes, Optional<String> protocol, PrintStream out)
            throws IOException, InterruptedException {
        return run(command, Schedule.of(minutes), protocol, out);
    }

    public static int run(String command, Schedule schedule, Optional<String> protocol, PrintStream out)
            throws IOException, InterruptedException {
        Duration length = schedule.length();
        try (ServerUnderTest server = ServerUnderTest.launch(command, Files.createTempDirectory("brigade-soak-"))) {
            if (!server.isReady()) {
                line(out, "soak.start", false, server.failure().orElse(""));
                return 1;
            }
            List<Protocol> protocols = Protocol.chosen(protocol, server.baseUri(), out);
            out.println("soak over "
                    + protocols.stream().map(Protocol::label).collect(java.util.stream.Collectors.joining(" and ")));
            MixedLoad load = MixedLoad.start(server.baseUri(), CLIENTS, protocols);
            List<Sample> samples = new ArrayList<>();
            long start = System.nanoTime();
            boolean gone = false;
            while (!gone && System.nanoTime() - start < length.toNanos()) {
                Thread.sleep(schedule.every().toMillis());
                Optional<Sample> sample = Sample.of(
                        server.pid(),
                        Duration.ofNanos(System.nanoTime() - start).toMillis());
                sample.ifPresent(samples::add);
                gone = sample.isEmpty();
            }
            load.stop();
            int failures = 0;
            // alive: the process was there at every sample, to the end of the load
            failures += line(
                    out,
                    "soak.alive",
                    !gone,
                    "%,d answered, %,d failed, %d samples over %s%s"
                            .formatted(
                                    load.answered(),
                                    load.failed(),
                                    samples.size(),
                                    length,
                                    gone ? ", then the process was gone" : ""));
            // a request that failed or was not answered 2xx is a fault of the server, however few
            failures += line(
                    out,
                    "soak.errors",
                    load.failed() == 0,
                    "%,d of %,d requests failed or answered other than 2xx"
                            .formatted(load.failed(), load.answered() + load.failed()));
            Growth growth = Growth.of(samples, schedule.warmUp());
            String notJudged = "not judged: the process was gone";
            failures += line(out, "soak.rss", !gone && !growth.rssGrows(), gone ? notJudged : growth.rssText());
            failures += line(out, "soak.fds", !gone && !growth.fdsGrow(), gone ? notJudged : growth.fdsText());
            ServerUnderTest.Stopped stopped = server.stop();
            boolean clean =
                    stopped.exitStatus().isPresent() && stopped.exitStatus().getAsInt() == 0;
            failures += line(
                    out,
                    "soak.sigterm",
                    clean,
                    stopped.exitStatus().isPresent()
                            ? "exit status " + stopped.exitStatus().getAsInt()
                            : "no exit within 10 s of SIGTERM");
            out.println(failures == 0 ? "soak: every step passed" : "soak: " + failures + " step(s) failed");
            return failures == 0 ? 0 : 1;
        }
    }

    private static int line(PrintStream out, String id, boolean passed, String detail) {
        if (!STEPS.contains(id)) {
            throw new IllegalArgumentException("not in SoakRun.STEPS: " + id);
        }
        out.printf("%s  %-14s %s%n", passed ? "PASS" : "FAIL", id, detail);
        out.flush();
        return passed ? 0 : 1;
    }
}
