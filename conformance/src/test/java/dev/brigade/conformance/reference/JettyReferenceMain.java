package dev.brigade.conformance.reference;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * {@link JettyReference} as a process, per CONTRACT.md §1 and §1.9:
 * {@code --address A --port P [--database F] [--tls-cert C --tls-key K | --tls-files C,K] [--fault NAME]...}. A bad
 * argument: exit 2 and one line; a TLS file it cannot use or a port it cannot listen on: exit 1 and
 * one line; SIGTERM: stop (GOAWAY, streams in flight finished), close the database, exit 0.
 */
public final class JettyReferenceMain {

    private JettyReferenceMain() {}

    public static void main(String[] args) throws Exception {
        Optional<String> address = Optional.empty();
        Optional<String> port = Optional.empty();
        Optional<Path> database = Optional.empty();
        Optional<Path> cert = Optional.empty();
        Optional<Path> key = Optional.empty();
        Set<H2Fault> faults = EnumSet.noneOf(H2Fault.class);
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            if (value == null) {
                usage(args[i] + " needs a value");
            }
            switch (args[i]) {
                case "--address" -> address = Optional.of(value);
                case "--port" -> port = Optional.of(value);
                case "--database" -> database = Optional.of(Path.of(value));
                case "--tls-cert" -> cert = Optional.of(Path.of(value));
                case "--tls-key" -> key = Optional.of(Path.of(value));
                case "--tls-files" -> { // CERT,KEY in one argument: a --run-tls template whose files cannot be given
                    // alone
                    String[] files = value.split(",", 2);
                    cert = Optional.of(Path.of(files[0]));
                    key = files.length == 2 ? Optional.of(Path.of(files[1])) : Optional.empty();
                }
                case "--fault" -> faults.add(H2Fault.valueOf(value));
                default -> usage("unknown option " + args[i]);
            }
            i++;
        }
        if (cert.isPresent() != key.isPresent() && !faults.contains(H2Fault.TLS_FLAG_ALONE_IGNORED)) {
            usage("--tls-cert and --tls-key go together");
        }
        Optional<JettyReference.Tls> tls = cert.isPresent() && key.isPresent()
                ? Optional.of(new JettyReference.Tls(cert.get(), key.get()))
                : Optional.empty();
        int portNumber;
        InetAddress host;
        try {
            portNumber = Integer.parseInt(port.orElse("8080"));
            host = InetAddress.getByName(address.orElse("127.0.0.1"));
        } catch (NumberFormatException | UnknownHostException e) {
            usage("bad --port or --address: " + e.getMessage());
            return;
        }
        if (database.isPresent() && !Files.isRegularFile(database.get())) {
            usage("no such database: " + database.get());
        }
        if (database.isEmpty()) {
            System.err.println("jetty-reference: no --database, the Conduit routes are absent");
        }
        if (tls.isPresent() && faults.contains(H2Fault.TLS_READY_TOO_LATE)) {
            Thread.sleep(12_000);
        }
        JettyReference server;
        try {
            server = JettyReference.start(new JettyReference.Options(host, portNumber, database, tls, faults));
        } catch (Exception e) {
            if (faults.contains(H2Fault.TLS_BAD_FILE_TRACE)) {
                e.printStackTrace();
            } else {
                System.err.println("jetty-reference: cannot start: " + e.getMessage());
            }
            System.exit(1);
            return;
        }
        System.err.println("jetty-reference: listening on " + server.uri());
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(server, faults), "jetty-reference-stop"));
        Thread.currentThread().join();
    }

    /**
     * On SIGTERM: Jetty's graceful stop (GOAWAY on every HTTP/2 connection, the streams in flight
     * finished), the database closed, exit 0. The JVM's own status after SIGTERM is 143, so the hook
     * ends the process itself once everything is closed.
     */
    private static void stop(JettyReference server, Set<H2Fault> faults) {
        try {
            if (faults.contains(H2Fault.H2C_SIGTERM_NO_GOAWAY)) {
                server.awaitNoRequests(java.time.Duration.ofSeconds(8));
                server.closeDatabase();
            } else {
                server.close();
            }
        } catch (Exception e) {
            System.err.println("jetty-reference: stopping: " + e.getMessage());
        }
        if (!faults.contains(H2Fault.H2C_SIGTERM_EXIT_143)) {
            Runtime.getRuntime().halt(0);
        }
    }

    private static void usage(String why) {
        System.err.println("jetty-reference: " + why);
        System.exit(2);
    }
}
