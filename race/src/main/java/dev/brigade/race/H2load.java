package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Runs h2load (nghttp2), pinned to the load CPUs, for the workloads wrk cannot speak: HTTP/2 by prior
 * knowledge (h2c), HTTP/2 over TLS by ALPN, and HTTP/1.1 over TLS. {@code -c} connections of {@code -m}
 * streams each is the race's oha {@code -c N -p M}. It offers TLS 1.3's suites in oha's (rustls's) order,
 * AES-256-GCM first, so a server that followed the client's order would agree what the race's loader gets;
 * it takes any certificate, as oha's {@code --insecure}. Per-request times come from its {@code --log-file},
 * since its own summary has no percentiles.
 */
final class H2load {

    static final String INSTALL_HINT =
            "h2load is not installed: apt-get install -y nghttp2-client (Debian, Ubuntu), then run the race again";
    static final String OHA_TLS13_ORDER = "TLS_AES_256_GCM_SHA384:TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256";

    /**
     * How long past its last second a timed run may take to end. h2load 1.52 ends a timed run only once
     * every connection has closed, and a connection that becomes ready after the run's last second (a TLS
     * handshake a cold server finished late) gets its requests started anyway ({@code Client::connection_made}
     * looks at no phase) and then loops on them for ever. A run that ends does so within a moment of its
     * last second; one still going this much later is in that loop.
     */
    static final Duration OVERRUN_GRACE = Duration.ofSeconds(10);

    private final Path binary;
    private final Pinning pinning;
    private final Path scratch;
    private final Duration overrunGrace;
    /** Each churn target's last measured rate, by port, which sizes its next run ({@link #churnRequests}). */
    private final Map<Integer, Double> churnRates = new ConcurrentHashMap<>();

    static final int FIRST_CHURN_REQUESTS_PER_CONNECTION = 16;

    H2load(Path binary, Pinning pinning, Path scratch) {
        this(binary, pinning, scratch, OVERRUN_GRACE);
    }

    /** With another grace: tests, whose stand-in for h2load loops at once. */
    H2load(Path binary, Pinning pinning, Path scratch, Duration overrunGrace) {
        this.binary = binary;
        this.pinning = pinning;
        this.scratch = scratch;
        this.overrunGrace = overrunGrace;
    }

    /** The first h2load on PATH, or a usage error saying how to install it. */
    static Path locate() throws UsageException {
        return Competitors.onPath("h2load").orElseThrow(() -> new UsageException(INSTALL_HINT));
    }

    /**
     * One run. A timed run that overruns ({@link #OVERRUN_GRACE}) is killed and run once more: its numbers
     * are lost, and the server, whose handshakes have just been compiled, is then quicker to make them. Two
     * overruns in a row fail the run, saying why.
     */
    WrkResult run(Workload workload, int port, int seconds) throws IOException {
        try {
            return runOnce(workload, port, seconds);
        } catch (Overran first) {
            try {
                return runOnce(workload, port, seconds);
            } catch (Overran again) {
                throw new IOException(
                        again.getMessage() + ", twice in a row: a connection became ready (its TLS handshake done)"
                                + " after the run's last second, and h2load 1.52 then never ends a timed run");
            }
        }
    }

    /** A timed run still going {@link #overrunGrace} after its last second. */
    static final class Overran extends IOException {
        Overran(String message) {
            super(message);
        }
    }

    private WrkResult runOnce(Workload workload, int port, int seconds) throws IOException {
        Path log = scratch.resolve(workload.name() + "-requests.tsv");
        Files.deleteIfExists(log);
        int requests = workload.keepAlive() ? 0 : churnRequests(workload, port, seconds);
        Path out = scratch.resolve(workload.name() + "-output.txt");
        Process p = new ProcessBuilder(argv(workload, port, seconds, requests, log))
                .redirectErrorStream(true)
                .redirectOutput(out.toFile())
                .start();
        // a count of requests takes as long as the server needs; a timed run ends within a moment of its last second
        long limitMillis = requests > 0 ? (3L * seconds + 30) * 1000 : seconds * 1000L + overrunGrace.toMillis();
        try {
            if (!p.waitFor(limitMillis, TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                String limit = "h2load did not finish within " + limitMillis / 1000.0 + " s";
                if (requests > 0) {
                    throw new IOException(limit + " (" + requests + " requests)");
                }
                throw new Overran(limit + " of a " + seconds + " s run");
            }
        } catch (InterruptedException e) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
        String output = Files.readString(out);
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
        if (requests > 0 && parsed.seconds() > 0) {
            churnMeasured(port, parsed.responses() / parsed.seconds());
        }
        long cpuMicros = Wrk.childCpuTicks(output) * 1_000_000L / ProcessStats.CLOCK_TICKS;
        return new WrkResult(
                parsed.responses(),
                parsed.seconds(),
                parsed.non2xx(),
                parsed.failed(),
                latency[0],
                latency[1],
                Limits.busyShare(cpuMicros, parsed.seconds(), pinning.loadCpuCount()));
    }

    /**
     * How many requests a churn run sends. h2load's timed mode ({@code -D}) never ends when the server
     * closes every connection (1.52), so churn runs a count ({@code -n}): the rate this server's last
     * churn slice measured (by its port: one start of one server) times the seconds, or, for its first
     * slice, a few requests a connection.
     */
    int churnRequests(Workload workload, int port, int seconds) {
        Double rate = churnRates.get(port);
        int first = workload.connections() * FIRST_CHURN_REQUESTS_PER_CONNECTION;
        return rate == null
                ? first
                : (int) Math.max(workload.connections(), Math.min(Integer.MAX_VALUE / 2, Math.round(rate * seconds)));
    }

    void churnMeasured(int port, double requestsPerSecond) {
        churnRates.put(port, requestsPerSecond);
    }

    /** The command line: through the same shell wrapper as wrk, whose stat line holds h2load's CPU. */
    List<String> argv(Workload workload, int port, int seconds, Path log) throws IOException {
        return argv(workload, port, seconds, 0, log);
    }

    /** With {@code requests} above 0, a count of requests ({@code -n}) instead of a duration. */
    List<String> argv(Workload workload, int port, int seconds, int requests, Path log) throws IOException {
        int threads = Math.max(1, Math.min(pinning.loadCpuCount(), workload.connections()));
        List<String> argv = new ArrayList<>(List.of(
                "sh",
                "-c",
                Wrk.CHILD_CPU,
                "sh",
                "taskset",
                "-c",
                pinning.loadCpus(),
                binary.toString(),
                "-t",
                String.valueOf(threads),
                "-c",
                String.valueOf(workload.connections())));
        argv.addAll(requests > 0 ? List.of("-n", String.valueOf(requests)) : List.of("-D", String.valueOf(seconds)));
        argv.addAll(List.of("--log-file", log.toString()));
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
