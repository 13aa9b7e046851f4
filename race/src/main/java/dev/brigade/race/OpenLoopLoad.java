package dev.brigade.race;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BenchmarkData;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.core.parser.BenchmarkParser;
import io.hyperfoil.core.parser.ParserException;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The ladder's load process: Hyperfoil embedded, run by the race pinned to the load CPUs
 * ({@code java -cp brigade-race.jar dev.brigade.race.OpenLoopLoad ...}). For each rate, lowest first: a
 * warm-up at that rate, then the measured window, then one {@link LadderStep} line on stdout with this
 * process's own CPU share over the window. It stops after the first step not held, or at the last rate
 * ({@link Ladder#climb}).
 */
public final class OpenLoopLoad {

    static final String USAGE =
            "usage: OpenLoopLoad WORKLOAD PORT RATE,RATE,... WARMUP_S SECONDS CONNECTIONS LOAD_CPUS TOKEN";

    private OpenLoopLoad() {}

    public static void main(String[] args) {
        if (args.length != 8) {
            System.err.println(USAGE);
            System.exit(2);
        }
        String workload = args[0];
        int port = Integer.parseInt(args[1]);
        List<Double> rates =
                Arrays.stream(args[2].split(",")).map(Double::parseDouble).toList();
        int warmup = Integer.parseInt(args[3]);
        int seconds = Integer.parseInt(args[4]);
        int connections = Integer.parseInt(args[5]);
        int cpus = Integer.parseInt(args[6]);
        String token = args[7];
        Ladder.climb(rates, rate -> {
            LadderStep step;
            try {
                run(workload, port, rate, warmup, connections, token, new TreeMap<>(), new double[1]);
                System.out.println(LadderStep.MEASURING);
                System.out.flush();
                long cpu0 = cpuNanos();
                long wall0 = System.nanoTime();
                Map<Integer, StatisticsSnapshot> bySecond = new TreeMap<>();
                double[] took = {Double.NaN};
                StatisticsSnapshot s = run(workload, port, rate, seconds, connections, token, bySecond, took);
                double wall = (System.nanoTime() - wall0) / 1e9;
                double busy = Limits.busyShare((cpuNanos() - cpu0) / 1000, wall, cpus);
                step = step(rate, s, seconds, took[0], busy, ErrorSecond.of(bySecond));
            } catch (RuntimeException | ParserException e) {
                step = LadderStep.failed(
                        null,
                        workload,
                        0,
                        0,
                        rate,
                        String.valueOf(e.getMessage()).lines().findFirst().orElse("failed"));
            }
            System.out.println(step.error() == null ? step.line() : "BRIGADE-STEP-FAILED " + step.error());
            System.out.flush();
            return step;
        });
        System.exit(0);
    }

    /**
     * One benchmark at one rate for {@code seconds}: every request's statistics, summed over the forks, and
     * summed second by second (Hyperfoil's sequence ids) into {@code bySecond}; {@code took[0]} gets the
     * phase's length, from its start to its last answer ({@link ConduitLoad.Timed}).
     */
    static StatisticsSnapshot run(
            String workload,
            int port,
            double rate,
            int seconds,
            int connections,
            String token,
            Map<Integer, StatisticsSnapshot> bySecond,
            double[] took)
            throws ParserException {
        String yaml = HyperfoilBenchmark.yaml(workload, port, rate, seconds, connections, token);
        Benchmark benchmark = BenchmarkParser.instance()
                .buildBenchmark(BenchmarkParser.instance().createSource(yaml, BenchmarkData.EMPTY), Map.of());
        StatisticsSnapshot total = new StatisticsSnapshot();
        ConduitLoad.Timed runner = new ConduitLoad.Timed(benchmark, (phase, stepId, metric, snapshot, countDown) -> {
            synchronized (total) {
                total.add(snapshot);
                bySecond.computeIfAbsent(snapshot.sequenceId, k -> new StatisticsSnapshot())
                        .add(snapshot);
            }
        });
        runner.run();
        took[0] = runner.seconds();
        return total;
    }

    /**
     * A step's figures. Hyperfoil's phase ends when its last request is answered, and its constantRate
     * starts every request due however late: a loader or server that falls behind answers them all, over
     * longer than the step. Answered/s is over that whole time ({@code took}), never under the step's
     * nominal length, or a backlog would read as keeping up (the 2026-12-06 ladder "held" 250% of
     * raw-nio's median with its server 45% busy).
     */
    static LadderStep step(
            double rate,
            StatisticsSnapshot s,
            int seconds,
            double took,
            double loaderBusy,
            List<ErrorSecond> errorSeconds) {
        double span = Double.isNaN(took) ? seconds : Math.max(seconds, took);
        long ok = Math.max(0, s.responseCount - s.invalid);
        StepErrors kinds = ErrorSecond.kinds(s);
        // every counter Hyperfoil keeps, overlaps and all, as before the kinds: what held() has always read
        long errors = s.invalid + s.connectionErrors + s.requestTimeouts + s.internalErrors;
        double ms = 1e-6;
        return new LadderStep(
                null,
                null,
                0,
                0,
                rate,
                ok / span,
                s.histogram.getTotalCount() == 0 ? 0 : s.histogram.getValueAtPercentile(50) * ms,
                s.histogram.getTotalCount() == 0 ? 0 : s.histogram.getValueAtPercentile(99) * ms,
                s.histogram.getTotalCount() == 0 ? 0 : s.histogram.getValueAtPercentile(99.9) * ms,
                s.requestCount,
                ok,
                errors,
                kinds,
                s.requestCount == 0 ? 0 : s.blockedTime * ms / s.requestCount,
                span,
                0,
                loaderBusy,
                null,
                errorSeconds);
    }

    /** This process's CPU time: every thread, Hyperfoil's event loops and the JVM's own. */
    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
