package dev.brigade.conformance;

import dev.brigade.conformance.declared.Declared;
import dev.brigade.conformance.run.Mode;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What one run of the kit is pointed at.
 *
 * @param baseUri    the server, e.g. {@code http://127.0.0.1:8080}; unused (may be null) when {@code run} is set
 * @param database   the server's SQLite file, freshly seeded; empty skips the Conduit checks
 * @param equivalent compare the menu after mapping other spellings of the five HTML entities
 * @param only       a glob over check ids ({@code sse.*}, {@code *chunk*}); empty selects all
 * @param reportDir  where JUnit XML goes; empty writes none
 * @param run        launch mode: a command with {@code {address} {port} {database-arg}} placeholders; the kit
 *                   seeds a database, starts it on a free port, checks it, stops it (see
 *                   {@link dev.brigade.conformance.launch.ServerUnderTest})
 * @param seeded     attach mode: the server runs on a freshly seeded database the kit cannot read
 *                   (another machine); the Conduit checks prove writes through the API
 * @param raceOnly   only the race's checks, tiers race and race-should ({@code --profile race})
 * @param declared   the server's declared deviations ({@code --declared FILE}): their failures are DECLARED
 * @param mode       which launch this run checks: plain (HTTP/1.1 and h2c) or TLS (HTTPS)
 * @param tlsArgs    launch mode: what the command gets added for its TLS mode, with {@code {cert} {key}}
 *                   ({@code --run-tls}); empty when the server has no TLS mode
 * @param port       launch mode: the port to start the server on (both modes get the same one, as in
 *                   the race); empty picks a free one
 * @param skipH2c    leave the h2c checks out (a server whose h2c is not done yet); the verdict says so
 */
public record KitOptions(
        URI baseUri,
        Optional<Path> database,
        boolean equivalent,
        Optional<String> only,
        Optional<Path> reportDir,
        Optional<String> run,
        boolean seeded,
        boolean raceOnly,
        Declared declared,
        Mode mode,
        Optional<String> tlsArgs,
        Optional<Integer> port,
        boolean skipH2c) {

    public KitOptions(
            URI baseUri,
            Optional<Path> database,
            boolean equivalent,
            Optional<String> only,
            Optional<Path> reportDir,
            Optional<String> run,
            boolean seeded,
            boolean raceOnly,
            Declared declared) {
        this(
                baseUri,
                database,
                equivalent,
                only,
                reportDir,
                run,
                seeded,
                raceOnly,
                declared,
                Mode.PLAIN,
                Optional.empty(),
                Optional.empty(),
                false);
    }

    public KitOptions(
            URI baseUri,
            Optional<Path> database,
            boolean equivalent,
            Optional<String> only,
            Optional<Path> reportDir,
            Optional<String> run,
            boolean seeded) {
        this(baseUri, database, equivalent, only, reportDir, run, seeded, false, Declared.none());
    }

    public KitOptions(
            URI baseUri,
            Optional<Path> database,
            boolean equivalent,
            Optional<String> only,
            Optional<Path> reportDir,
            Optional<String> run) {
        this(baseUri, database, equivalent, only, reportDir, run, false);
    }

    /** Attach mode, as before launch mode existed. */
    public KitOptions(
            URI baseUri, Optional<Path> database, boolean equivalent, Optional<String> only, Optional<Path> reportDir) {
        this(baseUri, database, equivalent, only, reportDir, Optional.empty());
    }

    public static KitOptions attach(URI baseUri, Path database) {
        return new KitOptions(baseUri, Optional.ofNullable(database), false, Optional.empty(), Optional.empty());
    }

    public static KitOptions launch(String command) {
        return new KitOptions(null, Optional.empty(), false, Optional.empty(), Optional.empty(), Optional.of(command));
    }

    public KitOptions withOnly(String glob) {
        return new KitOptions(
                baseUri,
                database,
                equivalent,
                Optional.ofNullable(glob),
                reportDir,
                run,
                seeded,
                raceOnly,
                declared,
                mode,
                tlsArgs,
                port,
                skipH2c);
    }

    public KitOptions withReportDir(Path dir) {
        return new KitOptions(
                baseUri,
                database,
                equivalent,
                only,
                Optional.ofNullable(dir),
                run,
                seeded,
                raceOnly,
                declared,
                mode,
                tlsArgs,
                port,
                skipH2c);
    }

    public KitOptions withEquivalent(boolean on) {
        return new KitOptions(
                baseUri, database, on, only, reportDir, run, seeded, raceOnly, declared, mode, tlsArgs, port, skipH2c);
    }

    public KitOptions withSeeded(boolean on) {
        return new KitOptions(
                baseUri,
                database,
                equivalent,
                only,
                reportDir,
                run,
                on,
                raceOnly,
                declared,
                mode,
                tlsArgs,
                port,
                skipH2c);
    }

    public KitOptions withRaceOnly() {
        return new KitOptions(
                baseUri,
                database,
                equivalent,
                only,
                reportDir,
                run,
                seeded,
                true,
                declared,
                mode,
                tlsArgs,
                port,
                skipH2c);
    }

    public KitOptions withDeclared(Declared deviations) {
        return new KitOptions(
                baseUri,
                database,
                equivalent,
                only,
                reportDir,
                run,
                seeded,
                raceOnly,
                deviations,
                mode,
                tlsArgs,
                port,
                skipH2c);
    }

    /** The same run in another mode (launch mode: the TLS arguments and the port stay). */
    public KitOptions inMode(Mode newMode) {
        return new KitOptions(
                baseUri,
                database,
                equivalent,
                only,
                reportDir,
                run,
                seeded,
                raceOnly,
                declared,
                newMode,
                tlsArgs,
                port,
                skipH2c);
    }

    public KitOptions withTls(Optional<String> args, Optional<Integer> onPort) {
        return new KitOptions(
                baseUri,
                database,
                equivalent,
                only,
                reportDir,
                run,
                seeded,
                raceOnly,
                declared,
                mode,
                args,
                onPort,
                skipH2c);
    }

    public KitOptions withSkipH2c(boolean skip) {
        return new KitOptions(
                baseUri,
                database,
                equivalent,
                only,
                reportDir,
                run,
                seeded,
                raceOnly,
                declared,
                mode,
                tlsArgs,
                port,
                skip);
    }
}
