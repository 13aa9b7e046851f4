package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class H2loadTest {

    /** h2load 1.52's summary of a TLS run, as it prints it (the progress lines left out). */
    static final String TLS_RUN = """
            starting benchmark...
            spawning thread #0: 32 total client(s). Timing-based test with 0s of warm-up time and 2s of main duration for measurements.
            TLS Protocol: TLSv1.3
            Cipher: TLS_AES_128_GCM_SHA256
            Server Temp Key: X25519 253 bits
            Application protocol: h2
            Warm-up phase is over for thread #0.
            Main benchmark duration is over for thread #0. Stopping all clients.

            finished in 2.00s, 24207.50 req/s, 1.10MB/s
            requests: 48415 total, 48671 started, 48415 done, 48410 succeeded, 5 failed, 3 errored, 2 timeout
            status codes: 48400 2xx, 0 3xx, 10 4xx, 0 5xx
            traffic: 2.20MB (2306560) total, 287.46KB (294360) headers (space savings 95.12%), 629.40KB (644515) data
                                 min         max         mean         sd        +/- sd
            time for request:      209us     20.02ms      5.20ms      2.86ms    70.50%
            """;

    private static final Pinning PINNING = new Pinning("0", "1");

    @Test
    void theSummaryGivesTheSecondsTheCountsAndWhatTlsAgreed() {
        H2loadOutput o = H2loadOutput.parse(TLS_RUN);
        assertEquals(2.0, o.seconds(), 1e-9);
        assertEquals(48400, o.status2xx());
        assertEquals(10, o.non2xx(), "3xx, 4xx and 5xx are not work done");
        assertEquals(5, o.failed(), "failed holds the errored and the timed out");
        assertEquals(48410, o.responses());
        assertEquals("TLSv1.3", o.tlsProtocol());
        assertEquals("TLS_AES_128_GCM_SHA256", o.cipher());
        assertEquals("h2", o.alpn());
        assertEquals(
                0.0402,
                H2loadOutput.parse(TLS_RUN.replace("finished in 2.00s", "finished in 40.20ms"))
                        .seconds(),
                1e-9);
        assertNull(H2loadOutput.parse("connect to 127.0.0.1:1: Connection refused\n"), "no summary, no result");
    }

    @Test
    void aTlsRunCountsOnlyAsTls13AndWithTheProtocolItsWorkloadSpeaks() {
        H2loadOutput o = H2loadOutput.parse(TLS_RUN);
        assertNull(o.refusal(workload("plaintext-tls")));
        assertEquals("TLS: ALPN agreed h2, not http/1.1", o.refusal(workload("churn-tls")));
        assertEquals(
                "TLS: ALPN agreed http/1.1, not h2",
                H2loadOutput.parse(TLS_RUN.replace("Application protocol: h2", "Application protocol: http/1.1"))
                        .refusal(workload("sse-tls")));
        assertEquals(
                "TLS: not TLS 1.3 (h2load agreed TLSv1.2)",
                H2loadOutput.parse(TLS_RUN.replace("TLSv1.3", "TLSv1.2")).refusal(workload("echo-4k-tls")));
        String clear = TLS_RUN.lines()
                .filter(l -> !l.startsWith("TLS")
                        && !l.startsWith("Cipher")
                        && !l.startsWith("Server Temp")
                        && !l.startsWith("Application"))
                .reduce("", (a, b) -> a + b + "\n");
        assertNull(H2loadOutput.parse(clear).refusal(workload("plaintext-h2")), "h2c has no TLS to agree");
        assertEquals(
                "TLS: not TLS 1.3 (h2load agreed no TLS)",
                H2loadOutput.parse(clear).refusal(workload("templates-tls")));
    }

    @Test
    void percentilesComeFromTheAnsweredRequestsOfTheLog() {
        List<String> log = new java.util.ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            log.add("1764750000000000\t200\t" + (i * 1000));
        }
        log.add("1764750000000000\t-1\t999999999");
        assertArrayEquals(
                new double[] {50, 99},
                H2loadOutput.percentiles(log),
                1e-9,
                "nearest rank, the failed request left out");
        assertArrayEquals(new double[] {0, 0}, H2loadOutput.percentiles(List.of()));
    }

    @Test
    void h2cIsPriorKnowledgeWithTheRacesStreams(@TempDir Path dir) throws IOException {
        List<String> argv = new H2load(Path.of("/usr/bin/h2load"), PINNING, dir)
                .argv(workload("plaintext-h2"), 8080, 15, dir.resolve("log"));
        String line = String.join(" ", argv);
        assertTrue(
                line.contains(
                        "taskset -c 1 /usr/bin/h2load -t 1 -c 32 -D 15 --log-file " + dir.resolve("log") + " -m 8"),
                line);
        assertTrue(
                line.endsWith(" http://127.0.0.1:8080/plaintext"),
                "http:// is h2c by prior knowledge in h2load: " + line);
        assertFalse(line.contains("--h1") || line.contains("--tls13-ciphers"));
    }

    @Test
    void theTlsTwinsOfferOhasSuitesAndEchoPostsItsBody(@TempDir Path dir) throws IOException {
        H2load h2load = new H2load(Path.of("/usr/bin/h2load"), PINNING, dir);
        String echo = String.join(" ", h2load.argv(workload("echo-4k-tls"), 8443, 15, dir.resolve("log")));
        assertTrue(echo.contains("-c 128 -D 15") && echo.contains("-m 2"), echo);
        assertTrue(echo.contains(
                "--tls13-ciphers=TLS_AES_256_GCM_SHA384:TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256"));
        assertTrue(
                echo.contains("-d " + dir.resolve("echo-body.bin") + " -H content-type: application/octet-stream"),
                echo);
        assertEquals(4096, Files.size(dir.resolve("echo-body.bin")));
        assertTrue(echo.endsWith(" https://127.0.0.1:8443/echo"));
        String menu = String.join(" ", h2load.argv(workload("templates-tls"), 8443, 15, dir.resolve("log")));
        assertFalse(menu.contains(" -d "), "GET /menu sends no body");
    }

    @Test
    void churnTlsIsHttp11WithANewConnectionAndHandshakePerRequest(@TempDir Path dir) throws IOException {
        List<String> argv = new H2load(Path.of("/usr/bin/h2load"), PINNING, dir)
                .argv(workload("churn-tls"), 8443, 15, dir.resolve("log"));
        String line = String.join(" ", argv);
        assertTrue(line.contains("-c 64 -D 15"), line);
        String counted = String.join(
                " ",
                new H2load(Path.of("/usr/bin/h2load"), PINNING, dir)
                        .argv(workload("churn-tls"), 8443, 15, 2000, dir.resolve("log")));
        assertTrue(
                counted.contains("-c 64 -n 2000 --log-file") && !counted.contains("-D"),
                "h2load -D never ends on closed connections: " + counted);
        assertTrue(argv.contains("--h1") && argv.contains("connection: close"), line);
        assertFalse(argv.contains("-m"), "one request at a time on a connection");
        assertTrue(line.endsWith(" https://127.0.0.1:8443/plaintext"));
    }

    private static Workload workload(String name) {
        return Workload.named(name).orElseThrow();
    }

    @Test
    void churnSendsAFewRequestsAConnectionFirstThenWhatItsLastSliceMeasured(@TempDir Path dir) {
        H2load h2load = new H2load(Path.of("/usr/bin/h2load"), PINNING, dir);
        assertEquals(
                64 * H2load.FIRST_CHURN_REQUESTS_PER_CONNECTION,
                h2load.churnRequests(workload("churn-tls"), 8443, 15),
                "a server's first churn slice: no rate known for its port");
        h2load.churnMeasured(8443, 1234.5);
        assertEquals(
                Math.round(1234.5 * 15),
                h2load.churnRequests(workload("churn-tls"), 8443, 15),
                "then the rate its last slice measured");
        assertEquals(
                64 * H2load.FIRST_CHURN_REQUESTS_PER_CONNECTION,
                h2load.churnRequests(workload("churn-tls"), 9443, 15),
                "another start");
        h2load.churnMeasured(8443, 0.5);
        assertEquals(
                64, h2load.churnRequests(workload("churn-tls"), 8443, 15), "never fewer than one request a connection");
    }

    /**
     * A stand-in for h2load 1.52 caught in its loop (a connection ready after the run's last second): its
     * first {@code hangs} runs never end, the next ones print {@link #TLS_RUN}. Each run is counted in
     * {@code runs}.
     */
    private static Path loopingH2load(Path dir, int hangs) throws IOException {
        Files.writeString(dir.resolve("summary.txt"), TLS_RUN);
        Path fake = dir.resolve("h2load");
        Files.writeString(fake, """
                #!/bin/sh
                echo run >> "%1$s/runs"
                if [ "$(wc -l < "%1$s/runs")" -le %2$d ]; then exec sleep 600; fi
                cat "%1$s/summary.txt"
                """.formatted(dir, hangs));
        assertTrue(fake.toFile().setExecutable(true));
        return fake;
    }

    @Test
    void aTimedRunStillGoingPastItsGraceIsKilledAndRunOnceMore(@TempDir Path dir) throws IOException {
        H2load h2load = new H2load(loopingH2load(dir, 1), PINNING, dir, Duration.ofSeconds(2));
        WrkResult result = h2load.run(workload("plaintext-tls"), 8443, 1);
        assertEquals(48410, result.responses(), "the second run's answers, the first run's lost");
        assertEquals(2, Files.readAllLines(dir.resolve("runs")).size());
    }

    @Test
    void twoOverrunsInARowFailTheRunSayingWhy(@TempDir Path dir) throws IOException {
        H2load h2load = new H2load(loopingH2load(dir, 2), PINNING, dir, Duration.ofSeconds(2));
        IOException e = assertThrows(IOException.class, () -> h2load.run(workload("plaintext-tls"), 8443, 1));
        assertTrue(
                e.getMessage().startsWith("h2load did not finish within 3.0 s of a 1 s run, twice in a row"),
                e.getMessage());
        assertTrue(e.getMessage().contains("TLS handshake"), e.getMessage());
        assertEquals(2, Files.readAllLines(dir.resolve("runs")).size(), "no third try");
    }
}
