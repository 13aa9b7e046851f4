package dev.brigade.conformance.soak;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/** One reading of the server process: resident memory and open file descriptors, from /proc. */
record Sample(long seconds, long rssKib, long fds) {

    static Optional<Sample> of(long pid, long seconds) {
        Path proc = Path.of("/proc", Long.toString(pid));
        try (Stream<Path> fds = Files.list(proc.resolve("fd"))) {
            long rss = Files.readAllLines(proc.resolve("status")).stream()
                    .filter(line -> line.startsWith("VmRSS:"))
                    .map(line -> Long.parseLong(line.replaceAll("[^0-9]", "")))
                    .findFirst().orElse(-1L);
            return Optional.of(new Sample(seconds, rss, fds.count()));
        } catch (IOException | RuntimeException gone) {
            return Optional.empty();
        }
    }
}
