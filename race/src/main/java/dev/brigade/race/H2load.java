package dev.brigade.race;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs h2load (nghttp2), pinned to the load CPUs, for the workloads wrk cannot speak: HTTP/2 by prior
 * knowledge (h2c), HTTP/2 over TLS by ALPN, and HTTP/1.1 over TLS. {@code -c} connections of {@code -m}
 * streams each is the race's oha {@code -c N -p M}. It offers TLS 1.3's suites in oha's (rustls's) order,
 * AES-256-GCM first, so a server that followed the client's order would agree what the race's loader gets;
 * it takes any certificate, as oha's {@code --insecure}. Per-request times come from its {@code --log-file},
 * since its own summary has no percentiles.
 */
final class H2load {

    static final String INSTALL_HINT = "h2load is not installed: apt-get install -y nghttp2-client (Debian, Ubuntu), then run the race again";
    static final String OHA_TLS13_ORDER = "TLS_AES_256_GCM_SHA384:TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256";

    private final Path binary;
    private final Pinning pinning;
    private final Path scratch;

    H2load(Path binary, Pinning pinning, Path scratch) {
        this.binary = binary;
        this.pinning = pinning;
        this.scratch = scratch;
    }

    /** The first h2load on PATH, or a usage error saying how to install it. */
    static Path locate() throws UsageException {
        return Competitors.onPath("h2load").orElseThrow(() -> new UsageException(INSTALL_HINT));
    }

    WrkResult run(Workload workload, int port, int seconds) throws IOException {
        Path log = scratch.resolve(workload.name() + "-requests.tsv");
        Files.deleteIfExists(log);
        Process p = new ProcessBuilder(argv(workload, port, seconds, log)).redirectErrorStream(true).start();
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
        H2loadOutput parsed = H2loadOutput.parse(output);
        if (parsed == null) {
            throw new IOException("h2load gave no result (exit " + p.exitValue() + "): " + output.strip());
        }
        String refused = parsed.refusal(workload);
        if (refused != null) {
            throw new IOException(refused);
        }
        double[] latency = Files.exists(log) ? H2loadOutput.percentiles(Files.readAllLines(log)) : new double[] {0, 0};
        Files.deleteIfExists(log);
        long cpuMicros = Wrk.childCpuTicks(output) * 1_000_000L / ProcessStats.CLOCK_TICKS;
        return new WrkResult(parsed.responses(), parsed.seconds(), parsed.non2xx(), parsed.failed(), latency[0], latency[1],
                Limits.busyShare(cpuMicros, parsed.seconds(), pinning.loadCpuCount()));
    }

    /** The command line: through the same shell wrapper as wrk, whose stat line holds h2load's CPU. */
    List<String> argv(Workload workload, int port, int seconds, Path log) throws IOException {
        int threads = Math.max(1, Math.min(pinning.loadCpuCount(), workload.connections()));
        List<String> argv = new ArrayList<>(List.of("sh", "-c", Wrk.CHILD_CPU, "sh", "taskset", "-c", pinning.loadCpus(), binary.toString(),
                "-t", String.valueOf(threads), "-c", String.valueOf(workload.connections()), "-D", String.valueOf(seconds),
                "--log-file", log.toString()));
        if (workload.http2()) {
            argv.addAll(List.of("-m", String.valueOf(workload.streams())));
        } else {
            // HTTP/1.1 (over TLS): one request at a time on a connection, which Connection: close ends, so
            // h2load opens the next connection, with a handshake of its own, for the next request
            argv.add("--h1");
            if (!workload.keepAlive()) {
                argv.addAll(List.of("-H", "connection: close"));
            }
        }
        if (workload.tls()) {
            argv.add("--tls13-ciphers=" + OHA_TLS13_ORDER);
        }
        if (workload.postsBody()) {
            argv.addAll(List.of("-d", body().toString(), "-H", "content-type: application/octet-stream"));
        }
        argv.add((workload.tls() ? "https://" : "http://") + ServerProcess.ADDRESS + ":" + port + workload.path());
        return argv;
    }

    /** Echo's 4 KiB of random bytes (h2load -d sends a file as the body of a POST), written once. */
    private Path body() throws IOException {
        Path file = scratch.resolve("echo-body.bin");
        if (!Files.exists(file)) {
            byte[] bytes = new byte[Workload.ECHO_BYTES];
            new java.util.Random(4096).nextBytes(bytes);
            Files.write(file, bytes);
        }
        return file;
    }
}
