package dev.brigade.race;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** One started server: pinned, its output in a log file, ready when GET /plaintext answers 200. */
public final class ServerProcess implements AutoCloseable {

    public static final String ADDRESS = "127.0.0.1";
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);

    private final Process process;
    private final int port;
    private final int h2cPort;
    private final Path log;
    private final long startupNanos;

    private ServerProcess(Process process, int port, int h2cPort, Path log, long startupNanos) {
        this.process = process;
        this.port = port;
        this.h2cPort = h2cPort;
        this.log = log;
        this.startupNanos = startupNanos;
    }

    /** Starts it under {@code taskset -c cpus} and waits for the first 200; the clock starts at exec. */
    public static ServerProcess start(Competitor competitor, String cpus, Path database, Path workDir)
            throws IOException {
        return start(competitor, cpus, database, workDir, null);
    }

    /**
     * The same in its HTTPS mode when {@code certificate} is given: its TLS arguments appended, as the race
     * starts it a second time for its TLS workloads, and ready at the first 200 over TLS.
     */
    static ServerProcess start(
            Competitor competitor, String cpus, Path database, Path workDir, Kit.Certificate certificate)
            throws IOException {
        int port = freePort();
        int h2cPort = certificate == null && competitor.h2cOnItsOwnPort() ? freePortBut(port) : port;
        List<String> argv = new ArrayList<>(List.of("taskset", "-c", cpus));
        argv.addAll(
                certificate == null
                        ? competitor.command(ADDRESS, port, h2cPort, database, workDir)
                        : competitor.tlsCommand(
                                ADDRESS, port, database, workDir, certificate.cert(), certificate.key()));
        Path log = workDir.resolve("server.log");
        long begin = System.nanoTime();
        Process process = new ProcessBuilder(argv)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        long deadline = begin + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException(competitor.name() + " exited with status " + process.exitValue()
                        + " before it was ready: " + reason(log));
            }
            if ((certificate == null ? plaintextStatus(port) : TlsProbe.plaintextStatus(ADDRESS, port)) == 200) {
                return new ServerProcess(process, port, h2cPort, log, System.nanoTime() - begin);
            }
            sleepMillis(2);
        }
        process.destroyForcibly();
        throw new IOException(
                competitor.name() + " gave no 200 on /plaintext within " + READY_TIMEOUT.toSeconds() + " s");
    }

    public int port() {
        return port;
    }

    /** Where a workload's load goes: the h2c port for h2c (nginx's second port), the port otherwise. */
    int portFor(Workload workload) {
        return workload.http2() && !workload.tls() ? h2cPort : port;
    }

    public long pid() {
        return process.pid();
    }

    public double startupMillis() {
        return startupNanos / 1e6;
    }

    boolean alive() {
        return process.isAlive();
    }

    Path log() {
        return log;
    }

    /** SIGTERM, as the contract asks servers to honour; SIGKILL if it has not gone in ten seconds. */
    @Override
    public void close() {
        stop(STOP_TIMEOUT);
    }

    /** SIGTERM, then up to {@code grace} for the process to exit by itself, then SIGKILL. */
    public void stop(Duration grace) {
        process.destroy();
        try {
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** The status of one GET /plaintext on a fresh connection, or -1 when nothing answers yet. */
    static int plaintextStatus(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(ADDRESS, port), 200);
            socket.setSoTimeout(1000);
            OutputStream out = socket.getOutputStream();
            out.write(("GET /plaintext HTTP/1.1\r\nHost: " + ADDRESS + ":" + port + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] head = in.readNBytes(12);
            String line = new String(head, StandardCharsets.US_ASCII);
            return line.startsWith("HTTP/1.") && line.length() == 12 ? Integer.parseInt(line.substring(9, 12)) : -1;
        } catch (IOException | NumberFormatException notYet) {
            return -1;
        }
    }

    /** A free port other than {@code taken}, which is free too until its server binds it. */
    static int freePortBut(int taken) throws IOException {
        for (int i = 0; i < 10; i++) {
            int p = freePort();
            if (p != taken) {
                return p;
            }
        }
        throw new IOException("no second free port on " + ADDRESS);
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getByName(ADDRESS))) {
            return s.getLocalPort();
        }
    }

    /**
     * What the server said about why it stopped: its own lines (not stack frames, not the JVM's AOT
     * chatter), the first and the last of them.
     */
    public static String reason(Path log) {
        try {
            List<String> lines = Files.readAllLines(log).stream()
                    .filter(l -> !l.isBlank() && !Character.isWhitespace(l.charAt(0)) && !l.startsWith("Caused by"))
                    .filter(l -> !l.contains("AOTConfiguration")
                            && !l.contains("AOT cache")
                            && !l.startsWith("AOTCache")
                            && !l.startsWith("Picked up JAVA_TOOL_OPTIONS"))
                    .map(String::strip)
                    .toList();
            if (lines.isEmpty()) {
                return "(no output)";
            }
            return lines.size() == 1 ? lines.getFirst() : lines.getFirst() + " ... " + lines.getLast();
        } catch (IOException e) {
            return "(no output)";
        }
    }

    private static void sleepMillis(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
