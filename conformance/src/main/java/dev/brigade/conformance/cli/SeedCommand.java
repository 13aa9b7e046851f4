package dev.brigade.conformance.cli;

import dev.brigade.conformance.seed.SeedDatabase;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** {@code seed FILE [--force]}: writes the seeded Conduit database of CONTRACT.md §4. */
final class SeedCommand {

    static final String USAGE = """
            usage: brigade seed FILE [--force]

            Writes the seeded Conduit database of CONTRACT.md §4 to FILE: the golden schema, 100 users,
            20 tags, 1,000 articles, their tags and favorites, 1,500 comments; the same rows every time,
            left in WAL mode and checkpointed into the one file. Refuses to overwrite FILE unless --force
            (which also removes FILE-wal and FILE-shm).
            """;

    private final PrintStream out;

    SeedCommand(PrintStream out) {
        this.out = out;
    }

    int run(List<String> args) throws UsageException, IOException {
        Arguments arguments = new Arguments(args);
        Optional<Path> file = Optional.empty();
        boolean force = false;
        while (arguments.hasNext()) {
            String arg = arguments.next();
            switch (arg) {
                case "--help", "-h" -> {
                    out.print(USAGE);
                    return 0;
                }
                case "--force" -> force = true;
                default -> {
                    if (arg.startsWith("-")) {
                        throw new UsageException("unknown option " + arg + " (see brigade seed --help)");
                    }
                    if (file.isPresent()) {
                        throw new UsageException("one FILE only, got " + file.get() + " and " + arg);
                    }
                    file = Optional.of(Path.of(arg));
                }
            }
        }
        Path target = file.orElseThrow(() -> new UsageException("seed needs a FILE (see brigade seed --help)"));
        if (Files.exists(target) && !force) {
            throw new UsageException(target + " exists; add --force to replace it");
        }
        if (Files.isDirectory(target)) {
            throw new UsageException(target + " is a directory");
        }
        if (force) {
            SeedDatabase.recreate(target);
        } else {
            SeedDatabase.create(target);
        }
        out.println("seeded " + target);
        return 0;
    }
}
