package dev.brigade.race;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs wrk, pinned to the load CPUs, with the workload's Lua script and the reporting hook. */
final class Wrk implements Load {

    /** Runs its arguments, then prints the shell's own stat line (whose cutime/cstime hold the child's CPU). */
    static final String CHILD_CPU =
            "\"$@\"; status=$?; echo \"" + "BRIGADE-CHILD-STAT $(cat /proc/$$/stat)\"; exit $status";

    static final String CHILD_STAT = "BRIGADE-CHILD-STAT ";

    static final String INSTALL_HINT =
            "wrk is not installed: apt-get install -y wrk (Debian, Ubuntu), then run the race again";

    private final Path binary;
    private final Pinning pinning;
    private final Path scripts;

    Wrk(Path binary, Pinning pinning, Path scripts) {
        this.binary = binary;
        this.pinning = pinning;
        this.scripts = scripts;
    }

    /** The first wrk on PATH, or a usage error saying how to install it. */
    static Path locate() throws UsageException {
        return Competitors.onPath("wrk").orElseThrow(() -> new UsageException(INSTALL_HINT));
    }

    @Override
    public WrkResult run(Workload workload, int port, int seconds, List<String> scriptArgs) throws IOException {
        int threads = Math.max(1, Math.min(pinning.loadCpuCount(), workload.connections()));
        // through sh, which prints its own /proc stat after wrk ends: its cutime and cstime are then
        // exactly the CPU time wrk used, which the race reports as the loader's busy share
        List<String> argv = new ArrayList<>(List.of(
                "sh",
                "-c",
                CHILD_CPU,
                "sh",
                "taskset",
                "-c",
                pinning.loadCpus(),
                binary.toString(),
                "-t",
                String.valueOf(threads),
                "-c",
                String.valueOf(workload.connections()),
                "-d",
                seconds + "s",
                "--timeout",
                "5s",
                "-s",
                script(workload).toString()));
        if (!workload.keepAlive()) {
            argv.addAll(List.of("-H", "Connection: close"));
        }
        argv.add("http://" + ServerProcess.ADDRESS + ":" + port + workload.path());
        if (!scriptArgs.isEmpty()) {
            argv.add("--");
            argv.addAll(scriptArgs);
        }
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        String output;
        try (InputStream in = p.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        try {
            p.waitFor();
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
        WrkResult result = WrkResult.parse(output);
        if (result == null) {
            throw new IOException("wrk gave no result (exit " + p.exitValue() + "): " + output.strip());
        }
        long cpuMicros = childCpuTicks(output) * 1_000_000L / ProcessStats.CLOCK_TICKS;
        return result.withLoaderBusy(Limits.busyShare(cpuMicros, result.seconds(), pinning.loadCpuCount()));
    }

    /** The workload's script followed by report.lua, written once into the race's scratch folder. */
    private Path script(Workload workload) throws IOException {
        Path file = scripts.resolve(workload.name() + ".lua");
        if (!Files.exists(file)) {
            String body = workload.script() == null ? "" : resource("lua/" + workload.script()) + "\n";
            Files.writeString(file, body + resource("lua/report.lua"));
        }
        return file;
    }

    /** cutime + cstime (fields 16 and 17) of the wrapping shell's stat line: the CPU its finished children used. */
    static long childCpuTicks(String output) {
        for (String line : output.split("\n")) {
            if (line.startsWith(CHILD_STAT)) {
                String stat = line.substring(CHILD_STAT.length());
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
                return Long.parseLong(f[16 - 3]) + Long.parseLong(f[17 - 3]);
            }
        }
        return 0;
    }

    static String resource(String name) throws IOException {
        try (InputStream in = Wrk.class.getResourceAsStream("/" + name)) {
            if (in == null) {
                throw new IOException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** A bundled resource's text, or "" when it is missing (a report without styles still reads). */
    static String resourceOrEmpty(String name) {
        try {
            return resource(name);
        } catch (IOException e) {
            return "";
        }
    }
}
