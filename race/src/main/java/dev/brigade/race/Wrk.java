package dev.brigade.race;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs wrk, pinned to the load CPUs, with the workload's Lua script and the reporting hook. */
final class Wrk {

    static final String INSTALL_HINT = "wrk is not installed: apt-get install -y wrk (Debian, Ubuntu), then run the race again";

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

    WrkResult run(Workload workload, int port, int seconds, List<String> scriptArgs) throws IOException {
        int threads = Math.max(1, Math.min(pinning.loadCpuCount(), workload.connections()));
        List<String> argv = new ArrayList<>(List.of("taskset", "-c", pinning.loadCpus(), binary.toString(),
                "-t", String.valueOf(threads), "-c", String.valueOf(workload.connections()),
                "-d", seconds + "s", "--timeout", "5s", "-s", script(workload).toString()));
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
        return result;
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
