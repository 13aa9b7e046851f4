package dev.brigade.race;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The public race's CPU accounting: the server CPUs' time from {@code /proc/stat}, not the process's.
 * Busy is user, nice, system, irq and softirq, as the race's {@code cpuShares} sums it: softirq is the
 * kernel's network work for the server, which no per-process count sees. The total adds idle, iowait and
 * steal. One reading is the sum over the chosen CPUs' {@code cpuN} lines; two readings give a run's cost.
 *
 * @param busy  user + nice + system + irq + softirq ticks
 * @param total those and idle, iowait and steal
 */
record ProcStat(long busy, long total) {

    /** Linux's counters: a race by the race's method refuses to start without them ({@link RaceMethod#available}). */
    static final Path FILE = Path.of("/proc/stat");

    /** The chosen CPUs' counters now. Never zeros in their place: a run's cost would read as nothing. */
    static ProcStat read(List<Integer> cpus) {
        try {
            return parse(Files.readString(FILE), cpus);
        } catch (IOException e) {
            throw new UncheckedIOException("the race's CPU accounting could not read " + FILE, e);
        }
    }

    /** Sums the first eight values of each chosen "cpuN" line (user nice system idle iowait irq softirq steal). */
    static ProcStat parse(String procStat, List<Integer> cpus) {
        long busy = 0;
        long total = 0;
        for (String line : procStat.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 9
                    || !f[0].startsWith("cpu")
                    || f[0].length() == 3
                    || !cpus.contains(Integer.parseInt(f[0].substring(3)))) {
                continue;
            }
            long[] v = new long[8];
            for (int i = 0; i < 8; i++) {
                v[i] = Long.parseLong(f[i + 1]);
                total += v[i];
            }
            busy += v[0] + v[1] + v[2] + v[5] + v[6];
        }
        return new ProcStat(busy, total);
    }

    /** What happened between {@code before} and this reading. */
    ProcStat since(ProcStat before) {
        return new ProcStat(busy - before.busy, total - before.total);
    }

    /** The busy share (0 to 1) of the CPUs' time over the interval: the race's CPU figure. */
    double busyShare() {
        return total > 0 ? (double) busy / total : 0;
    }

    /** The busy time in CPU-seconds, which divides the good answers into requests per CPU-second. */
    double busySeconds() {
        return (double) busy / ProcessStats.CLOCK_TICKS;
    }
}
