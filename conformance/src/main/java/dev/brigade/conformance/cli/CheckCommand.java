package dev.brigade.conformance.cli;

import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.Contract;
import dev.brigade.conformance.Kit;
import dev.brigade.conformance.KitOptions;
import dev.brigade.conformance.KitReport;
import dev.brigade.conformance.RaceSource;
import dev.brigade.conformance.Verdicts;
import dev.brigade.conformance.declared.Declared;
import dev.brigade.conformance.declared.DeclaredFileException;
import dev.brigade.conformance.declared.KnownFailures;
import dev.brigade.conformance.launch.FreePort;
import dev.brigade.conformance.launch.ServerUnderTest;
import dev.brigade.conformance.profiles.Profiles;
import dev.brigade.conformance.profiles.Protocol;
import dev.brigade.conformance.run.Catalogue;
import dev.brigade.conformance.run.IdGlob;
import dev.brigade.conformance.run.Mode;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** {@code check}: parses its arguments, runs the kit, prints one line per check and the summary. */
final class CheckCommand {

    static final String USAGE = """
            usage: brigade check URL [--database FILE | --seeded] [--profile NAME] [--declared FILE] [--only PATTERN] [--equivalent] [--report-dir DIR]
                   brigade check --run 'COMMAND with {address} {port} {database-arg}' [--run-tls 'ARGS with {cert} {key}'] [--skip-h2c true|false] [--profile NAME] [--declared FILE] [--only PATTERN] [--equivalent] [--report-dir DIR] [--minutes N] [--protocol h1|h2c|both]
                   brigade check --list [--markdown]
                   brigade check --version

            Two verdicts, every run, each naming both modes: "race: ready (plain 14 of 14, TLS: not offered)" says
            whether the public HTTP drag race would accept the server (its own checks, at the commit --version
            prints); "brigade contract X.Y: plain ...; TLS ..." counts every check of brigade's stricter contract.
            --profile race runs the race's checks alone.

            Attach mode (URL): checks a server that is already running: http://HOST:PORT in plain mode (HTTP/1.1
            and h2c), https://HOST:PORT in TLS mode (any certificate taken, as the race's curl -k does). --database FILE is that server's
            SQLite file, freshly seeded (brigade seed FILE); without it the Conduit checks are skipped.
            --seeded says the server was started on a freshly seeded file the kit cannot read (another
            machine): the Conduit checks run and prove writes through the API; the one that needs the
            file (conduit.concurrent-writes) is skipped with that reason.
            Launch mode (--run): seeds a fresh database in a temporary folder, starts the command on a free
            port (placeholders filled in, shell-quoted), waits for GET /plaintext == 200 (10 s at most), runs
            every check including the process rules, sends SIGTERM and expects exit 0 within 10 s. With --run-tls
            it then starts the command again on the same port, the arguments added ({cert} and {key} naming a
            fresh certificate of the race's kind: ECDSA P-256, self-signed, PKCS#8 key), and runs the TLS mode's
            checks, as the race starts a competitor once per mode. --run-tls none says the server has no TLS mode.

              --run-tls ARGS    the server's TLS arguments, e.g. '--tls-cert {cert} --tls-key {key}', or none
              --skip-h2c BOOL   true leaves the h2c checks out (a server whose h2c is not done); the verdicts say so

              --profile NAME    race: the race's checks only (tiers race and race-should);
                                robustness (hostile requests, each on a new connection, the server must keep
                                serving; MUST misses fail, SHOULD misses warn);
                                robustness-h2 (raw HTTP/2 frames over h2c: floods, bad frames, HPACK bombs; each
                                case bounded, the server must still serve h2c and HTTP/1.1 after it; no --declared);
                                durability (--run only: 32 writers, SIGKILL, restart on the same file, writers,
                                SIGTERM; every acknowledged write kept once, integrity_check ok, no request cut);
                                soak (--run only: mixed load for --minutes N, default 10, RSS and open fds sampled
                                every 2 s; fails when either keeps growing after the warm-up)
              --declared FILE   the server's declared deviations, one line each: ID REASON SOURCE-URL (what its
                                framework decides before any public hook); a declared failure shows DECLARED and
                                does not fail the run, a declared check that passes fails it; race, Conduit,
                                durability and framing checks cannot be declared. 'none' declares nothing
              --known-failures FILE  (robustness, robustness-h2) that profile's cases the framework fails
                                where no declaration may cover it, ID REASON SOURCE-URL a line: they still FAIL
                                and count; the exit status is 0 only when the failed cases are exactly these.
                                'none' lists nothing
              --only PATTERN    run only the checks whose id matches a glob: sse.*  or  http.date-*,sse.count-0
              --equivalent      compare the menu after mapping other spellings of the five HTML entities
              --report-dir DIR  also write the JUnit XML and a JSON summary (brigade-conformance.json) there
              --list            print every check: id, tier, level, the rule in contract/CONTRACT.md, what it checks;
                                with --markdown, the catalogue of checks and robustness cases (conformance/CHECKS.md)
              --version         print the contract's version and the race commit the race tier follows
              --minutes N       how long the soak runs
              --protocol P      what durability and soak speak: h1, h2c or both (default: both when the server
                                answers h2c, else h1)

            Exit status: 0 when no check failed (declared ones aside), 1 when a race check failed (the race
            would not accept the server), 3 when the race checks passed and a brigade check failed, 2 for a
            usage error. The durability and soak profiles end 0 or 1.
            """;

    private final PrintStream out;

    CheckCommand(PrintStream out) {
        this.out = out;
    }

    int run(List<String> args) throws UsageException {
        Arguments arguments = new Arguments(args);
        Optional<URI> url = Optional.empty();
        Optional<String> command = Optional.empty();
        Optional<Path> database = Optional.empty();
        Optional<String> only = Optional.empty();
        Optional<Path> reportDir = Optional.empty();
        Optional<String> profile = Optional.empty();
        Optional<String> minutes = Optional.empty();
        Optional<String> protocol = Optional.empty();
        Optional<String> declaredFile = Optional.empty();
        Optional<String> knownFile = Optional.empty();
        Optional<String> tlsArgs = Optional.empty();
        Optional<String> skipH2c = Optional.empty();
        boolean equivalent = false;
        boolean seeded = false;
        while (arguments.hasNext()) {
            String arg = arguments.next();
            switch (arg) {
                case "--help", "-h" -> {
                    out.print(USAGE);
                    return 0;
                }
                case "--list" -> {
                    if (args.contains("--markdown")) {
                        out.print(Catalogue.markdown());
                        return 0;
                    }
                    Kit.checks()
                            .forEach(check -> out.printf(
                                    "%-40s %-11s %-6s %-32s %s%n",
                                    check.id(),
                                    check.tier().label(),
                                    check.level(),
                                    check.reference(),
                                    check.description()));
                    return 0;
                }
                case "--version" -> {
                    out.println("brigade contract " + Contract.version());
                    out.println("race tier: " + RaceSource.pinned());
                    return 0;
                }
                case "--declared" ->
                    declaredFile = Optional.of(once(declaredFile, "--declared", arguments.valueOf("--declared")));
                case "--known-failures" ->
                    knownFile = Optional.of(once(knownFile, "--known-failures", arguments.valueOf("--known-failures")));
                case "--run" -> command = Optional.of(once(command, "--run", arguments.valueOf("--run")));
                case "--run-tls" ->
                    tlsArgs = Optional.of(once(tlsArgs, "--run-tls", arguments.anyValueOf("--run-tls")));
                case "--skip-h2c" ->
                    skipH2c = Optional.of(once(skipH2c, "--skip-h2c", arguments.valueOf("--skip-h2c")));
                case "--database" ->
                    database = Optional.of(Path.of(once(database, "--database", arguments.valueOf("--database"))));
                case "--only" -> only = Optional.of(once(only, "--only", arguments.valueOf("--only")));
                case "--report-dir" ->
                    reportDir =
                            Optional.of(Path.of(once(reportDir, "--report-dir", arguments.valueOf("--report-dir"))));
                case "--equivalent" -> equivalent = true;
                case "--profile" -> profile = Optional.of(once(profile, "--profile", arguments.valueOf("--profile")));
                case "--minutes" -> minutes = Optional.of(once(minutes, "--minutes", arguments.valueOf("--minutes")));
                case "--protocol" ->
                    protocol = Optional.of(once(protocol, "--protocol", arguments.valueOf("--protocol")));
                case "--seeded" -> seeded = true;
                default -> {
                    if (arg.startsWith("-")) {
                        throw new UsageException("unknown option " + arg + " (see brigade check --help)");
                    }
                    if (url.isPresent()) {
                        throw new UsageException("one URL only, got " + url.get() + " and " + arg);
                    }
                    url = Optional.of(parseUrl(arg));
                }
            }
        }
        if (url.isPresent() == command.isPresent()) {
            throw new UsageException("give either a URL or --run COMMAND (see brigade check --help)");
        }
        if (seeded && (command.isPresent() || database.isPresent())) {
            throw new UsageException("--seeded is for attach mode without --database (the server's file is elsewhere)");
        }
        if (command.isPresent() && database.isPresent()) {
            throw new UsageException("--database is for attach mode; --run seeds a fresh database itself");
        }
        if (command.isPresent() && command.get().isBlank()) {
            throw new UsageException("--run needs a command");
        }
        if (tlsArgs.isPresent() && command.isEmpty()) {
            throw new UsageException(
                    "--run-tls is for launch mode (--run); attach to an HTTPS server with https://HOST:PORT");
        }
        tlsArgs = tlsArgs.filter(given -> !given.equals("none"));
        if (tlsArgs.isPresent()
                && (!tlsArgs.get().contains("{cert}") || !tlsArgs.get().contains("{key}"))) {
            throw new UsageException(
                    "--run-tls takes the TLS arguments with {cert} and {key} in them (or none), got " + tlsArgs.get());
        }
        if (skipH2c.isPresent() && !List.of("true", "false").contains(skipH2c.get())) {
            throw new UsageException("--skip-h2c takes true or false, got " + skipH2c.get());
        }
        boolean withoutH2c = skipH2c.equals(Optional.of("true"));
        boolean https = url.isPresent() && url.get().getScheme().equals("https");
        if (database.isPresent() && !Files.isRegularFile(database.get())) {
            throw new UsageException("no such database file: " + database.get());
        }
        if (reportDir.isPresent()) {
            try {
                Files.createDirectories(reportDir.get());
            } catch (IOException e) {
                throw new UsageException("cannot write reports to " + reportDir.get() + " ("
                        + e.getClass().getSimpleName() + ")");
            }
        }
        if (profile.isPresent() && !Profiles.NAMES.contains(profile.get())) {
            throw new UsageException("--profile takes " + String.join(", ", Profiles.NAMES) + "; got " + profile.get());
        }
        if (profile.isPresent()
                && only.isPresent()
                && !Profiles.selectsSomething(profile.get(), IdGlob.of(only.get()))) {
            throw new UsageException("--only " + only.get() + " matches no case of the " + profile.get() + " profile");
        }
        if (only.isPresent() && profile.isEmpty()) {
            IdGlob glob = IdGlob.of(only.get());
            if (Kit.checks().stream().noneMatch(check -> check.selectedBy(glob))) {
                throw new UsageException("--only " + only.get() + " matches no check (see brigade check --list)");
            }
        }
        double soakMinutes = parseMinutes(minutes);
        if (minutes.isPresent() && !profile.equals(Optional.of("soak"))) {
            throw new UsageException("--minutes is for --profile soak");
        }
        if (protocol.isPresent() && !List.of("durability", "soak").contains(profile.orElse(""))) {
            throw new UsageException("--protocol is for --profile durability and soak");
        }
        if (protocol.isPresent() && !Protocol.NAMES.contains(protocol.get())) {
            throw new UsageException(
                    "--protocol takes " + String.join(", ", Protocol.NAMES) + "; got " + protocol.get());
        }
        Declared declared = declared(declaredFile);
        boolean knownListed = knownFile.isPresent() && !knownFile.get().equals("none");
        if (knownListed && !KnownFailures.PROFILES.contains(profile.orElse(""))) {
            throw new UsageException("--known-failures is for --profile robustness and robustness-h2");
        }
        try {
            declared = declared.withKnownFailures(KnownFailures.read(knownFile, profile.orElse("robustness")));
        } catch (DeclaredFileException e) {
            throw new UsageException(e.getMessage());
        }
        if (!declared.isEmpty()
                && profile.isPresent()
                && !List.of("race", "robustness").contains(profile.get())) {
            throw new UsageException(
                    "--declared is for the kit's checks and the robustness profile, not " + profile.get());
        }
        boolean raceProfile = profile.equals(Optional.of("race"));
        if (raceProfile) {
            profile = Optional.empty();
        }
        if (profile.isPresent() && !Profiles.URL_PROFILES.contains(profile.get()) && command.isEmpty()) {
            throw new UsageException(
                    "--profile " + profile.get() + " needs --run COMMAND: it starts and signals the server itself");
        }
        if (url.isPresent()) {
            Optional<String> unreachable = unreachable(url.get());
            if (unreachable.isPresent()) {
                out.println(unreachable.get());
                return 1;
            }
        }
        if (profile.isPresent() && (https || tlsArgs.isPresent())) {
            throw new UsageException("--profile " + profile.get()
                    + " runs in plain mode: give an http:// URL or --run without --run-tls");
        }
        if (profile.isPresent()) {
            try {
                return Profiles.run(
                        profile.get(),
                        url,
                        command,
                        database,
                        only.map(IdGlob::of),
                        reportDir,
                        soakMinutes,
                        declared,
                        protocol,
                        out);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        KitOptions options = new KitOptions(url.orElse(null), database, equivalent, only, reportDir, command, seeded)
                .withDeclared(declared)
                .withSkipH2c(withoutH2c);
        if (raceProfile) {
            options = options.withRaceOnly();
        }
        // the race starts a competitor once per mode, on the same port
        Optional<Integer> port = command.isPresent() && tlsArgs.isPresent()
                ? Optional.of(FreePort.find(ServerUnderTest.ADDRESS))
                : Optional.empty();
        options = options.withTls(tlsArgs, port);
        boolean tlsMode = https || tlsArgs.isPresent();
        Optional<KitReport> plain = Optional.empty();
        String plainAbsent = Verdicts.NOT_AT_HTTPS;
        if (!https && tlsMode && !Kit.selectsAny(options, Mode.PLAIN)) {
            plainAbsent = "no check selected"; // --only selects TLS-mode checks alone: no plain launch
        } else if (!https) {
            if (tlsMode) {
                out.println("plain mode: "
                        + (command.isPresent()
                                ? "the command as given, port " + port.orElseThrow()
                                : url.orElseThrow()));
            }
            plain = Optional.of(runMode(options.inMode(Mode.PLAIN)));
        }
        Optional<KitReport> tls = Optional.empty();
        String tlsAbsent = Verdicts.NOT_OFFERED;
        if (tlsMode && Kit.selectsAny(options, Mode.TLS)) {
            out.println("TLS mode: "
                    + (command.isPresent()
                            ? "the command with " + tlsArgs.orElseThrow() + ", port " + port.orElseThrow()
                            : url.orElseThrow()));
            tls = Optional.of(runMode(options.inMode(Mode.TLS)));
        } else if (tlsMode) {
            tlsAbsent = raceProfile ? "no race check at the pinned commit" : "no check selected";
        } else if (url.isPresent()) {
            tlsAbsent = Verdicts.NOT_AT_HTTP;
        }
        Verdicts verdicts = new Verdicts(plain, tls, plainAbsent, tlsAbsent, withoutH2c && !https);
        out.println(verdicts.raceVerdict());
        out.println(verdicts.brigadeVerdict());
        return verdicts.exitStatus();
    }

    private KitReport runMode(KitOptions options) {
        KitReport report = Kit.run(options, this::printLive);
        printFailures(report);
        return report;
    }

    private static Declared declared(Optional<String> file) throws UsageException {
        if (file.isEmpty() || file.get().equals("none")) {
            return Declared.none();
        }
        try {
            return Declared.read(Path.of(file.get()));
        } catch (DeclaredFileException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private void printLive(CheckResult result) {
        String mark = switch (result.status()) {
            case PASSED -> "PASS";
            case FAILED -> "FAIL";
            case SKIPPED -> "SKIP";
            case DECLARED -> "DECL";
        };
        String reason = result.status() == CheckResult.Status.SKIPPED
                        && !result.detail().isEmpty()
                ? "  (" + result.detail() + ")"
                : result.status() == CheckResult.Status.DECLARED
                        ? "  (" + result.detail().lines().findFirst().orElse("") + ")"
                        : "";
        out.printf("%s  %-36s %5d ms%s%n", mark, result.id(), result.millis(), reason);
        out.flush();
    }

    private void printFailures(KitReport report) {
        List<CheckResult> failed = report.withStatus(CheckResult.Status.FAILED);
        if (failed.isEmpty()) {
            return;
        }
        out.println();
        out.println("Failures:");
        for (CheckResult result : failed) {
            out.println();
            out.println(result.heading());
            result.detail().lines().forEach(line -> out.println("  " + line));
        }
        out.println();
    }

    /** {@code --minutes N} for the soak: a positive number, fractions allowed (0.75 for a CI smoke); 10 when absent. */
    private static double parseMinutes(Optional<String> minutes) throws UsageException {
        if (minutes.isEmpty()) {
            return 10;
        }
        try {
            double value = Double.parseDouble(minutes.get());
            if (value > 0 && value <= 24 * 60) {
                return value;
            }
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new UsageException("--minutes takes a number of minutes above 0, got " + minutes.get());
    }

    private static String once(Optional<?> previous, String option, String value) throws UsageException {
        if (previous.isPresent()) {
            throw new UsageException(option + " given twice");
        }
        return value;
    }

    static URI parseUrl(String text) throws UsageException {
        try {
            URI uri = new URI(text);
            if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
                    || uri.getHost() == null
                    || (uri.getPath() != null
                            && !uri.getPath().isEmpty()
                            && !uri.getPath().equals("/"))
                    || uri.getQuery() != null) {
                throw new UsageException("not a server URL (want http://HOST:PORT or https://HOST:PORT): " + text);
            }
            int defaultPort = uri.getScheme().equals("https") ? 443 : 80;
            return new URI(
                    uri.getScheme(),
                    null,
                    uri.getHost(),
                    uri.getPort() == -1 ? defaultPort : uri.getPort(),
                    null,
                    null,
                    null);
        } catch (URISyntaxException e) {
            throw new UsageException("not a server URL (want http://HOST:PORT): " + text);
        }
    }

    /** A line saying why nothing can be checked at this URL, or empty when something listens there. */
    static Optional<String> unreachable(URI url) {
        String shown = url.getScheme() + "://" + url.getHost() + ":" + url.getPort();
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(url.getHost(), url.getPort()), 3_000);
            return Optional.empty();
        } catch (ConnectException e) {
            return Optional.of("nothing is listening at " + shown + " (connection refused)");
        } catch (SocketTimeoutException e) {
            return Optional.of("nothing is listening at " + shown + " (no answer to connect within 3 s)");
        } catch (UnknownHostException e) {
            return Optional.of("nothing is listening at " + shown + " (unknown host " + url.getHost() + ")");
        } catch (IOException e) {
            return Optional.of("nothing is listening at " + shown + " (" + e.getMessage() + ")");
        }
    }
}
