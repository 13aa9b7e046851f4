package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What Linux says about a process and its descendants (nginx's worker is a child of its master):
 * CPU time from /proc/PID/stat and peak RSS from /proc/PID/status.
 */
public final class ProcessStats {

    /** Clock ticks a second, for /proc's utime and stime; 100 on every Linux we know of, asked once. */
    static final long CLOCK_TICKS = clockTicks();

    private ProcessStats() {}

    /** User plus system CPU time, in microseconds, of the process and every live descendant. */
    static long cpuMicros(long pid) {
        long ticks = 0;
        for (long p : family(pid)) {
            ticks += cpuTicks(p);
        }
        return ticks * 1_000_000L / CLOCK_TICKS;
    }

    /** The sum of VmHWM over the process and its live descendants, in KiB. */
    public static long peakRssKib(long pid) {
        long kib = 0;
        for (long p : family(pid)) {
            kib += statusField(p, "VmHWM:");
        }
        return kib;
    }

    /** utime + stime, fields 14 and 15 of /proc/PID/stat, counted after the parenthesised name. */
    static long cpuTicks(long pid) {
        try {
            return parseCpuTicks(Files.readString(Path.of("/proc", String.valueOf(pid), "stat")));
        } catch (IOException gone) {
            return 0;
        }
    }

    static long parseCpuTicks(String stat) {
        // the name (field 2) may hold spaces and parentheses: fields are counted from its last ')'
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        // f[0] is field 3 (state), so field n is f[n - 3]
        return Long.parseLong(f[14 - 3]) + Long.parseLong(f[15 - 3]);
    }

    static long statusField(long pid, String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
                if (line.startsWith(field)) {
                    return Long.parseLong(line.substring(field.length()).trim().split("\\s+")[0]);
                }
            }
        } catch (IOException | NumberFormatException gone) {
            return 0;
        }
        return 0;
    }

    static List<Long> family(long pid) {
        List<Long> all = new ArrayList<>();
        all.add(pid);
        ProcessHandle.of(pid).ifPresent(h -> h.descendants().forEach(d -> all.add(d.pid())));
        return all;
    }

    private static long clockTicks() {
        try {
            Process p = new ProcessBuilder("getconf", "CLK_TCK")
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes()).trim();
            p.waitFor();
            return Long.parseLong(out);
        } catch (IOException | NumberFormatException e) {
            return 100;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 100;
        }
    }
}
