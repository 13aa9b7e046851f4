package dev.brigade.conformance.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The kit's command line: {@code check} and {@code seed}. {@link #run} returns the exit status
 * instead of exiting, so tests can drive it; only {@link #main} exits.
 */
public final class Main {

    static final String USAGE = """
            usage: brigade check URL [--database FILE] [--only PATTERN] [--equivalent] [--report-dir DIR]
                   brigade check --run 'COMMAND with {address} {port} {database}' [--only PATTERN] [--report-dir DIR]
                   brigade seed FILE [--force]
                   brigade cert DIR        (the race's kind of certificate: DIR/cert.pem, DIR/key.pem)
            Each command takes --help.
            """;

    /** Apache HttpClient (under RestAssured) logs retries through JUL at INFO: noise on a console. */
    private static final Logger HTTP_CLIENT_LOG = Logger.getLogger("org.apache.http");

    private final PrintStream out;
    private final PrintStream err;

    public Main(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        HTTP_CLIENT_LOG.setLevel(Level.OFF);
        // Jetty's HTTP/2 client logs through SLF4J, which has no provider here and would say so on stderr
        System.setProperty("slf4j.internal.verbosity", "ERROR");
        System.exit(new Main(System.out, System.err).run(args));
    }

    public int run(String... args) {
        List<String> rest = Arrays.asList(args).subList(Math.min(1, args.length), args.length);
        try {
            if (args.length == 0) {
                throw new UsageException("say check, seed or cert (see --help)");
            }
            return switch (args[0]) {
                case "check" -> new CheckCommand(out).run(rest);
                case "seed" -> new SeedCommand(out).run(rest);
                case "cert" -> new CertCommand(out).run(rest);
                case "--help", "-h", "help" -> {
                    out.print(USAGE);
                    yield 0;
                }
                // `java -jar kit.jar --run CMD` or `... URL`: the check command, named or not
                default -> {
                    if (args[0].equals("--run") || args[0].startsWith("http:") || args[0].startsWith("https:")) {
                        yield new CheckCommand(out).run(Arrays.asList(args));
                    }
                    throw new UsageException("unknown command " + args[0] + ": say check, seed or cert (see --help)");
                }
            };
        } catch (UsageException e) {
            err.println("brigade: " + e.getMessage());
            return 2;
        } catch (IOException | UncheckedIOException e) {
            err.println("brigade: " + e.getMessage());
            return 1;
        }
    }
}
