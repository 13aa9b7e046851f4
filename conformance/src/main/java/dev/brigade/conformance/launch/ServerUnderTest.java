package dev.brigade.conformance.launch;

import dev.brigade.conformance.seed.SeedDatabase;
import dev.brigade.conformance.target.RawHttp;
import dev.brigade.conformance.tls.TlsHttp1;
import dev.brigade.conformance.tls.TlsOffer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Launch mode: a server the kit starts itself, as a real process.
 *
 * <pre>{@code
 * try (ServerUnderTest server = ServerUnderTest.launch("java -jar x.jar --address {address} --port {port} --database {database}", workDir)) {
 *     if (server.isReady()) { ... check server.baseUri() ...; server.stop(); }
 * }
 * }</pre>
 *
 * {@link #launch} seeds a fresh Conduit database in {@code workDir}, picks a free port on 127.0.0.1,
 * fills the placeholders in (shell-quoted), runs the command with {@code /bin/sh -c 'exec ...'}, and
 * waits until {@code GET /plaintext} answers 200 (at most {@link #READY_TIMEOUT}). It never throws
 * for a server that does not start: {@link #failure()} then says why, with its last output lines.
 * {@link #stop()} sends SIGTERM and waits {@link #STOP_TIMEOUT} for the exit; {@link #close()} makes
 * sure the process is gone (killing it if it must) and deletes {@code workDir}.
 */
public final class ServerUnderTest implements AutoCloseable {

    public static final Duration READY_TIMEOUT = Duration.ofSeconds(10);
    public static final Duration STOP_TIMEOUT = Duration.ofSeconds(10);
    public static final String ADDRESS = "127.0.0.1";

    private final ServerCommand command;
    private final Path workDir;
    private final Path database;
    private final int port;
    private final Process process;
    private final Path logs;
    private final Optional<Duration> startup;
    private final Optional<String> failure;
    private final Thread killOnExit;
    private final Optional<TlsMode> tls;
    private Optional<Stopped> stopped = Optional.empty();
    private long termSentAt;

    /** How the process ended after SIGTERM: its exit status (empty if it outlived the timeout) and how long it took. */
    public record Stopped(OptionalInt exitStatus, Duration took) {}

    /** A short-lived run of the command (e.g. with a bad argument): its status (empty if still running at the timeout) and output. */
    public record Exited(OptionalInt exitStatus, ProcessOutput output, String commandLine) {}

    private ServerUnderTest(
            ServerCommand command,
            Path workDir,
            Path database,
            int port,
            Process process,
            Path logs,
            Optional<Duration> startup,
            Optional<String> failure,
            Thread killOnExit,
            Optional<TlsMode> tls) {
        this.tls = tls;
        this.command = command;
        this.workDir = workDir;
        this.database = database;
        this.port = port;
        this.process = process;
        this.logs = logs;
        this.startup = startup;
        this.failure = failure;
        this.killOnExit = killOnExit;
    }

    public static ServerUnderTest launch(String commandTemplate, Path workDir) {
        return launch(commandTemplate, workDir, Optional.empty());
    }

    /** The same on a database another launch already used (a restart on the same file); empty seeds a fresh one. */
    public static ServerUnderTest launch(String commandTemplate, Path workDir, Optional<Path> existing) {
        return launch(commandTemplate, workDir, existing, Optional.empty(), Optional.empty());
    }

    /**
     * A launch on a given port (empty: a free one), in TLS mode when {@code tlsArgs} is present: a
     * fresh certificate of the race's kind is written to {@code workDir/tls}, and the arguments, with
     * {@code {cert}} and {@code {key}} filled in, are added to the command, as the race adds a
     * competitor's {@code run.tls} arguments to its {@code run.argv}.
     */
    public static ServerUnderTest launch(
            String commandTemplate, Path workDir, Optional<Integer> onPort, Optional<String> tlsArgs) {
        return launch(commandTemplate, workDir, Optional.empty(), onPort, tlsArgs);
    }

    private static ServerUnderTest launch(
            String commandTemplate,
            Path workDir,
            Optional<Path> existing,
            Optional<Integer> onPort,
            Optional<String> tlsArgs) {
        ServerCommand command = new ServerCommand(commandTemplate);
        try {
            Files.createDirectories(workDir);
            Path database = existing.orElse(workDir.resolve("conduit.db"));
            if (existing.isEmpty()) {
                SeedDatabase.create(database);
            }
            int port = onPort.orElseGet(() -> FreePort.find(ADDRESS));
            Optional<TlsMode> tls = tlsArgs.map(args -> TlsMode.make(args, workDir.resolve("tls")));
            String rendered = command.render(
                    ADDRESS,
                    Integer.toString(port),
                    database.toString(),
                    tls.map(TlsMode::arguments).orElse(""));
            Path logs = workDir.resolve("server");
            long started = System.nanoTime();
            Process process = command.start(rendered, logs);
            // a kit stopped by Ctrl-C must not leave the server behind
            Thread killOnExit = new Thread(process::destroyForcibly, "kill-server-under-test");
            Runtime.getRuntime().addShutdownHook(killOnExit);
            Optional<String> failure = awaitReady(process, port, started, tls.isPresent());
            Optional<Duration> startup =
                    failure.isEmpty() ? Optional.of(Duration.ofNanos(System.nanoTime() - started)) : Optional.empty();
            ServerUnderTest server = new ServerUnderTest(
                    command,
                    workDir,
                    database,
                    port,
                    process,
                    logs,
                    startup,
                    failure.map(why -> why + "\n  command: " + rendered + "\n"
                            + ProcessOutput.of(logs).tail(15)),
                    killOnExit,
                    tls);
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException("could not launch the server: " + e.getMessage(), e);
        }
    }

    private static Optional<String> awaitReady(Process process, int port, long started) {
        return awaitReady(process, port, started, false);
    }

    /** Waits for {@code GET /plaintext} to answer 200: over HTTPS in TLS mode (HTTP/1.1, no ALPN), else plain. */
    private static Optional<String> awaitReady(Process process, int port, long started, boolean tls) {
        RawHttp http = new RawHttp(URI.create("http://" + ADDRESS + ":" + port));
        long deadline = started + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                return Optional.of("the server exited with status " + process.exitValue()
                        + " before answering GET /plaintext" + (tls ? " over HTTPS" : ""));
            }
            try {
                int status = tls
                        ? TlsHttp1.get(
                                        ADDRESS,
                                        port,
                                        "/plaintext",
                                        TlsOffer.race().withAlpn(List.of()))
                                .status()
                        : http.get("/plaintext").status();
                if (status == 200) {
                    return Optional.empty();
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            sleep(25);
        }
        return Optional.of("GET /plaintext did not answer 200" + (tls ? " over HTTPS" : "") + " within "
                + READY_TIMEOUT.toSeconds() + " s");
    }

    public boolean isReady() {
        return failure.isEmpty();
    }

    /** Why the server is not ready, with its last output lines. */
    public Optional<String> failure() {
        return failure;
    }

    /** Time from exec to the first 200 on {@code /plaintext}. */
    public Optional<Duration> startup() {
        return startup;
    }

    public URI baseUri() {
        return URI.create((tls.isPresent() ? "https://" : "http://") + ADDRESS + ":" + port);
    }

    /** In TLS mode, its certificate files and arguments. */
    public Optional<TlsMode> tls() {
        return tls;
    }

    /** The server's process id (the command runs under {@code exec}, so it is the server itself). */
    public long pid() {
        return process.pid();
    }

    public int port() {
        return port;
    }

    public Path database() {
        return database;
    }

    /** What the server wrote so far. */
    public ProcessOutput output() {
        return ProcessOutput.of(logs);
    }

    /** SIGKILL, then waits for the process to be gone (for the durability profile). */
    public synchronized void kill() {
        process.destroyForcibly();
        waitFor(process, STOP_TIMEOUT);
        stopped = Optional.of(new Stopped(OptionalInt.empty(), Duration.ZERO));
    }

    /** Sends SIGTERM without waiting; {@link #stop()} then waits for the exit without signalling again. */
    public synchronized void signalTerm() {
        termSentAt = System.nanoTime();
        process.destroy();
    }

    /** SIGTERM, then waits for the exit; a second call returns the first outcome. */
    public synchronized Stopped stop() {
        if (stopped.isEmpty()) {
            long start = termSentAt != 0 ? termSentAt : System.nanoTime();
            if (termSentAt == 0) {
                process.destroy();
            }
            OptionalInt status = waitFor(process, STOP_TIMEOUT);
            stopped = Optional.of(new Stopped(status, Duration.ofNanos(System.nanoTime() - start)));
        }
        return stopped.get();
    }

    /**
     * Runs the command once more beside the server, with its own port and the given database and
     * extra arguments, until it exits (at most {@link #STOP_TIMEOUT}). For the bad-argument checks.
     */
    public Exited runVariant(String name, String portArgument, String databaseArgument, String extra) {
        return runRendered(name, command.render(ADDRESS, portArgument, databaseArgument, extra), STOP_TIMEOUT);
    }

    /**
     * A run that gets as far as listening and fails there (an address in use, or not ours): it may
     * take as long as a start ({@link #READY_TIMEOUT}) before it can fail, so it gets that and
     * {@link #STOP_TIMEOUT} more to exit.
     */
    public Exited runUntilListenFails(String name, String address, String portArgument, String databaseArgument) {
        return runUntilListenFails(name, address, portArgument, databaseArgument, "");
    }

    /** The same with extra arguments (TLS files the server finds it cannot use only when it tries). */
    public Exited runUntilListenFails(
            String name, String address, String portArgument, String databaseArgument, String extra) {
        return runRendered(
                name, command.render(address, portArgument, databaseArgument, extra), READY_TIMEOUT.plus(STOP_TIMEOUT));
    }

    /**
     * A second server from the same command, in plain mode, on a port, a fresh database and a folder
     * ({@code workDir/name}) of its own: for a check that must stop a server while the other checks
     * still need this one.
     */
    public ServerUnderTest another(String name) {
        return launch(command.template(), workDir.resolve(name));
    }

    /** Whether the command can be started without a database ({@code {database-arg}}, CONTRACT.md §1.2). */
    public boolean canOmitDatabase() {
        return command.canOmitDatabase();
    }

    /**
     * Starts the command without a database on a port of its own, waits until it is ready, hands its
     * base URI to {@code whileRunning}, then stops it (SIGTERM) and returns its output.
     */
    public Exited runWithoutDatabase(Consumer<Optional<URI>> whileRunning) {
        try {
            int variantPort = FreePort.find(ADDRESS);
            String rendered = command.renderWithoutDatabase(ADDRESS, Integer.toString(variantPort));
            Path variantLogs = workDir.resolve("no-database");
            Process variant = command.start(rendered, variantLogs);
            try {
                Optional<String> notReady = awaitReady(variant, variantPort, System.nanoTime());
                whileRunning.accept(
                        notReady.isEmpty()
                                ? Optional.of(URI.create("http://" + ADDRESS + ":" + variantPort))
                                : Optional.empty());
            } finally {
                variant.destroy();
            }
            OptionalInt status = waitFor(variant, STOP_TIMEOUT);
            return new Exited(status, ProcessOutput.of(variantLogs), rendered);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Exited runRendered(String name, String rendered, Duration timeout) {
        Path variantLogs = workDir.resolve(name);
        try {
            Process variant = command.start(rendered, variantLogs);
            OptionalInt status = waitFor(variant, timeout);
            return new Exited(status, ProcessOutput.of(variantLogs), rendered);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Path workDir() {
        return workDir;
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            stop();
        }
        if (process.isAlive()) {
            process.destroyForcibly();
            waitFor(process, Duration.ofSeconds(2));
        }
        deleteTree(workDir);
        try {
            Runtime.getRuntime().removeShutdownHook(killOnExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs anyway
        }
    }

    private static OptionalInt waitFor(Process process, Duration timeout) {
        try {
            if (process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                return OptionalInt.of(process.exitValue());
            }
            process.destroyForcibly();
            return OptionalInt.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            return OptionalInt.empty();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException ignored) {
            // a temp folder left behind is harmless
        }
    }
}
