package dev.brigade.race.release;

import dev.brigade.race.Competitor;
import dev.brigade.race.Competitors;
import dev.brigade.race.JavaServer;
import dev.brigade.race.Kit;
import dev.brigade.race.Machine;
import dev.brigade.race.Outside;
import dev.brigade.race.Pinning;
import dev.brigade.race.Race;
import dev.brigade.race.ServerProcess;
import dev.brigade.race.UsageException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Writes dist/: per server a self-contained folder {@code brigade-IMPL-VERSION-linux-x64/} (a jlink
 * runtime with only the modules jdeps finds, the jar, its JVM flags, an AOT cache trained with that very
 * runtime where it cuts startup, and a POSIX sh launcher that uses nothing else) and its .tar.gz; the
 * same for the kit; the public race's competitor files; SHA256SUMS over the archives. Then, unless
 * told not to, {@link ReleaseCheck} proves each archive on a machine without Java.
 */
public final class Release {

    private final Path root;
    private final Path java;
    private final ReleaseOptions options;
    private final PrintStream log;

    public Release(Path root, Path java, ReleaseOptions options, PrintStream log) {
        this.root = root;
        this.java = java;
        this.options = options;
        this.log = log;
    }

    /** One built archive: its folder, its .tar.gz, and the AOT comparison made while building it. */
    record Built(String name, Path folder, Path archive, Path launcher, String modules, StartupComparison aot) {}

    public int run() throws IOException, UsageException {
        List<JavaServer> servers = Competitors.servers(root, java).stream()
                .filter(s -> options.impls().isEmpty() || options.impls().contains(s.name()))
                .toList();
        if (servers.isEmpty()) {
            throw new UsageException("no server to release: no impl-X/target/brigade-X.jar is built"
                    + (options.impls().isEmpty() ? "" : " among " + options.impls()));
        }
        Kit kit = Kit.locate(root, java);
        Path dist = options.dist().toAbsolutePath();
        Race.deleteTree(dist);
        Files.createDirectories(dist);
        String commit = String.valueOf(
                Machine.firstLine(List.of("git", "-C", root.toString(), "describe", "--always", "--dirty")));
        String version = options.version() != null ? options.version() : commit;
        int javaFeature = JdkRelease.feature(java);
        boolean aot = options.aot() && javaFeature >= 24;
        if (options.aot() && !aot) {
            log.println("release: the AOT cache needs JDK 24 or newer (BRIGADE_JAVA is " + javaFeature + "): skipped");
        }

        Path scratch = Files.createTempDirectory("brigade-release-");
        try {
            Path seeded = scratch.resolve("seeded.db");
            kit.seed(seeded);
            List<Built> built = new ArrayList<>();
            for (JavaServer server : servers) {
                log.println("release: " + server.name());
                built.add(server(server, dist, version, aot, seeded, scratch.resolve(server.name())));
                CompetitorFiles.write(
                        dist.resolve("competitors").resolve("brigade-" + server.name()),
                        server.name(),
                        commit,
                        server.jvmOptions(),
                        built.getLast().aot(),
                        aot);
            }
            log.println("release: the conformance kit");
            Built kitBuilt = kit(kit.jar(), dist, version, scratch.resolve("kit"));
            List<Path> archives =
                    new ArrayList<>(built.stream().map(Built::archive).toList());
            archives.add(kitBuilt.archive());
            Sha256Sums.write(dist, archives);
            String notes = notes(commit, version, built, kitBuilt);
            Files.writeString(dist.resolve("RELEASE.md"), notes);
            log.println("release: wrote " + dist);
            if (!options.check()) {
                return 0;
            }
            ReleaseCheck.Outcome outcome = new ReleaseCheck(java, options.startupTrials(), log)
                    .run(built, kitBuilt, servers, seeded, scratch.resolve("check"));
            Files.writeString(dist.resolve("RELEASE.md"), notes + "\n" + outcome.markdown());
            log.println(outcome.markdown());
            return outcome.passed() ? 0 : 1;
        } finally {
            Race.deleteTree(scratch);
        }
    }

    private Built server(JavaServer server, Path dist, String version, boolean aot, Path seeded, Path work)
            throws IOException {
        String name = "brigade-" + server.name();
        Path folder = dist.resolve(name + "-" + version + "-" + platform());
        Path lib = Files.createDirectories(folder.resolve("lib"));
        String modules = RuntimeImage.modules(
                java, RuntimeImage.jars(server.jar()), Files.createDirectories(work.resolve("jdeps")));
        log.println("        runtime: jlink --add-modules " + modules);
        RuntimeImage.link(java, modules, folder.resolve("runtime"));
        Path jar = lib.resolve(name + ".jar");
        Files.copy(server.jar(), jar);
        Path thinLib = server.jar().resolveSibling("lib");
        if (Files.isDirectory(thinLib)) {
            copyTree(thinLib, lib.resolve("lib"));
        }
        Path options = lib.resolve("jvm.options");
        if (Files.isRegularFile(server.jvmOptions())) {
            Files.copy(server.jvmOptions(), options);
        } else {
            Files.writeString(options, "# no tuned flags: impl-" + server.name() + "/jvm.options was missing\n");
        }
        Path launcher = executable(folder.resolve("bin").resolve(name), Launcher.server(server.name()));
        JavaServer released = new JavaServer(server.name(), jar, options, folder.resolve("runtime/bin/java"));
        StartupComparison startup = aot ? tryAot(released, seeded, Files.createDirectories(work)) : null;
        boolean declared = shipDeclared(server.declaredDeviations(), folder);
        Files.writeString(
                folder.resolve("README.md"), ReleaseNotes.folderReadme(server.name(), modules, startup, declared));
        return new Built(name, folder, Archive.pack(folder), launcher, modules, startup);
    }

    private Built kit(Path kitJar, Path dist, String version, Path work) throws IOException {
        String name = "brigade-conformance";
        Path folder = dist.resolve(name + "-" + version + "-" + platform());
        Path lib = Files.createDirectories(folder.resolve("lib"));
        String modules = RuntimeImage.modules(java, List.of(kitJar), Files.createDirectories(work.resolve("jdeps")));
        log.println("        runtime: jlink --add-modules " + modules);
        RuntimeImage.link(java, modules, folder.resolve("runtime"));
        Files.copy(kitJar, lib.resolve(name + ".jar"));
        Path launcher = executable(folder.resolve("bin").resolve(name), Launcher.kit());
        Files.writeString(folder.resolve("README.md"), ReleaseNotes.kitReadme(modules));
        return new Built(name, folder, Archive.pack(folder), launcher, modules, null);
    }

    /**
     * The module's declared list into the release folder's top level, beside README.md, so a user's kit
     * check (and the race's, of the built competitor) reads the counts as the module's own verify does.
     * Whether there was one.
     */
    static boolean shipDeclared(Path declared, Path folder) throws IOException {
        if (!Files.isRegularFile(declared)) {
            return false;
        }
        Files.copy(declared, folder.resolve(Outside.DECLARED), StandardCopyOption.REPLACE_EXISTING);
        return true;
    }

    /** linux-x64, linux-aarch64, ...: the platform the runtime image was linked for (this machine's). */
    static String platform() {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("linux")
                ? "linux"
                : System.getProperty("os.name").toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        String arch = switch (System.getProperty("os.arch")) {
            case "amd64", "x86_64" -> "x64";
            default -> System.getProperty("os.arch");
        };
        return os + "-" + arch;
    }

    private static Path executable(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    private String notes(String commit, String version, List<Built> built, Built kit) throws IOException {
        StringBuilder md = new StringBuilder("# brigade " + version
                + (version.equals(commit) ? "" : " (commit " + commit + ")") + "\n\n"
                + "Each archive is a folder with its own Java runtime (jlink, from " + JdkRelease.runtimeVersion(java)
                + "); `bin/NAME` starts it and needs nothing from the machine but a POSIX shell. Check the archives with"
                + " `sha256sum -c SHA256SUMS`. " + ReleaseNotes.checkSentence()
                + "\n\n| archive | size | runtime modules | AOT cache: startup without, with |\n|---|---:|---|---|\n");
        for (Built b : built) {
            md.append("| `")
                    .append(b.archive().getFileName())
                    .append("` | ")
                    .append(mebibytes(Files.size(b.archive())))
                    .append(" | ")
                    .append(b.modules())
                    .append(" | ")
                    .append(
                            b.aot() == null
                                    ? "not tried"
                                    : String.format(
                                            Locale.ROOT,
                                            "%.0f ms, %.0f ms: %s",
                                            b.aot().beforeMillis(),
                                            b.aot().afterMillis(),
                                            b.aot().kept() ? "kept" : "dropped"))
                    .append(" |\n");
        }
        md.append("| `")
                .append(kit.archive().getFileName())
                .append("` | ")
                .append(mebibytes(Files.size(kit.archive())))
                .append(" | ")
                .append(kit.modules())
                .append(" | (the kit) |\n");
        return md.toString();
    }

    static String mebibytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / 1048576.0);
    }

    /**
     * Trains the cache with the release's own runtime, then starts the server alternately without and
     * with it; the cache stays only when it cut startup.
     */
    private StartupComparison tryAot(JavaServer server, Path seeded, Path work) throws IOException {
        Path lib = server.jar().getParent();
        Path cache = lib.resolve(server.jar().getFileName().toString().replace(".jar", ".aot"));
        String cpus = Pinning.fromMachine().serverCpus();
        log.println("        training the AOT cache with the release's runtime");
        StartupComparison result;
        try {
            if (!AotTraining.train(server, cache, copy(seeded, work), work, cpus, log)) {
                return null;
            }
            JavaServer cached = new JavaServer(
                    server.name(),
                    server.jar(),
                    AotTraining.withFlag(server.jvmOptions(), "-XX:AOTCache=" + cache, work.resolve("cached.options")),
                    server.java());
            List<Double> without = new ArrayList<>();
            List<Double> with = new ArrayList<>();
            for (int i = 0; i < options.startupTrials(); i++) {
                without.add(startupMillis(server, seeded, work, cpus));
                with.add(startupMillis(cached, seeded, work, cpus));
            }
            result = StartupComparison.judge(without, with);
        } catch (IOException e) {
            log.println("        no AOT cache: " + e.getMessage());
            Files.deleteIfExists(cache);
            return null;
        }
        log.println("        " + result.sentence());
        if (result.kept()) {
            Files.writeString(
                    server.jvmOptions(), AotTraining.withoutClassDataSharing(Files.readString(server.jvmOptions())));
        } else {
            Files.deleteIfExists(cache);
        }
        return result;
    }

    static double startupMillis(Competitor server, Path seeded, Path work, String cpus) throws IOException {
        try (ServerProcess s = ServerProcess.start(server, cpus, copy(seeded, work), work)) {
            return s.startupMillis();
        }
    }

    static Path copy(Path seeded, Path work) throws IOException {
        Path db = work.resolve("conduit.db");
        Files.deleteIfExists(work.resolve("conduit.db-wal"));
        Files.deleteIfExists(work.resolve("conduit.db-shm"));
        return Files.copy(seeded, db, StandardCopyOption.REPLACE_EXISTING);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
