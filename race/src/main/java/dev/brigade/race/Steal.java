package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Time the hypervisor gave the race's CPUs to someone else (the steal column of {@code /proc/stat}):
 * on a virtual machine a run can lose part of its window without any process here being busy.
 */
final class Steal {

    /** Below this share of a window, steal is noise and the reports leave it out. */
    static final double NEGLIGIBLE = 0.01;

    private Steal() {}

    /** The steal ticks so far of the given CPUs. */
    static long ticks(List<Integer> cpus) {
        try {
            return parseTicks(Files.readString(Path.of("/proc/stat")), cpus);
        } catch (IOException notLinux) {
            return 0;
        }
    }

    /** The 8th value of each "cpuN" line (user nice system idle iowait irq softirq steal ...), summed over the CPUs. */
    static long parseTicks(String procStat, List<Integer> cpus) {
        long sum = 0;
        for (String line : procStat.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length > 8
                    && f[0].startsWith("cpu")
                    && f[0].length() > 3
                    && cpus.contains(Integer.parseInt(f[0].substring(3)))) {
                sum += Long.parseLong(f[8]);
            }
        }
        return sum;
    }

    /** Stolen ticks as a share of the window's time on those CPUs. */
    static double share(long ticks, double wallSeconds, int cpus) {
        return Limits.busyShare(ticks * 1_000_000L / ProcessStats.CLOCK_TICKS, wallSeconds, cpus);
    }
}
