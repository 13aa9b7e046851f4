package dev.brigade.race;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a competitor's build steps as the public race does (its {@code build.go}): each step's
 * {@code cwd} relative to the race's repository root, {@code {out}} a folder of brigade's own
 * ({@code target/competitors/NAME/}), {@code {brigade}} this checkout; then the binary must be
 * {@code {out}/NAME}. The steps see this JDK first on PATH and as JAVA_HOME (a brigade release's build
 * runs {@code java}). Their output goes to {@code {out}/build.log}; a failing step is one line.
 */
final class OutsideBuild {

    private static final long STEP_TIMEOUT_MINUTES = 20;

    private final Path root;
    private final Path raceRoot;
    private final Path java;
    private final PrintStream log;

    OutsideBuild(Path root, Path raceRoot, Path java, PrintStream log) {
        this.root = root;
        this.raceRoot = raceRoot;
        this.java = java;
        this.log = log;
    }

    /** The race root a folder implies: two levels above it, where the race keeps {@code competitors/NAME}. */
    static Path defaultRaceRoot(Path dir) {
        Path abs = dir.toAbsolutePath().normalize();
        Path up = abs.getParent() == null ? null : abs.getParent().getParent();
        return up == null ? abs : up;
    }

    Outside build(CompetitorSpec spec) throws CompetitorSpec.SpecException, IOException {
        Path out = Files.createDirectories(
                        root.resolve("target").resolve("competitors").resolve(spec.name()))
                .toAbsolutePath();
        Path buildLog = out.resolve("build.log");
        Files.deleteIfExists(buildLog);
        Map<String, String> values =
                Map.of("out", out.toString(), "brigade", root.toAbsolutePath().toString());
        log.println("building " + spec.name() + " (" + spec.build().size() + " step(s), race root " + raceRoot
                + "; output in " + root.relativize(buildLog) + ")");
        int n = 0;
        for (CompetitorSpec.Step step : spec.build()) {
            n++;
            Path cwd = Path.of(CompetitorSpec.expand(step.cwd(), values));
            Path dir = cwd.isAbsolute() ? cwd : raceRoot.resolve(cwd).normalize();
            List<String> argv = CompetitorSpec.expand(step.argv(), values);
            if (!Files.isDirectory(dir)) {
                throw new CompetitorSpec.SpecException(
                        spec.name(),
                        "build step " + n + ": no folder " + dir + " (cwd '" + step.cwd() + "' from the race root "
                                + raceRoot + "; --race-root sets it)");
            }
            Files.writeString(
                    buildLog,
                    "$ cd " + dir + " && " + String.join(" ", argv) + "\n",
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            ProcessBuilder pb = new ProcessBuilder(argv)
                    .directory(dir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(buildLog.toFile()));
            Map<String, String> env = pb.environment();
            Path jdk = java.toAbsolutePath().getParent().getParent();
            env.put("JAVA_HOME", jdk.toString());
            env.put("PATH", jdk.resolve("bin") + ":" + env.getOrDefault("PATH", "/usr/bin:/bin"));
            step.env().forEach((k, v) -> env.put(k, CompetitorSpec.expand(v, values)));
            // Java looks a bare program name up on its own PATH, not the child's: look it up on the child's
            List<String> command = new ArrayList<>(argv);
            command.set(0, onPath(argv.getFirst(), env.get("PATH")));
            pb.command(command);
            int status;
            try {
                Process p = pb.start();
                if (!p.waitFor(STEP_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                    throw new CompetitorSpec.SpecException(
                            spec.name(),
                            "build step " + n + " (" + argv.getFirst() + ") ran past " + STEP_TIMEOUT_MINUTES
                                    + " minutes; its output: " + root.relativize(buildLog));
                }
                status = p.exitValue();
            } catch (IOException e) {
                throw new CompetitorSpec.SpecException(
                        spec.name(), "build step " + n + " could not start " + argv.getFirst() + ": " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while building " + spec.name());
            }
            if (status != 0) {
                throw new CompetitorSpec.SpecException(
                        spec.name(),
                        "build step " + n + " (" + String.join(" ", argv.subList(0, Math.min(3, argv.size())))
                                + (argv.size() > 3 ? " ..." : "") + ") exited " + status + ": " + lastLine(buildLog)
                                + " (all of it: " + root.relativize(buildLog) + ")");
            }
        }
        Path binary = out.resolve(spec.name());
        if (!Files.isExecutable(binary)) {
            throw new CompetitorSpec.SpecException(
                    spec.name(),
                    "the build left no executable " + root.relativize(binary) + " ({out}/" + spec.name()
                            + ", where the race expects the binary)");
        }
        return new Outside(spec, binary);
    }

    /** A program name without a slash, as the step's PATH finds it; anything else as given. */
    static String onPath(String program, String path) {
        if (program.contains("/") || path == null) {
            return program;
        }
        for (String dir : path.split(":")) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                return p.toString();
            }
        }
        return program;
    }

    private static String lastLine(Path file) {
        try {
            List<String> lines = new ArrayList<>(Files.readAllLines(file).stream()
                    .filter(l -> !l.isBlank())
                    .map(String::strip)
                    .toList());
            return lines.isEmpty() ? "(no output)" : lines.getLast();
        } catch (IOException e) {
            return "(no output)";
        }
    }
}
