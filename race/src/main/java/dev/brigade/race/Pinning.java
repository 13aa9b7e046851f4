package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Which CPUs the server gets and which the load generator gets, as taskset lists ("0", "2-7"). */
public record Pinning(String serverCpus, String loadCpus) {

    /** Half the CPUs this process may use for the server (at least one), the rest for wrk. */
    public static Pinning fromMachine() {
        List<Integer> cpus = allowedCpus();
        if (cpus.size() < 2) {
            String all = cpus.isEmpty() ? "0" : String.valueOf(cpus.getFirst());
            return new Pinning(all, all);
        }
        int serverCount = Math.max(1, cpus.size() / 2);
        return new Pinning(list(cpus.subList(0, serverCount)), list(cpus.subList(serverCount, cpus.size())));
    }

    int serverCpuCount() {
        return expand(serverCpus).size();
    }

    int loadCpuCount() {
        return expand(loadCpus).size();
    }

    static List<Integer> allowedCpus() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return expand(line.substring(line.indexOf(':') + 1).trim());
                }
            }
        } catch (IOException ignored) {
            // not Linux: fall through to the JVM's count
        }
        List<Integer> cpus = new ArrayList<>();
        for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
            cpus.add(i);
        }
        return cpus;
    }

    /** "0-2,5" as [0, 1, 2, 5]. */
    static List<Integer> expand(String list) {
        List<Integer> cpus = new ArrayList<>();
        for (String part : list.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) {
                continue;
            }
            int dash = p.indexOf('-');
            if (dash < 0) {
                cpus.add(Integer.parseInt(p));
            } else {
                int from = Integer.parseInt(p.substring(0, dash));
                int to = Integer.parseInt(p.substring(dash + 1));
                for (int c = from; c <= to; c++) {
                    cpus.add(c);
                }
            }
        }
        return cpus;
    }

    static String list(List<Integer> cpus) {
        if (cpus.size() > 1 && cpus.getLast() - cpus.getFirst() == cpus.size() - 1) {
            return cpus.getFirst() + "-" + cpus.getLast();
        }
        return String.join(",", cpus.stream().map(String::valueOf).toList());
    }
}
