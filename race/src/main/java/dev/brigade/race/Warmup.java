package dev.brigade.race;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Warms a fresh server up until it is steady ({@link SteadyRule}): back-to-back one-second wrk (or h2load) runs
 * of the workload, each one slice of the warm-up curve, with the compiler threads' CPU read from
 * {@code /proc} between them. Each slice opens its connections anew (a few milliseconds of 256
 * connects a second); wrk prints nothing per second of a longer run, so slices are how the curve is had.
 */
final class Warmup {

    static final int SLICE_SECONDS = 1;

    private final Load wrk;
    private final SteadyRule rule;
    private final LongSupplier nanoClock;

    Warmup(Load wrk, SteadyRule rule, LongSupplier nanoClock) {
        this.wrk = wrk;
        this.rule = rule;
        this.nanoClock = nanoClock;
    }

    WarmupRecord run(ServerProcess server, Workload workload, List<String> scriptArgs) throws IOException {
        ThreadCpu last = ThreadCpu.read(server.pid());
        double compilerBeforeLoad = last.compilerTicks() * 1000.0 / ProcessStats.CLOCK_TICKS;
        long began = nanoClock.getAsLong();
        long lastNanos = began;
        double compilerMicros = 0;
        List<SteadyRule.Slice> slices = new ArrayList<>();
        SteadyRule.State state = SteadyRule.State.WARMING;
        while (state == SteadyRule.State.WARMING) {
            WrkResult r = wrk.run(workload, server.portFor(workload), SLICE_SECONDS, scriptArgs);
            ThreadCpu now = ThreadCpu.read(server.pid());
            long nanos = nanoClock.getAsLong();
            if (!server.alive()) {
                throw new IOException("exited during the warm-up: " + ServerProcess.reason(server.log()));
            }
            double compiler = now.since(last).compiler();
            compilerMicros += compiler;
            slices.add(new SteadyRule.Slice(
                    (nanos - began) / 1e9, r.okPerSecond(), compiler / 1e6 / ((nanos - lastNanos) / 1e9)));
            last = now;
            lastNanos = nanos;
            state = rule.judge(slices, now.hasCompiler());
        }
        return new WarmupRecord(
                slices.getLast().endSecond(),
                state == SteadyRule.State.STEADY,
                compilerBeforeLoad,
                compilerMicros / 1000,
                null,
                slices);
    }
}
