package dev.brigade.race;

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
 * Writes dist/: per server a launcher (bin/brigade-IMPL), its jar and JVM flags (lib/brigade-IMPL/),
 * an AOT cache where it measurably cuts startup, and the public race's competitor files; then the kit
 * and SHA256SUMS. The brigade script runs the whole verify before this.
 */
final class Release {

    private final Path root;
    private final Path java;
    private final ReleaseOptions options;
    private final PrintStream log;

    Release(Path root, Path java, ReleaseOptions options, PrintStream log) {
        this.root = root;
        this.java = java;
        this.options = options;
        this.log = log;
    }

    int run() throws IOException, UsageException {
        List<JavaServer> servers = Competitors.servers(root, java).stream()
                .filter(s -> options.impls().isEmpty() || options.impls().contains(s.name())).toList();
        if (servers.isEmpty()) {
            throw new UsageException("no server to release: no impl-X/target/brigade-X.jar is built" + (options.impls().isEmpty() ? "" : " among " + options.impls()));
        }
        Kit kit = Kit.locate(root, java);
        Path dist = options.dist().toAbsolutePath();
        Race.deleteTree(dist);
        Files.createDirectories(dist.resolve("bin"));
        String commit = String.valueOf(Machine.firstLine(List.of("git", "-C", root.toString(), "describe", "--always", "--dirty")));
        int javaFeature = JdkRelease.feature(java);
        boolean aot = options.aot() && javaFeature >= 24;
        if (options.aot() && !aot) {
            log.println("release: the AOT cache needs JDK 24 or newer (BRIGADE_JAVA is " + javaFeature + "): skipped");
        }

        Path scratch = Files.createTempDirectory("brigade-release-");
        try {
            Path seeded = scratch.resolve("seeded.db");
            if (aot) {
                kit.seed(seeded);
            }
            List<String> summary = new ArrayList<>();
            for (JavaServer server : servers) {
                log.println("release: " + server.name());
                JavaServer released = copyServer(server, dist.resolve("lib").resolve("brigade-" + server.name()));
                StartupComparison startup = aot ? tryAot(released, seeded, scratch.resolve(server.name())) : null;
                Path launcher = dist.resolve("bin").resolve("brigade-" + server.name());
                Files.writeString(launcher, Launcher.script(server.name()));
                Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
                CompetitorFiles.write(dist.resolve("competitors").resolve("brigade-" + server.name()), server.name(), commit,
                        server.jvmOptions(), startup);
                summary.add("| " + server.name() + " | " + (startup == null ? "not tried | | "
                        : String.format(Locale.ROOT, "%.0f ms | %.0f ms | %s", startup.beforeMillis(), startup.afterMillis(), startup.kept() ? "kept" : "dropped")) + " |");
            }
            Files.copy(kit.jar(), dist.resolve("brigade-conformance.jar"), StandardCopyOption.REPLACE_EXISTING);
            Files.writeString(dist.resolve("RELEASE.md"), "# brigade " + commit + "\n\nStartup (exec to the first 200 on /plaintext, median)"
                    + " without and with the AOT cache, trained with " + JdkRelease.runtimeVersion(java) + ":\n\n"
                    + "| server | without | with | cache |\n|---|---:|---:|---|\n" + String.join("\n", summary) + "\n");
            Sha256Sums.write(dist);
            log.println("release: wrote " + dist);
            return 0;
        } finally {
            Race.deleteTree(scratch);
        }
    }

    /** The jar (and a thin jar's lib/ folder) and the JVM flags, into the server's folder under dist/lib/. */
    private JavaServer copyServer(JavaServer server, Path lib) throws IOException {
        Files.createDirectories(lib);
        Path jar = lib.resolve("brigade-" + server.name() + ".jar");
        Files.copy(server.jar(), jar, StandardCopyOption.REPLACE_EXISTING);
        Path thinLib = server.jar().resolveSibling("lib");
        if (Files.isDirectory(thinLib)) {
            copyTree(thinLib, lib.resolve("lib"));
        }
        Path options = lib.resolve("jvm.options");
        if (Files.isRegularFile(server.jvmOptions())) {
            Files.copy(server.jvmOptions(), options, StandardCopyOption.REPLACE_EXISTING);
        } else {
            Files.writeString(options, "# no tuned flags: impl-" + server.name() + "/jvm.options was missing\n");
        }
        return new JavaServer(server.name(), jar, options, java);
    }

    /**
     * Trains the cache, then starts the server alternately without and with it; the cache stays in
     * dist/ (with the exact JDK build that made it, for the launcher to match) only when it cut startup.
     */
    private StartupComparison tryAot(JavaServer server, Path seeded, Path work) throws IOException {
        Path lib = server.jar().getParent();
        Path cache = lib.resolve(server.jar().getFileName().toString().replace(".jar", ".aot"));
        String cpus = Pinning.fromMachine().serverCpus();
        Files.createDirectories(work);
        log.println("        training the AOT cache");
        StartupComparison result;
        try {
            if (!AotTraining.train(server, cache, copy(seeded, work), work, cpus, log)) {
                return null;
            }
            JavaServer cached = new JavaServer(server.name(), server.jar(),
                    AotTraining.withFlag(server.jvmOptions(), "-XX:AOTCache=" + cache, work.resolve("cached.options")), java);
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
            Files.writeString(lib.resolve(cache.getFileName() + ".jdk"), JdkRelease.runtimeVersion(java) + "\n");
            Files.writeString(server.jvmOptions(), AotTraining.withoutClassDataSharing(Files.readString(server.jvmOptions())));
        } else {
            Files.deleteIfExists(cache);
        }
        return result;
    }

    private static double startupMillis(JavaServer server, Path seeded, Path work, String cpus) throws IOException {
        try (ServerProcess s = ServerProcess.start(server, cpus, copy(seeded, work), work)) {
            return s.startupMillis();
        }
    }

    private static Path copy(Path seeded, Path work) throws IOException {
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
