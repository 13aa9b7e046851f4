package dev.brigade.race.release;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/** dist/SHA256SUMS over the archives, in sha256sum's own format, so that {@code sha256sum -c SHA256SUMS} checks it. */
final class Sha256Sums {

    static final String FILE = "SHA256SUMS";

    private Sha256Sums() {}

    static void write(Path dist, List<Path> archives) throws IOException {
        List<Path> files = archives.stream().sorted().toList();
        StringBuilder sums = new StringBuilder();
        for (Path f : files) {
            sums.append(sha256(f))
                    .append("  ")
                    .append(dist.relativize(f).toString().replace('\\', '/'))
                    .append('\n');
        }
        Files.writeString(dist.resolve(FILE), sums);
    }

    static String sha256(Path file) throws IOException {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
                in.transferTo(java.io.OutputStream.nullOutputStream());
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
