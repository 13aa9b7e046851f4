package dev.brigade.race.release;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A Java runtime made for one jar: jdeps lists the JDK modules the jar and its libraries use, jlink
 * links only those. JDK 24+ can link from its own run-time image when it has no jmods/ (JEP 493, where
 * the build enabled it, as Temurin 25's did); a JDK that can do neither is told apart in the error.
 */
final class RuntimeImage {

    private RuntimeImage() {}

    /**
     * The modules jdeps finds in {@code jars} (the first is the application), comma-separated. Each jar
     * is unpacked first and jdeps reads the class folders: on a large fat jar (the kit's) jdeps'
     * {@code --print-module-deps} left out modules the classes plainly use (java.sql, java.net.http), and
     * the release check caught the runtime failing; on the same classes unpacked it lists them all.
     */
    static String modules(Path java, List<Path> jars, Path scratch) throws IOException {
        List<String> argv = new ArrayList<>(
                List.of(tool(java, "jdeps").toString(), "--ignore-missing-deps", "--print-module-deps"));
        int n = 0;
        for (Path jar : jars) {
            argv.add(unpackClasses(jar, Files.createDirectories(scratch.resolve("classes-" + (++n))))
                    .toString());
        }
        List<String> out = run(argv);
        String modules = out.isEmpty() ? "" : out.getLast().strip();
        if (!modules.matches("[a-z][a-z0-9.]*(,[a-z][a-z0-9.]*)*")) {
            throw new IOException(
                    "jdeps gave no module list for " + jars.getFirst().getFileName() + ": " + String.join(" / ", out));
        }
        return withServiceProviders(modules);
    }

    /**
     * Modules that only provide a service, which jdeps cannot see because nothing names their classes:
     * {@code jdk.zipfs} is the file-system provider for a jar opened as a FileSystem (Micronaut reads
     * its own jar's resources that way, and without it stops at start with ProviderNotFoundException).
     */
    static final List<String> SERVICE_PROVIDERS = List.of("jdk.zipfs");

    static String withServiceProviders(String modules) {
        List<String> all = new ArrayList<>(List.of(modules.split(",")));
        SERVICE_PROVIDERS.stream().filter(m -> !all.contains(m)).forEach(all::add);
        return String.join(",", all);
    }

    /** The jar's classes outside META-INF/ (so without a multi-release jar's versioned copies), unpacked into {@code into}. */
    static Path unpackClasses(Path jar, Path into) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (ZipEntry e : java.util.Collections.list(zip.entries())) {
                if (e.isDirectory()
                        || !e.getName().endsWith(".class")
                        || e.getName().startsWith("META-INF/")
                        || e.getName().endsWith("module-info.class")) {
                    continue;
                }
                Path target = into.resolve(e.getName()).normalize();
                if (!target.startsWith(into)) {
                    continue;
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = zip.getInputStream(e)) {
                    Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        return into;
    }

    /** Links {@code modules} into {@code output}: no debug symbols, headers or man pages; with its own CDS archive, as a JDK has. */
    static void link(Path java, String modules, Path output) throws IOException {
        Path home = java.toRealPath().getParent().getParent();
        List<String> out = run(List.of(
                tool(java, "jlink").toString(),
                "--add-modules",
                modules,
                "--strip-debug",
                "--no-man-pages",
                "--no-header-files",
                "--compress",
                "zip-6",
                "--generate-cds-archive",
                "--output",
                output.toString()));
        if (!Files.isExecutable(output.resolve("bin/java"))) {
            throw new IOException("jlink made no runtime from " + home
                    + (Files.isDirectory(home.resolve("jmods"))
                            ? ""
                            : " (it has no jmods/, and this JDK build cannot link from its own run-time image)")
                    + ": " + String.join(" / ", out));
        }
    }

    /** Every jar a server runs with: its own, then a thin jar's lib/ folder. */
    static List<Path> jars(Path jar) throws IOException {
        List<Path> jars = new ArrayList<>(List.of(jar));
        Path lib = jar.resolveSibling("lib");
        if (Files.isDirectory(lib)) {
            try (Stream<Path> files = Files.list(lib)) {
                files.filter(p -> p.toString().endsWith(".jar")).sorted().forEach(jars::add);
            }
        }
        return jars;
    }

    private static Path tool(Path java, String name) throws IOException {
        Path tool = java.toRealPath().resolveSibling(name);
        if (!Files.isExecutable(tool)) {
            throw new IOException("no " + name + " beside " + java + ": the release needs a JDK, not a JRE");
        }
        return tool;
    }

    private static List<String> run(List<String> argv) throws IOException {
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IOException(argv.getFirst() + " did not finish within 5 minutes");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
        return out.lines().filter(l -> !l.isBlank()).toList();
    }
}
