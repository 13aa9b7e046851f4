package dev.brigade.conformance.reference;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

/**
 * The reference server as a process, per CONTRACT.md §1:
 * {@code --address A --port P [--database F] [--fault NAME]...}; exit 2 and one line for a bad argument,
 * SIGTERM drains, closes the database and exits 0.
 */
public final class ReferenceServerMain {

    private static final Set<String> FLAGS = Set.of("--address", "--port", "--database", "--fault");
    /** The race-only mode ({@link RaceOnly}): a flag without a value. */
    static final String RACE_ONLY = "--race-only";
    /**
     * Helidon's drain, which the contract allows (§1.6): for a moment after SIGTERM, new writes are
     * refused with 503 and a close. A flag without a value, not a fault: it breaks no rule.
     */
    public static final String DRAIN_503 = "--drain-503";

    private ReferenceServerMain() {}

    public static void main(String[] args) throws InterruptedException {
        ReferenceServer.Options options;
        try {
            options = parse(args, faults(args));
        } catch (NumberFormatException e) {
            throw e; // only the raw --port read of fault BAD_PORT_STACK_TRACE lets one out: a naive server's trace
        } catch (IllegalArgumentException e) {
            System.err.println("reference-server: " + e.getMessage());
            if (e instanceof UnknownArgument
                    && (Arrays.asList(args).contains(Fault.UNKNOWN_FLAG_USAGE.name())
                            || Arrays.asList(args).contains(RACE_ONLY))) {
                System.err.println("usage: reference-server --address A --port P [--database F] [--fault NAME]...");
            }
            System.exit(2);
            return;
        }
        if (options.database().isEmpty() && !options.faults().contains(Fault.NO_DATABASE_SILENT)) {
            System.err.println("reference-server: no --database, the Conduit routes are absent");
        }
        if (options.faults().contains(Fault.READY_TOO_LATE)) {
            Thread.sleep(12_000);
        }
        ReferenceServer server;
        try {
            server = ReferenceServer.start(options);
        } catch (IOException e) {
            System.err.println("reference-server: cannot start: " + e.getMessage());
            System.exit(options.faults().contains(Fault.BIND_FAILURE_EXIT_2) ? 2 : 1);
            return;
        }
        if (!options.faults().contains(Fault.SILENT_START)) {
            System.err.println("reference-server: listening on " + server.uri());
        }
        // -1: fault DRAIN_CLOSES_AT_ONCE, each write applied and its connection closed before the answer
        int drainRefusal = options.faults().contains(Fault.DRAIN_WRITES_500)
                ? 500
                : options.faults().contains(Fault.DRAIN_CLOSES_AT_ONCE)
                        ? -1
                        : Arrays.asList(args).contains(DRAIN_503) ? 503 : 0;
        Runtime.getRuntime()
                .addShutdownHook(new Thread(() -> stop(server, options.faults(), drainRefusal), "reference-stop"));
        new CountDownLatch(1).await(); // serve until SIGTERM runs the hook
    }

    /**
     * On SIGTERM: drain, close the database, exit 0. The JVM's own status after SIGTERM is 143, so the
     * hook ends the process itself once everything is closed.
     */
    private static void stop(ReferenceServer server, Set<Fault> faults, int drainRefusal) {
        if (faults.contains(Fault.SIGTERM_IGNORED)) {
            awaitForever(); // a drain that never ends
        }
        if (drainRefusal != 0) {
            server.refuseWritesFor(drainRefusal);
        }
        server.close();
        if (!faults.contains(Fault.EXIT_NONZERO)) {
            Runtime.getRuntime().halt(0);
        }
    }

    private static void awaitForever() {
        try {
            new CountDownLatch(1).await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static ReferenceServer.Options parse(String[] args, Set<Fault> faults) {
        String address = "127.0.0.1";
        int port = 8080;
        Optional<Path> database = Optional.empty();
        for (int i = 0; i < args.length; i += 2) {
            if (args[i].equals(RACE_ONLY) || args[i].equals(DRAIN_503)) {
                i--; // no value follows
                continue;
            }
            if (!FLAGS.contains(args[i])) {
                throw new UnknownArgument(args[i]);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            String value = args[i + 1];
            switch (args[i]) {
                case "--address" -> address = value;
                case "--port" ->
                    port = faults.contains(Fault.BAD_PORT_STACK_TRACE) ? Integer.parseInt(value) : port(value);
                case "--database" ->
                    database = Optional.of(
                            faults.contains(Fault.BAD_DATABASE_EXIT_1) ? Path.of(value) : sqliteFile(value));
                case "--fault" -> {} // read first, by faults(args)
                default -> throw new IllegalStateException("a flag in FLAGS without a case: " + args[i]);
            }
        }
        var defaults = ReferenceServer.Options.of(database, faults);
        return new ReferenceServer.Options(
                inet(address), port, database, defaults.faults(), defaults.readTimeout(), defaults.maxHeadBytes());
    }

    /** The {@code --fault} switches, read before anything else so that they can change how the rest is read. */
    private static Set<Fault> faults(String[] args) {
        Set<Fault> faults = EnumSet.noneOf(Fault.class);
        if (Arrays.asList(args).contains(RACE_ONLY)) {
            faults.addAll(RaceOnly.FAULTS);
        }
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--fault")) {
                faults.add(fault(args[i + 1]));
            }
        }
        return faults;
    }

    private static final class UnknownArgument extends IllegalArgumentException {
        UnknownArgument(String argument) {
            super("unknown argument " + argument);
        }
    }

    private static int port(String value) {
        try {
            int port = Integer.parseInt(value);
            if (port < 0 || port > 65_535) {
                throw new IllegalArgumentException("port out of range: " + value);
            }
            return port;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("port is not a number: " + value);
        }
    }

    private static Path sqliteFile(String value) {
        Path file = Path.of(value);
        byte[] magic = "SQLite format 3\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        try (InputStream in = Files.newInputStream(file)) {
            if (!Arrays.equals(in.readNBytes(magic.length), magic)) {
                throw new IllegalArgumentException("not a SQLite file: " + value);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read database " + value);
        }
        return file;
    }

    private static Fault fault(String value) {
        try {
            return Fault.valueOf(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("no such fault: " + value);
        }
    }

    private static InetAddress inet(String value) {
        try {
            return InetAddress.getByName(value);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("bad address: " + value);
        }
    }
}
