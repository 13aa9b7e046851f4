package dev.brigade.conformance.soak;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/** One reading of the server process, {@code millis} into the load: resident memory and open file descriptors, from /proc. */
record Sample(long millis, long rssKib, long fds) {

    static Optional<Sample> of(long pid, long millis) {
        Path proc = Path.of("/proc", Long.toString(pid));
        try (Stream<Path> fds = Files.list(proc.resolve("fd"))) {
            long rss = Files.readAllLines(proc.resolve("status")).stream()
                    .filter(line -> line.startsWith("VmRSS:"))
                    .map(line -> Long.parseLong(line.replaceAll("[^0-9]", "")))
                    .findFirst()
                    .orElse(-1L);
            // an exited process not yet reaped (a zombie) has no VmRSS line: gone as well
            return rss < 0 ? Optional.empty() : Optional.of(new Sample(millis, rss, fds.count()));
        } catch (IOException | RuntimeException gone) {
            return Optional.empty();
        }
    }
}
