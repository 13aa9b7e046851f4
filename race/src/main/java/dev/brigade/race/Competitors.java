package dev.brigade.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** Finds what can race: every impl-X whose jar was built, and nginx when it is installed. */
public final class Competitors {

    /** The order the project's README lists them in; any other impl-X follows, by name. */
    private static final List<String> ORDER = List.of("raw-nio", "vertx", "helidon", "micronaut", "quarkus");

    private Competitors() {}

    public static List<JavaServer> servers(Path root, Path java) throws IOException {
        List<JavaServer> found = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                String module = dir.getFileName().toString();
                if (!module.startsWith("impl-")) {
                    continue;
                }
                String name = module.substring("impl-".length());
                Path jar = dir.resolve("target").resolve("brigade-" + name + ".jar");
                if (Files.isRegularFile(jar)) {
                    found.add(new JavaServer(
                            name,
                            jar.toAbsolutePath(),
                            dir.resolve("jvm.options").toAbsolutePath(),
                            java));
                }
            }
        }
        found.sort(Comparator.comparing((JavaServer s) -> rank(s.name())).thenComparing(JavaServer::name));
        return found;
    }

    private static int rank(String name) {
        int i = ORDER.indexOf(name);
        return i < 0 ? ORDER.size() : i;
    }

    static Optional<Path> onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        // nginx lives in /usr/sbin, which a user's PATH may leave out
        for (String dir : List.of("/usr/sbin", "/usr/local/sbin", "/usr/local/bin")) {
            Path p = Path.of(dir, program);
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
