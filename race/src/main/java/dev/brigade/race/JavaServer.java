package dev.brigade.race;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A server module's packaged jar, started the project's way: {@code java @jvm.options -jar jar ...}. */
public record JavaServer(String name, Path jar, Path jvmOptions, Path java) implements Competitor {

    /** Framework name and home page per server; anything else is described as plain Java. */
    private static final Map<String, List<String>> FRAMEWORKS = Map.of(
            "raw-nio",
                    List.of(
                            "plain java.nio: no framework, one selector per core",
                            "java.nio",
                            "https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/nio/channels/package-summary.html"),
            "vertx", List.of("Eclipse Vert.x 5", "Vert.x", "https://vertx.io"),
            "helidon", List.of("Helidon SE 4", "Helidon", "https://helidon.io"),
            "micronaut", List.of("Micronaut 4", "Micronaut", "https://micronaut.io"),
            "quarkus", List.of("Quarkus 3", "Quarkus", "https://quarkus.io"));

    @Override
    public List<String> command(String address, int port, Path database, Path workDir) {
        List<String> argv = new ArrayList<>(launcher());
        argv.addAll(List.of("--address", address, "--port", String.valueOf(port), "--database", database.toString()));
        return argv;
    }

    /** Everything before the server's own arguments. */
    List<String> launcher() {
        List<String> argv = new ArrayList<>();
        argv.add(java.toString());
        if (Files.isRegularFile(jvmOptions)) {
            argv.add("@" + jvmOptions);
        }
        argv.add("-jar");
        argv.add(jar.toString());
        return argv;
    }

    /** The module's declared deviations (the kit's {@code --declared}), beside its jvm.options; absent when it has none. */
    public Path declaredDeviations() {
        return jvmOptions.resolveSibling("declared-deviations.txt");
    }

    @Override
    public boolean fullContract() {
        return true;
    }

    /** The module's own {@code brigade.serve.tls} (its pom), which its verify also hands the kit. */
    private static final Pattern SERVE_TLS = Pattern.compile("<brigade\\.serve\\.tls>([^<]*)</brigade\\.serve\\.tls>");

    /**
     * The HTTPS arguments the module declares in its pom ({@code <brigade.serve.tls>--tls-cert {cert} --tls-key
     * {key}</brigade.serve.tls>}, the property its own verify passes the kit); empty when it declares none,
     * or {@code none} (the parent's default): a server whose HTTPS is not done sits the TLS workloads out.
     */
    Optional<String> tlsTemplate() {
        Path pom = jvmOptions.resolveSibling("pom.xml");
        if (!Files.isRegularFile(pom)) {
            return Optional.empty();
        }
        try {
            Matcher m = SERVE_TLS.matcher(Files.readString(pom));
            return m.find() && !m.group(1).isBlank() && !m.group(1).strip().equals("none")
                    ? Optional.of(m.group(1).strip())
                    : Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public Optional<List<String>> tlsArguments(Path cert, Path key) {
        return tlsTemplate()
                .map(t -> Arrays.stream(t.split("\\s+"))
                        .map(a -> a.replace("{cert}", cert.toString()).replace("{key}", key.toString()))
                        .toList());
    }

    /** {@code impl}'s framework: its name as a release describes it, its short name and its home page. */
    public static List<String> framework(String impl) {
        return FRAMEWORKS.getOrDefault(impl, List.of("Java", "OpenJDK", "https://openjdk.org"));
    }
}
