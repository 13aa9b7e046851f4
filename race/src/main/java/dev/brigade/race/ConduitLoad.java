package dev.brigade.race;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BenchmarkData;
import io.hyperfoil.api.config.Phase;
import io.hyperfoil.api.session.PhaseInstance;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.core.impl.LocalSimulationRunner;
import io.hyperfoil.core.impl.statistics.StatisticsCollector;
import io.hyperfoil.core.parser.BenchmarkParser;
import io.hyperfoil.core.parser.ParserException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A Conduit climb's load process: Hyperfoil embedded, run by the race pinned to the load CPUs
 * ({@code java -cp brigade-race.jar dev.brigade.race.ConduitLoad ...}). For each rate, lowest first: every
 * part's loader at once for the warm-up, then again for the measured window, then one
 * {@value ConduitStep#MARKER} line of JSON with the parts and their sum. It stops after the first step not held.
 */
public final class ConduitLoad {

    static final String USAGE = "usage: ConduitLoad WORKLOAD PORT RATE,RATE,... WARMUP_S SECONDS LOAD_CPUS TOKEN";

    private ConduitLoad() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 7) {
            System.err.println(USAGE);
            System.exit(2);
        }
        Workload workload =
                Workload.named(args[0]).orElseThrow(() -> new IllegalArgumentException("no workload " + args[0]));
        int port = Integer.parseInt(args[1]);
        List<Integer> rates =
                Arrays.stream(args[2].split(",")).map(Integer::parseInt).toList();
        int warmup = Integer.parseInt(args[3]);
        int seconds = Integer.parseInt(args[4]);
        int cpus = Integer.parseInt(args[5]);
        String token = args[6];
        ObjectMapper json = new ObjectMapper();
        ExecutorService loaders = Executors.newFixedThreadPool(ConduitClimb.PARTS.size());
        for (int rate : rates) {
            ConduitStep step;
            try {
                runParts(loaders, workload, port, rate, warmup, token);
                System.out.println(LadderStep.MEASURING);
                System.out.flush();
                long cpu0 = cpuNanos();
                long wall0 = System.nanoTime();
                List<Ran> measured = runParts(loaders, workload, port, rate, seconds, token);
                double wall = (System.nanoTime() - wall0) / 1e9;
                double busy = Limits.busyShare((cpuNanos() - cpu0) / 1000, wall, cpus);
                List<ConduitStep.Part> parts = new ArrayList<>();
                for (int i = 0; i < measured.size(); i++) {
                    // never under the step's length: a phase timed short would read as answering more than was offered
                    double took = measured.get(i).seconds();
                    parts.add(part(
                            ConduitClimb.PARTS.get(i),
                            rate,
                            measured.get(i).stats(),
                            Double.isNaN(took) ? seconds : Math.max(seconds, took),
                            measured.get(i).errorSeconds()));
                }
                step = ConduitStep.of(rate, parts, seconds, busy);
            } catch (Exception e) {
                String why = String.valueOf(e.getCause() != null ? e.getCause().getMessage() : e.getMessage());
                step = ConduitStep.failed(
                        null, workload.name(), 0, rate, why.lines().findFirst().orElse("failed"));
            }
            System.out.println(ConduitStep.MARKER + json.writeValueAsString(step));
            System.out.flush();
            if (!step.held()) {
                break;
            }
        }
        System.exit(0);
    }

    /** One part's run: its statistics and how long it took, from its first request to its last answer. */
    record Ran(StatisticsSnapshot stats, double seconds, List<ErrorSecond> errorSeconds) {}

    /** Every part's benchmark at once, each at its share of {@code rate}, for {@code seconds}; their runs in PARTS' order. */
    private static List<Ran> runParts(
            ExecutorService loaders, Workload workload, int port, int rate, int seconds, String token)
            throws Exception {
        List<Future<Ran>> running = new ArrayList<>();
        for (ConduitClimb.Part part : ConduitClimb.PARTS) {
            String yaml = ConduitClimb.yaml(part, workload, port, rate, seconds, token);
            running.add(loaders.submit(() -> run(yaml)));
        }
        List<Ran> done = new ArrayList<>();
        for (Future<Ran> f : running) {
            done.add(f.get());
        }
        return done;
    }

    private static Ran run(String yaml) throws ParserException {
        Benchmark benchmark = BenchmarkParser.instance()
                .buildBenchmark(BenchmarkParser.instance().createSource(yaml, BenchmarkData.EMPTY), Map.of());
        StatisticsSnapshot total = new StatisticsSnapshot();
        Map<Integer, StatisticsSnapshot> bySecond = new TreeMap<>();
        Timed runner = new Timed(benchmark, (phase, stepId, metric, snapshot, countDown) -> {
            synchronized (total) {
                total.add(snapshot);
                bySecond.computeIfAbsent(snapshot.sequenceId, k -> new StatisticsSnapshot())
                        .add(snapshot);
            }
        });
        runner.run();
        return new Ran(total, runner.seconds(), ErrorSecond.of(bySecond));
    }

    /**
     * Hyperfoil's runner, timing its phase: from its start (connections open, the first request due) to
     * its last session's end, the time the part's answers took, without the runner's own setup.
     */
    static final class Timed extends LocalSimulationRunner {

        private volatile long started;
        private volatile long ended;

        Timed(Benchmark benchmark, StatisticsCollector.StatisticsConsumer statistics) {
            super(benchmark, statistics, null, null);
        }

        @Override
        protected CompletableFuture<Void> phaseChanged(
                Phase phase, PhaseInstance.Status status, boolean sessionLimitExceeded, Throwable error) {
            if (status == PhaseInstance.Status.RUNNING && started == 0) {
                started = System.nanoTime();
            } else if (status == PhaseInstance.Status.TERMINATED) {
                ended = System.nanoTime();
            }
            return super.phaseChanged(phase, status, sessionLimitExceeded, error);
        }

        double seconds() {
            return started == 0 || ended <= started ? Double.NaN : (ended - started) / 1e9;
        }
    }

    /**
     * A part's figures. Hyperfoil's phase ends when its last request is answered, so a server that falls
     * behind answers a step's requests over longer than the step: answered/s is over that whole time
     * ({@code seconds}), never the step's nominal length, or a backlog would read as keeping up.
     */
    static ConduitStep.Part part(
            ConduitClimb.Part part, int rate, StatisticsSnapshot s, double seconds, List<ErrorSecond> errorSeconds) {
        long ok = Math.max(0, s.responseCount - s.invalid);
        StepErrors kinds = ErrorSecond.kinds(s);
        boolean any = s.histogram.getTotalCount() > 0;
        double ms = 1e-6;
        return new ConduitStep.Part(
                part.name(),
                ConduitClimb.offered(part, rate),
                ok / (double) seconds,
                any ? s.histogram.getMean() * ms : 0,
                any ? s.histogram.getValueAtPercentile(50) * ms : 0,
                any ? s.histogram.getValueAtPercentile(99) * ms : 0,
                any ? s.histogram.getValueAtPercentile(99.9) * ms : 0,
                s.requestCount,
                ok,
                kinds,
                errorSeconds);
    }

    /** This process's CPU time: every thread, Hyperfoil's event loops and the JVM's own. */
    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
