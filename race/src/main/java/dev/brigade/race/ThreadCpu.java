package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One reading of every thread of a server and of its child processes (nginx's worker): each thread's
 * name and CPU ticks from {@code /proc/PID/task/TID/stat}, and the processes' own totals from
 * {@code /proc/PID/stat}, which also hold the threads that have ended. Two readings give the CPU each
 * {@link CpuGroup} used between them.
 */
record ThreadCpu(Map<Long, Named> threads, long processTicks) {

    /** A thread's name (its comm) and its user + system ticks so far. */
    record Named(String name, long ticks) {}

    static ThreadCpu read(long pid) {
        Map<Long, Named> threads = new HashMap<>();
        long total = 0;
        for (long p : ProcessStats.family(pid)) {
            total += ProcessStats.cpuTicks(p);
            try (Stream<Path> tasks = Files.list(Path.of("/proc", String.valueOf(p), "task"))) {
                for (Path task : tasks.toList()) {
                    try {
                        String stat = Files.readString(task.resolve("stat"));
                        threads.put(
                                Long.parseLong(task.getFileName().toString()),
                                new Named(name(stat), ProcessStats.parseCpuTicks(stat)));
                    } catch (IOException | RuntimeException ended) {
                        // the thread ended between the listing and the read: its time is in the process's total
                    }
                }
            } catch (IOException gone) {
                // the process ended: nothing of it to read
            }
        }
        return new ThreadCpu(Map.copyOf(threads), total);
    }

    /** The name between the first '(' and the last ')' of a stat line. */
    static String name(String stat) {
        return stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    }

    /** Whether the process has a JIT compiler thread at all (nginx has none). */
    boolean hasCompiler() {
        return threads.values().stream().anyMatch(t -> CpuGroup.compiler(t.name()));
    }

    /** The ticks of the live compiler threads so far: the compiling done since exec, less any retired thread's. */
    long compilerTicks() {
        return threads.values().stream()
                .filter(t -> CpuGroup.compiler(t.name()))
                .mapToLong(Named::ticks)
                .sum();
    }

    /**
     * The CPU each group used since {@code before}, in microseconds. A thread born since counts from
     * zero; a thread that ended since is lost from the per-thread figures but not from the process's
     * total, and that remainder is counted as {@code OTHER}.
     */
    CpuByGroup since(ThreadCpu before) {
        Set<String> names = new HashSet<>();
        Stream.of(before, this).forEach(r -> r.threads.values().forEach(t -> names.add(t.name())));
        boolean collectorThreads = CpuGroup.hasCollectorThreads(names);
        long[] ticks = new long[CpuGroup.values().length];
        long threadSum = 0;
        for (Map.Entry<Long, Named> e : threads.entrySet()) {
            Named was = before.threads.get(e.getKey());
            long delta = Math.max(
                    0,
                    e.getValue().ticks()
                            - (was == null || !was.name().equals(e.getValue().name()) ? 0 : was.ticks()));
            ticks[CpuGroup.of(e.getValue().name(), collectorThreads).ordinal()] += delta;
            threadSum += delta;
        }
        ticks[CpuGroup.OTHER.ordinal()] += Math.max(0, processTicks - before.processTicks - threadSum);
        List<Double> micros = java.util.Arrays.stream(ticks)
                .mapToObj(t -> t * 1e6 / ProcessStats.CLOCK_TICKS)
                .toList();
        return new CpuByGroup(
                micros.get(CpuGroup.COMPILER.ordinal()),
                micros.get(CpuGroup.GC.ordinal()),
                micros.get(CpuGroup.REQUEST.ordinal()),
                micros.get(CpuGroup.OTHER.ordinal()));
    }
}
