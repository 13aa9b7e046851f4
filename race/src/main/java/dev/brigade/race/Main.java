package dev.brigade.race;

import dev.brigade.race.release.Release;
import dev.brigade.race.release.ReleaseOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/**
 * {@code brigade-race race [...]} and {@code brigade-race release}, run from the repository root.
 * Servers start with {@code $BRIGADE_JAVA} (default: the JVM running this). Exit 0 done, 1 failed, 2 usage.
 */
public final class Main {

    private static final String USAGE =
            "usage: brigade-race race [options] | brigade-race release [options] | brigade-race report DIR";

    private Main() {}

    public static void main(String[] args) {
        // Ctrl-C or SIGTERM mid-race must not leave a server pinned to a CPU, nor wrk, nor the kit
        Runtime.getRuntime()
                .addShutdownHook(
                        new Thread(() -> ProcessHandle.current().descendants().forEach(ProcessHandle::destroy)));
        System.exit(run(Arrays.asList(args)));
    }

    static int run(List<String> args) {
        if (args.isEmpty()) {
            System.err.println(USAGE);
            return 2;
        }
        Path root = Path.of("").toAbsolutePath();
        try {
            if (args.size() > 1 && (args.contains("--help") || args.contains("-h"))) {
                System.out.print(args.getFirst().equals("release") ? ReleaseOptions.USAGE + "\n" : RaceOptions.help());
                return 0;
            }
            if (args.getFirst().equals("report")) {
                return report(args.subList(1, args.size()));
            }
            Path java = java();
            requireRoot(root);
            return switch (args.getFirst()) {
                case "race" -> race(root, java, RaceOptions.parse(args.subList(1, args.size())));
                case "release" ->
                    new Release(root, java, ReleaseOptions.parse(args.subList(1, args.size())), System.err).run();
                case "-h", "--help", "help" -> {
                    System.out.println(USAGE);
                    System.out.println(RaceOptions.USAGE);
                    yield 0;
                }
                default -> throw new UsageException("unknown command '" + args.getFirst() + "'; " + USAGE);
            };
        } catch (UsageException e) {
            System.err.println("brigade-race: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            System.err.println("brigade-race: " + e.getMessage());
            return 1;
        }
    }

    private static int race(Path root, Path java, RaceOptions given) throws IOException, UsageException {
        // before any folder is made: without the loaders its workloads need there is no race
        if (given.workloads().stream().anyMatch(w -> !w.h2load())) {
            Wrk.locate();
        }
        if (given.workloads().stream().anyMatch(Workload::h2load)) {
            H2load.locate();
        }
        RaceOptions options = given;
        RaceResults previous = null;
        if (given.resume() != null) {
            Path file = given.resume().resolve("results.json");
            if (!Files.isRegularFile(file)) {
                throw new UsageException("--resume " + given.resume() + ": no results.json there to go on from");
            }
            previous = ResultsFile.read(file);
            Recorder.sameBuild(previous, Machine.brigade(root), given.resume());
            options = RaceOptions.parse(Recorder.resumeArguments(previous, given.resume()));
        }
        String stamp = Race.stamp(Instant.now());
        Path dir = options.resultsDir() != null
                ? options.resultsDir().toAbsolutePath()
                : root.resolve("results").resolve(stamp);
        Files.createDirectories(dir);
        RaceResults results = new Race(root, java, options, System.err).run(dir, stamp, previous);
        ResultsFile.write(results, dir.resolve("results.json"));
        writeReports(results, dir);
        System.out.println(dir);
        System.err.println("results: " + dir.resolve("report.html"));
        return 0;
    }

    /** Draws report.md, report.html and summary.md again from a results folder's results.json (an older one gets its ratios paired). */
    private static int report(List<String> args) throws IOException, UsageException {
        if (args.size() != 1 || !Files.isRegularFile(Path.of(args.getFirst()).resolve("results.json"))) {
            throw new UsageException("usage: brigade-race report DIR (a folder holding results.json)");
        }
        Path dir = Path.of(args.getFirst());
        writeReports(ResultsFile.read(dir.resolve("results.json")).withPairedRatios(), dir);
        return 0;
    }

    private static void writeReports(RaceResults results, Path dir) throws IOException {
        Files.writeString(dir.resolve("report.md"), MarkdownReport.render(results));
        Files.writeString(dir.resolve("report.html"), HtmlReport.render(results));
        Files.writeString(dir.resolve("summary.md"), MarkdownSummary.render(results));
    }

    /** $BRIGADE_JAVA, or the java running this. */
    static Path java() throws UsageException {
        String env = System.getenv("BRIGADE_JAVA");
        if (env != null && !env.isBlank()) {
            Path p = Path.of(env);
            if (!Files.isExecutable(p)) {
                throw new UsageException("BRIGADE_JAVA is not an executable: " + env);
            }
            return p.toAbsolutePath();
        }
        return Path.of(ProcessHandle.current().info().command().orElse(System.getProperty("java.home") + "/bin/java"));
    }

    private static void requireRoot(Path root) throws UsageException {
        if (!Files.isRegularFile(root.resolve("pom.xml")) || !Files.isDirectory(root.resolve("conformance"))) {
            throw new UsageException(
                    "run from the brigade repository root (no pom.xml and conformance/ in " + root + ")");
        }
    }
}
