package dev.brigade.race;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/** What the results record about where they were measured and with what. */
public final class Machine {

    private Machine() {}

    static Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpuModel", cpuModel());
        m.put("cores", Runtime.getRuntime().availableProcessors());
        m.put("allowedCpus", Pinning.list(Pinning.allowedCpus()));
        m.put("memoryKib", meminfo("MemTotal:"));
        m.put("kernel", read("/proc/sys/kernel/osrelease"));
        m.put("clockTicks", ProcessStats.CLOCK_TICKS);
        return m;
    }

    static Map<String, String> versions(Path root, Path java, Path wrk, Path nginx) {
        return versions(root, java, wrk, nginx, null);
    }

    /** And h2load's ("h2load nghttp2/1.52.0") when the race has HTTP/2 or TLS workloads. */
    static Map<String, String> versions(Path root, Path java, Path wrk, Path nginx, Path h2load) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("java", firstLine(List.of(java.toString(), "-version")));
        v.put(
                "wrk",
                wrk == null ? null : firstLine(List.of(wrk.toString(), "-v")).replaceAll("\\s+Copyright.*", ""));
        v.put("nginx", nginx == null ? null : firstLine(List.of(nginx.toString(), "-v")));
        if (h2load != null) {
            v.put("h2load", firstLine(List.of(h2load.toString(), "--version")));
        }
        v.put("brigade", brigade(root));
        return v;
    }

    /** The tree's commit as {@code git describe --always --dirty} gives it ("9d15326", "9d15326-dirty"). */
    static String brigade(Path root) {
        return firstLine(List.of("git", "-C", root.toString(), "describe", "--always", "--dirty"));
    }

    /**
     * "Hyperfoil 0.25.2": the version of the Hyperfoil on this jar's class path, which the climbs and the ladder run,
     * from the pom.properties its jar carries (the shaded jar keeps it; its manifest is ours), or null if absent.
     */
    static String hyperfoil() {
        try (InputStream in = Machine.class
                .getClassLoader()
                .getResourceAsStream("META-INF/maven/io.hyperfoil/hyperfoil-core/pom.properties")) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version") == null ? null : "Hyperfoil " + p.getProperty("version");
        } catch (IOException e) {
            return null;
        }
    }

    static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException ignored) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    private static long meminfo(String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith(field)) {
                    return Long.parseLong(line.substring(field.length()).trim().split("\\s+")[0]);
                }
            }
        } catch (IOException | NumberFormatException ignored) {
            // unknown
        }
        return 0;
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file)).trim();
        } catch (IOException e) {
            return null;
        }
    }

    /** The first line a program prints (stdout or stderr), or null when it cannot be run. */
    public static String firstLine(List<String> argv) {
        try {
            Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return out.lines().findFirst().map(String::strip).orElse(null);
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
