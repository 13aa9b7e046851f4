package dev.brigade.race.release;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brigade.race.Competitor;
import dev.brigade.race.Format;
import dev.brigade.race.JavaServer;
import dev.brigade.race.Kit;
import dev.brigade.race.Median;
import dev.brigade.race.Outside;
import dev.brigade.race.Pinning;
import dev.brigade.race.ProcessStats;
import dev.brigade.race.Race;
import dev.brigade.race.Released;
import dev.brigade.race.ServerProcess;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The release's proof, run on the archives as a machine without Java would run them: each unpacked
 * into an empty folder and started through {@code env -i} (no JAVA_HOME, nothing inherited) with a
 * {@code java} first on PATH that fails loudly and leaves a mark. The kit, from its own unpacked archive,
 * checks each server; the JVM's class-loading log shows the AOT cache in use; and startup and peak RSS
 * are measured beside the plain jar on the system JDK.
 */
final class ReleaseCheck {

    /** Requests per route while peak RSS is measured: enough to load every path, far from a load test. */
    private static final int RSS_EXERCISE = 50;

    record Row(
            String name,
            String archive,
            long bytes,
            Kit.Whole kit,
            boolean cachePresent,
            long sharedClasses,
            long sharedOwnClasses,
            double startupWith,
            double jvmCreation,
            double startupWithout,
            double startupJar,
            long rssArchiveKib,
            long rssJarKib) {

        boolean aotUsed() {
            return !cachePresent || sharedOwnClasses > 0;
        }
    }

    record Outcome(boolean passed, String markdown) {}

    private final Path java;
    private final int trials;
    private final PrintStream log;

    ReleaseCheck(Path java, int trials, PrintStream log) {
        this.java = java;
        this.trials = trials;
        this.log = log;
    }

    Outcome run(List<Release.Built> built, Release.Built kit, List<JavaServer> plain, Path seeded, Path work)
            throws IOException {
        Files.createDirectories(work);
        Path marker = work.resolve("system-java-was-called");
        Path poisoned = poisonedJava(Files.createDirectories(work.resolve("poisoned-bin")), marker);
        Path kitLauncher = unpack(kit, work.resolve("kit"));
        log.println("release check: each archive unpacked into an empty folder, started by env -i (no JAVA_HOME) with "
                + poisoned.resolve("java") + " first on PATH");
        String cpus = Pinning.fromMachine().serverCpus();
        List<Row> rows = new ArrayList<>();
        for (Release.Built b : built) {
            String impl = b.name().substring("brigade-".length());
            log.println("release check: " + b.archive().getFileName());
            Path launcher = unpack(b, work.resolve("unpacked-" + impl));
            Path scratch = Files.createDirectories(work.resolve("run-" + impl));
            JavaServer jar = plain.stream()
                    .filter(s -> s.name().equals(impl))
                    .findFirst()
                    .orElseThrow();
            Path competitorJson = b.folder()
                    .getParent()
                    .resolve("competitors")
                    .resolve(b.name())
                    .resolve("competitor.json");
            // the declared list the archive ships, not the module's: the check proves what a user gets
            Path declared = launcher.getParent().getParent().resolve(Outside.DECLARED);
            Kit.Whole verdict = kitCheck(
                    kitArgv(
                            kitLauncher,
                            launcher,
                            runTls(competitorJson),
                            declared,
                            Files.createDirectories(work.resolve("kit-" + impl))),
                    poisoned);
            log.println("        the unpacked kit: "
                    + (verdict.passed() ? "passed: " + verdict.summary() : "FAILED: " + verdict.firstFailure()));

            boolean cachePresent =
                    Files.exists(launcher.getParent().getParent().resolve("lib").resolve(b.name() + ".aot"));
            Path classLog = scratch.resolve("class-load.log");
            Released logged = new Released(
                    impl, launcher, poisoned, List.of("JDK_JAVA_OPTIONS=-Xlog:class+load=info:file=" + classLog));
            Release.startupMillis(logged, seeded, scratch, cpus);
            List<String> loaded = Files.exists(classLog) ? Files.readAllLines(classLog) : List.of();
            long shared = loaded.stream()
                    .filter(l -> l.contains("shared objects file"))
                    .count();
            long sharedOwn = loaded.stream()
                    .filter(l -> l.contains("shared objects file") && l.contains("dev.brigade"))
                    .count();
            log.println("        classes loaded: %d, from the AOT cache: %d (brigade's own: %d)"
                    .formatted(loaded.size(), shared, sharedOwn));

            Released withCache = new Released(impl, launcher, poisoned, List.of());
            Released withoutCache = new Released(impl, launcher, poisoned, List.of("BRIGADE_AOT=off"));
            List<Double> with = new ArrayList<>();
            List<Double> without = new ArrayList<>();
            List<Double> plainJar = new ArrayList<>();
            List<Double> creation = new ArrayList<>();
            for (int i = 0; i < trials; i++) {
                measure(with, () -> Release.startupMillis(withCache, seeded, scratch, cpus));
                measure(creation, () -> jvmCreationMillis(impl, launcher, poisoned, seeded, scratch, cpus));
                measure(without, () -> Release.startupMillis(withoutCache, seeded, scratch, cpus));
                measure(plainJar, () -> Release.startupMillis(jar, seeded, scratch, cpus));
            }
            List<Double> rss = new ArrayList<>();
            measure(rss, () -> (double) peakRss(withCache, seeded, scratch, cpus));
            measure(rss, () -> (double) peakRss(jar, seeded, scratch, cpus));
            Row row = new Row(
                    impl,
                    b.archive().getFileName().toString(),
                    Files.size(b.archive()),
                    verdict,
                    cachePresent,
                    shared,
                    sharedOwn,
                    median(with),
                    median(creation),
                    median(without),
                    median(plainJar),
                    rss.size() == 2 ? Math.round(rss.get(0)) : 0,
                    rss.size() == 2 ? Math.round(rss.get(1)) : 0);
            log.println(
                    "        startup (median of %d): %.0f ms (creating the JVM: %.0f ms), without the AOT cache %.0f ms, the plain jar %.0f ms; peak RSS %s, the plain jar %s"
                            .formatted(
                                    trials,
                                    row.startupWith(),
                                    row.jvmCreation(),
                                    row.startupWithout(),
                                    row.startupJar(),
                                    Format.mebibytes(row.rssArchiveKib()),
                                    Format.mebibytes(row.rssJarKib())));
            rows.add(row);
        }
        boolean systemJava = Files.exists(marker);
        boolean passed = !systemJava && rows.stream().allMatch(r -> r.kit().passed() && r.aotUsed());
        return new Outcome(passed, markdown(rows, kit, systemJava, passed));
    }

    private interface Measurement {
        double take() throws IOException;
    }

    /**
     * One figure into {@code into}; a start that fails (on a loaded machine, no 200 within 30 s) is
     * logged and left out of the median. Whether the archive works is the kit's verdict, not this.
     */
    private void measure(List<Double> into, Measurement m) {
        try {
            into.add(m.take());
        } catch (IOException e) {
            log.println("        a measurement failed and is left out: " + e.getMessage());
        }
    }

    /** A java that says loudly it should never have been called, and leaves a mark the check looks for. */
    static Path poisonedJava(Path bin, Path marker) throws IOException {
        Path fake = bin.resolve("java");
        Files.writeString(fake, """
                #!/bin/sh
                echo "POISONED JAVA: the system java was called ($0 $*); a release must use its own runtime" >&2
                : > '%s'
                exit 97
                """.formatted(marker.toString().replace("'", "'\\''")));
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    /** Unpacks into a fresh empty folder; the folder's launcher. */
    private static Path unpack(Release.Built b, Path into) throws IOException {
        Race.deleteTree(into);
        Files.createDirectories(into);
        Archive.unpack(b.archive(), into);
        Path launcher =
                into.resolve(b.folder().getFileName().toString()).resolve("bin").resolve(b.name());
        if (!Files.isExecutable(launcher)) {
            throw new IOException(b.archive().getFileName() + " unpacks without an executable bin/" + b.name());
        }
        return launcher;
    }

    /**
     * The kit's command line for one archive: launch mode, the HTTPS mode too when the archive's
     * competitor.json has {@code run.tls} (as the race starts it), and the module's declared list when it
     * has one, so the counts read as the module's own verify reads them.
     */
    static List<String> kitArgv(
            Path kitLauncher, Path launcher, Optional<List<String>> runTls, Path declared, Path reportDir) {
        List<String> argv = new ArrayList<>(List.of(
                kitLauncher.toString(),
                "check",
                "--run",
                Kit.shellQuote(launcher.toString()) + " --address {address} --port {port} {database-arg}",
                "--report-dir",
                reportDir.toString()));
        runTls.ifPresent(tls -> argv.addAll(List.of("--run-tls", Kit.tlsWords(tls))));
        if (Files.isRegularFile(declared)) {
            argv.addAll(List.of("--declared", declared.toString()));
        }
        return argv;
    }

    /** {@code run.tls.argv} of a release's competitor.json; empty when it has none (the server has no HTTPS mode). */
    static Optional<List<String>> runTls(Path competitorJson) throws IOException {
        JsonNode tls =
                new ObjectMapper().readTree(competitorJson.toFile()).path("run").path("tls");
        if (tls.isMissingNode()) {
            return Optional.empty();
        }
        List<String> argv = new ArrayList<>();
        tls.path("argv").forEach(a -> argv.add(a.asText()));
        return Optional.of(argv);
    }

    private static Kit.Whole kitCheck(List<String> kitArgv, Path poisoned) throws IOException {
        int reportAt = kitArgv.indexOf("--report-dir") + 1;
        Path reportDir = Path.of(kitArgv.get(reportAt));
        List<String> argv = Released.cleanEnv(poisoned, List.of());
        argv.addAll(kitArgv);
        Files.deleteIfExists(reportDir.resolve(Kit.SUMMARY));
        Files.deleteIfExists(reportDir.resolve(Kit.TLS_SUMMARY));
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!p.waitFor(10, TimeUnit.MINUTES)) {
                p.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<String> lines = out.lines().toList();
        Files.write(reportDir.resolve("kit-output.txt"), lines);
        return Kit.whole(
                reportDir.resolve(Kit.SUMMARY),
                reportDir.resolve(Kit.TLS_SUMMARY),
                kitArgv.contains("--run-tls"),
                lines);
    }

    /**
     * One start of the archive with its cache and {@code -Xlog:startuptime}: how long the JVM took to create
     * itself (the part of the start before the server's {@code main}), from the JVM's own log. A start of its own,
     * so the measured starts carry no logging.
     */
    private static double jvmCreationMillis(
            String impl, Path launcher, Path poisoned, Path seeded, Path scratch, String cpus) throws IOException {
        Path file = scratch.resolve("startuptime.log");
        Files.deleteIfExists(file);
        Released logged = new Released(impl, launcher, poisoned, List.of("JDK_JAVA_OPTIONS=" + StartupLog.flag(file)));
        Release.startupMillis(logged, seeded, scratch, cpus);
        return StartupLog.createVmMillis(file);
    }

    private static long peakRss(Competitor server, Path seeded, Path work, String cpus) throws IOException {
        try (ServerProcess s = ServerProcess.start(server, cpus, Release.copy(seeded, work), work)) {
            AotTraining.exercise(s.port(), RSS_EXERCISE);
            return ProcessStats.peakRssKib(s.pid());
        }
    }

    private static double median(List<Double> values) {
        return Median.median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    static String markdown(List<Row> rows, Release.Built kit, boolean systemJava, boolean passed) {
        StringBuilder md = new StringBuilder(
                "## The check: each archive on a machine without Java\n\n"
                        + "Each archive unpacked into an empty folder and started through `env -i` (no `JAVA_HOME`, nothing inherited)"
                        + " with a `java` first on `PATH` that fails loudly; the kit from `"
                        + kit.archive().getFileName()
                        + "`, unpacked the same way, checked each server in launch mode, its HTTPS mode too (`--run-tls` with"
                        + " `run.tls` of its `competitor.json`), with the `declared-deviations.txt` the archive ships (its module's): passed means no check"
                        + " failed in either mode, either tier. AOT: classes the JVM loaded from the"
                        + " cache (`-Xlog:class+load`). Startup: exec to the first 200 on /plaintext, the median of alternating starts."
                        + " Creating the JVM: the JVM's own 'Create VM' time (`-Xlog:startuptime`, starts of their own), the part of"
                        + " the start with the cache spent before the server's `main` runs."
                        + " Peak RSS: VmHWM after " + RSS_EXERCISE
                        + " rounds of every route. The plain jar runs on the system JDK"
                        + " with the same `jvm.options`.\n\n"
                        + "| server | archive | size | kit | classes from the AOT cache (brigade's) | startup | creating the JVM"
                        + " | without the cache | plain jar | peak RSS | plain jar |\n|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | `%s` | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                    r.name(),
                    r.archive(),
                    Release.mebibytes(r.bytes()),
                    r.kit().passed()
                            ? "passed (" + r.kit().summary() + ")"
                            : "FAILED: " + r.kit().firstFailure(),
                    r.cachePresent() ? r.sharedClasses() + " (" + r.sharedOwnClasses() + ")" : "no cache kept",
                    Format.millis(r.startupWith()),
                    Format.millis(r.jvmCreation()),
                    Format.millis(r.startupWithout()),
                    Format.millis(r.startupJar()),
                    Format.mebibytes(r.rssArchiveKib()),
                    Format.mebibytes(r.rssJarKib())));
        }
        md.append("\n")
                .append(
                        systemJava
                                ? "**The system java was called**: a launcher looked outside its own folder.\n"
                                : "The poisoned `java` was never called.\n");
        md.append(passed ? "Every archive passed.\n" : "**The check failed** (above).\n");
        return md.toString();
    }
}
