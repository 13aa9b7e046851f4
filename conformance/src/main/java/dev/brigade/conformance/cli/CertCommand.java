package dev.brigade.conformance.cli;

import dev.brigade.conformance.tls.RaceCertificate;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * {@code cert DIR}: writes a certificate of the race's kind ({@code cert.pem}) and its key
 * ({@code key.pem}, PKCS#8) into DIR, for a server started by hand in its HTTPS mode.
 */
final class CertCommand {

    static final String USAGE = """
            usage: brigade cert DIR [--force]

            Writes DIR/cert.pem and DIR/key.pem: ECDSA P-256, self-signed, CN=fourneau-dragrace, SAN IP:127.0.0.1
            and DNS:fourneau-dragrace, valid from an hour ago for a day, the key PKCS#8 (BEGIN PRIVATE KEY): the
            race's kind, made as its tls.go makes one for each race. Refuses to overwrite either file without --force.
            """;

    private final PrintStream out;

    CertCommand(PrintStream out) {
        this.out = out;
    }

    int run(List<String> args) throws UsageException {
        if (args.contains("--help") || args.contains("-h")) {
            out.print(USAGE);
            return 0;
        }
        boolean force = args.contains("--force");
        List<String> rest = args.stream().filter(arg -> !arg.equals("--force")).toList();
        if (rest.size() != 1 || rest.getFirst().startsWith("-")) {
            throw new UsageException("cert takes one folder: brigade cert DIR [--force]");
        }
        Path dir = Path.of(rest.getFirst());
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UsageException("not a folder: " + dir);
        }
        for (String name : List.of(RaceCertificate.CERTIFICATE_FILE, RaceCertificate.KEY_FILE)) {
            if (!force && Files.exists(dir.resolve(name))) {
                throw new UsageException(dir.resolve(name) + " exists (--force overwrites it)");
            }
        }
        RaceCertificate.Files files = RaceCertificate.make(Instant.now()).write(dir);
        out.println("wrote " + files.certificate() + " and " + files.key());
        return 0;
    }
}
