package dev.brigade.race.release;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** .tar.gz archives with the system's tar: it keeps the launchers' execute bits and the runtime's links. */
final class Archive {

    private Archive() {}

    /** {@code dir}'s parent/NAME.tar.gz holding the folder NAME/. */
    static Path pack(Path dir) throws IOException {
        Path archive = dir.resolveSibling(dir.getFileName() + ".tar.gz");
        tar(List.of(
                "tar",
                "-C",
                dir.getParent().toString(),
                "-czf",
                archive.toString(),
                dir.getFileName().toString()));
        return archive;
    }

    static void unpack(Path archive, Path into) throws IOException {
        tar(List.of("tar", "-C", into.toString(), "-xzf", archive.toString()));
    }

    private static void tar(List<String> argv) throws IOException {
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!p.waitFor(5, TimeUnit.MINUTES) || p.exitValue() != 0) {
                throw new IOException(String.join(" ", argv) + " failed: " + out.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
    }
}
