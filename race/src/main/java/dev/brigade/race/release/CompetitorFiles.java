package dev.brigade.race.release;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.brigade.race.JavaServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * dist/competitors/brigade-IMPL/: competitor.json and README.md in the public drag race's competitor
 * format: {@code build} steps run from the race's repository root unless {@code cwd} says, the binary
 * landing as {@code {out}/NAME}; {@code run.argv} with {@code {bin}}, {@code {address}}, {@code {port}},
 * {@code {db}}, and {@code run.tls.argv}, what HTTPS mode adds to it ({@code {cert}}, {@code {key}}), as the
 * race's Go competitor gives its own. {@code {brigade}} is a checkout of this repository at the released commit, beside the
 * race's, as roux's entry names its own checkout.
 */
final class CompetitorFiles {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** How every server is started, as the race's Go competitor is: the same flags, so the race fills them alike. */
    static final List<String> RUN_ARGV =
            List.of("{bin}", "--address", "{address}", "--port", "{port}", "--database", "{db}");
    /** What the race appends to {@link #RUN_ARGV} for its HTTPS workloads (contract 2.1's flags). */
    static final List<String> RUN_TLS_ARGV = List.of("--tls-cert", "{cert}", "--tls-key", "{key}");

    /** The version the competitor build names its folder with, so that the link's target is known in advance. */
    static final String VERSION = "competitor";

    private CompetitorFiles() {}

    static void write(Path dir, String impl, String commit, Path jvmOptions, StartupComparison startup, boolean aot)
            throws IOException {
        Files.createDirectories(dir);
        JSON.writeValue(dir.resolve("competitor.json").toFile(), competitor(impl, aot));
        Files.writeString(dir.resolve("README.md"), readme(impl, commit, jvmOptions, startup));
    }

    /** The entry; a release made with {@code --no-aot} builds its competitor the same way. */
    static ObjectNode competitor(String impl, boolean aot) {
        String name = "brigade-" + impl;
        List<String> fw = JavaServer.framework(impl);
        ObjectNode c = JSON.createObjectNode();
        c.put("title", name);
        c.put("language", "Java");
        c.put("framework", fw.get(0));
        ObjectNode links = c.putObject("links");
        links.put(fw.get(1), fw.get(2));
        links.put("OpenJDK", "https://openjdk.org");
        ArrayNode build = c.putArray("build");
        // the server, the kit (the release seeds with it) and the race jar; then the self-contained folder
        build.add(step(
                "{brigade}",
                "./mvnw",
                "-B",
                "-q",
                "-pl",
                "impl-" + impl + ",conformance,race",
                "-am",
                "package",
                "-DskipTests"));
        List<String> release = new java.util.ArrayList<>(List.of(
                "java",
                "-jar",
                "race/target/brigade-race.jar",
                "release",
                "--impls",
                impl,
                "--version",
                VERSION,
                "--no-check",
                "--dist",
                "{out}/" + name + ".dist"));
        if (!aot) {
            release.add("--no-aot");
        }
        build.add(step("{brigade}", release.toArray(String[]::new)));
        build.add(step(
                "{out}",
                "ln",
                "-sfn",
                name + ".dist/" + name + "-" + VERSION + "-" + Release.platform() + "/bin/" + name,
                name));
        ObjectNode run = c.putObject("run");
        RUN_ARGV.forEach(run.putArray("argv")::add);
        // without run.tls the race would leave the server out of its HTTPS section
        RUN_TLS_ARGV.forEach(run.putObject("tls").putArray("argv")::add);
        return c;
    }

    private static ObjectNode step(String cwd, String... argv) {
        ObjectNode s = JSON.createObjectNode();
        s.put("cwd", cwd);
        ArrayNode a = s.putArray("argv");
        for (String arg : argv) {
            a.add(arg);
        }
        return s;
    }

    static String readme(String impl, String commit, Path jvmOptions, StartupComparison startup) throws IOException {
        String name = "brigade-" + impl;
        StringBuilder md = new StringBuilder();
        md.append("# ")
                .append(name)
                .append("\n\n")
                .append("brigade's ")
                .append(JavaServer.framework(impl).get(0))
                .append(" server (`impl-")
                .append(impl)
                .append("/` in brigade, commit `")
                .append(commit)
                .append(
                        "`), written the way the framework's own examples write a service and checked byte for byte against the race's contract by brigade's conformance kit. Its README there says what it shows about the framework and every tuning.\n\n")
                .append("## Build and run\n\n")
                .append(
                        "`{brigade}` is a checkout of brigade at the commit above, beside this repository. The build packages the server, the kit and the race jar with Maven (the wrapper fetches Maven itself; building needs a JDK 24 or newer with jlink), then runs `brigade-race release` for this one server: a folder with its own Java runtime (jlink, only the modules jdeps finds), the jar, its JVM flags and an AOT cache trained with that runtime. `{out}/")
                .append(name)
                .append("` is a link to its launcher, which needs no Java on the machine that runs it.\n\n")
                .append("```\n")
                .append(String.join(" ", RUN_ARGV))
                .append("\n")
                .append(String.join(" ", RUN_ARGV))
                .append(" ")
                .append(String.join(" ", RUN_TLS_ARGV))
                .append("\n```\n\n")
                .append(
                        "The second line is HTTPS mode: the same port speaks only TLS 1.3, HTTP/2 by ALPN and HTTP/1.1 otherwise.\n\n")
                .append("## JVM flags\n\nFrom `impl-")
                .append(impl)
                .append("/jvm.options`, passed as a java @argfile:\n\n```\n")
                .append(
                        Files.isRegularFile(jvmOptions)
                                ? Files.readString(jvmOptions).strip()
                                : "(none)")
                .append("\n```\n\n")
                .append("## AOT cache\n\n")
                .append(
                        startup == null
                                ? "Not tried for this release (`--no-aot`, or a JDK older than 24).\n"
                                : startup.sentence() + "\n");
        return md.toString();
    }
}
